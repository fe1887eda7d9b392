// No endless spinner whatever the backend answers: each panel kind, fed a drifted answer (no data, null, a list
// that is not a list, objects where numbers belong), ends in the failed state naming the call, never loading
// forever and never blanking the screen.
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ChartPanel,
  KpiPanel,
  MediaPanel,
  PiePanel,
  RankingPanel,
  ScrollBoardPanel,
  VideoWallPanel,
} from '@/features/dashboards/shared/components/panels';
import { movementColumns } from '@/features/dashboards/shared/lib/columns';
import type { OperationId } from '@smartsite/api';
import { renderAt, stubApi, withSignedInScreen } from './fake-api';

withSignedInScreen();

interface Kind {
  name: string;
  operation: OperationId;
  panel: ReactElement;
  drifts: Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    name: 'ChartPanel',
    operation: 'getAiDayChart',
    panel: <ChartPanel operation="getAiDayChart" title="AI告警趋势" />,
    drifts: { null: null, 'series not a list': { categories: ['11-21'], series: 'none' }, 'a list instead of the object': [1, 2] },
  },
  {
    name: 'PiePanel',
    operation: 'getWarningPieChart',
    panel: <PiePanel operation="getWarningPieChart" title="告警类型" />,
    drifts: { null: null, 'list not a list': { list: 'x', total: 1 } },
  },
  {
    name: 'RankingPanel',
    operation: 'getLabourTop',
    panel: <RankingPanel operation="getLabourTop" title="班组排名" unit="人" />,
    drifts: { null: null, 'list not a list': { list: 7, total: 7 } },
  },
  {
    name: 'KpiPanel',
    operation: 'getLabourIndex',
    panel: <KpiPanel operation="getLabourIndex" title="劳务实名制" fields={[{ key: 'total', label: '在册人数', unit: '人' }]} />,
    drifts: { null: null },
  },
  {
    name: 'ScrollBoardPanel',
    operation: 'listSignRecords',
    panel: <ScrollBoardPanel operation="listSignRecords" title="人员进出" columns={movementColumns} />,
    drifts: { null: null, 'list missing': { total: 3 }, 'rows not objects': { list: 'abc', total: 3 } },
  },
  {
    name: 'MediaPanel',
    operation: 'listV2Renderings',
    panel: <MediaPanel operation="listV2Renderings" title="效果图" />,
    drifts: { null: null, 'list missing': {} },
  },
  {
    name: 'VideoWallPanel',
    operation: 'listDashboardVideos',
    panel: <VideoWallPanel operation="listDashboardVideos" title="项目视频" />,
    drifts: { null: null, 'list missing': { online: 1, total: 1 } },
  },
];

/** An HTTP 200 success envelope with no data field at all. */
function answerWithoutData() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 200, msg: '服务器成功返回请求数据', success: true })),
  );
}

async function expectFailureNaming(operation: string) {
  const panel = screen.getByTestId(`panel-${operation}`);
  await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'));
  expect(within(panel).getByRole('alert')).toHaveTextContent(`${operation} 的回答格式不正确`);
}

describe.each(KINDS)('$name with a drifted answer', ({ operation, panel, drifts }) => {
  it('fails naming the call when the envelope has no data', async () => {
    answerWithoutData();
    renderAt('/', panel);
    await expectFailureNaming(operation);
  });

  it.each(Object.entries(drifts))('fails naming the call when the answer is %s', async (_drift, answer) => {
    // The console error is React reporting the caught rendering failure.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Drifted on purpose: the answer is not of the operation's type.
    stubApi({ [operation]: answer as never });
    renderAt('/', panel);
    await expectFailureNaming(operation);
    consoleError.mockRestore();
  });
});
