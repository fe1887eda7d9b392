// The generic panels: a call's answer reaches the chart (series and type), the loading, empty and failed
// states, a refused module shown in the panel without leaving the screen, and the scroll and ranking boards
// (five rows, one row on every two seconds, held under the pointer or the keyboard focus).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChartPanel, PiePanel, RankingPanel, ScrollBoardPanel } from '@/features/dashboards/shared/components/panels';
import { movementColumns } from '@/features/dashboards/shared/lib/columns';
import { clearContext } from '@/stores/context';
import { refused, renderAt, stubApi, withSignedInScreen } from './fake-api';

/** What a drawn chart says on hover: its marks' tooltips, series by series. */
function markTitles(panel: HTMLElement): string[][] {
  return [...panel.querySelectorAll('.bs-chart-series')].map((series) =>
    [...series.querySelectorAll('title')].map((title) => title.textContent ?? ''),
  );
}

const chart = { categories: ['11-21', '11-22', '11-23'], series: [{ name: 'AI告警', data: [3, 0, 5] }], unit: '次' };

withSignedInScreen();

describe('ChartPanel', () => {
  it('draws the series of its call, sent with the stored project', async () => {
    const calls = stubApi({ getAiDayChart: chart });
    renderAt('/', <ChartPanel operation="getAiDayChart" title="AI告警趋势" kind="area" />);
    const panel = screen.getByTestId('panel-getAiDayChart');
    expect(panel).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(panel.querySelector('svg.bs-chart-svg')).not.toBeNull());
    // An area: the filled shape and the line, and a point to hover per category.
    expect(panel.querySelectorAll('.bs-chart-series path')).toHaveLength(2);
    expect(markTitles(panel)).toEqual([['11-21\nAI告警：3次', '11-22\nAI告警：0次', '11-23\nAI告警：5次']]);
    expect(panel).toHaveAttribute('data-state', 'ready');
    expect(within(panel).getByText('单位：次')).toBeInTheDocument();
    expect(calls.map(({ operation, sent }) => ({ operation, sent }))).toEqual([
      { operation: 'getAiDayChart', sent: { tenantId: 1, projectId: 1 } },
    ]);
    // Its text alternative: the data as a table, named by a one-line summary.
    const table = within(panel).getByRole('table', { name: 'AI告警（次），11-21至11-23' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['类别AI告警（次）', '11-213', '11-220', '11-235']);
  });

  it('passes its own fields with the context', async () => {
    const calls = stubApi({ getWarningChart: chart });
    renderAt('/', <ChartPanel operation="getWarningChart" title="告警趋势" body={{ days: 30 }} />);
    await waitFor(() => expect(document.querySelector('.bs-chart-series')).not.toBeNull());
    expect(calls.sentTo('getWarningChart')).toEqual([{ days: 30, tenantId: 1, projectId: 1 }]);
  });

  it('shows the empty state for a chart without points', async () => {
    stubApi({ getAiDayChart: { categories: [], series: [] } });
    renderAt('/', <ChartPanel operation="getAiDayChart" title="AI告警趋势" />);
    const panel = screen.getByTestId('panel-getAiDayChart');
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'empty'));
    expect(within(panel).getByText('暂无数据')).toBeInTheDocument();
    expect(panel.querySelector('.bs-chart')).toBeNull();
  });

  it('a 403 that refuses the call goes to /403 (docs/requirements/envelope.md#failure-redirects)', async () => {
    stubApi({ getAiDayChart: refused(403, '无权访问该项目') });
    window.location.hash = '#/dashboard/v2/project';
    renderAt('/', <ChartPanel operation="getAiDayChart" title="AI告警趋势" />);
    await waitFor(() => expect(window.location.hash).toBe('#/403'));
  });

  it('a module refusal reads 无权限 in the panel and the board stays', async () => {
    stubApi({ getAiDayChart: refused(403, '模块授权已过期，禁止操作任何数据') });
    window.location.hash = '#/dashboard/v2/project';
    renderAt('/', <ChartPanel operation="getAiDayChart" title="AI告警趋势" />);
    const panel = screen.getByTestId('panel-getAiDayChart');
    expect(await within(panel).findByRole('status')).toHaveTextContent('无权限模块授权已过期，禁止操作任何数据');
    expect(panel).toHaveAttribute('data-state', 'forbidden');
    expect(window.location.hash).toBe('#/dashboard/v2/project');
  });

  it('a failure other than 403 stays on the screen', async () => {
    stubApi({ getAiDayChart: refused(500, '服务器发生错误') });
    window.location.hash = '#/dashboard/v2/project';
    renderAt('/', <ChartPanel operation="getAiDayChart" title="AI告警趋势" />);
    const panel = screen.getByTestId('panel-getAiDayChart');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('服务器发生错误');
    expect(window.location.hash).toBe('#/dashboard/v2/project');
  });

  it('waits for a project before calling', async () => {
    clearContext('projectId');
    const calls = stubApi({ getAiDayChart: chart });
    renderAt('/', <ChartPanel operation="getAiDayChart" title="AI告警趋势" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
    expect(screen.getByTestId('panel-getAiDayChart')).toHaveAttribute('data-state', 'loading');
  });
});

describe('PiePanel', () => {
  it('draws a donut of the named values', async () => {
    stubApi({
      getWarningPieChart: {
        list: [
          { name: '超载', value: 4 },
          { name: '倾斜', value: 1 },
        ],
        total: 5,
      },
    });
    renderAt('/', <PiePanel operation="getWarningPieChart" title="告警类型" />);
    const panel = screen.getByTestId('panel-getWarningPieChart');
    await waitFor(() => expect(panel.querySelector('.bs-chart-series')).not.toBeNull());
    expect(markTitles(panel)).toEqual([['超载：4（80%）'], ['倾斜：1（20%）']]);
    // The key names every slice with its value.
    expect([...panel.querySelectorAll('.bs-chart-legend li')].map((item) => item.textContent)).toEqual(['超载4', '倾斜1']);
  });

  it('is empty when every value is zero', async () => {
    stubApi({ getWarningPieChart: { list: [{ name: '超载', value: 0 }], total: 0 } });
    renderAt('/', <PiePanel operation="getWarningPieChart" title="告警类型" />);
    await waitFor(() => expect(screen.getByTestId('panel-getWarningPieChart')).toHaveAttribute('data-state', 'empty'));
  });
});

const people = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `工人${index + 1}`,
  team: '木班组',
  workType: '木工',
  direction: 'in' as const,
  time: '2026-11-23T08:0' + index + ':00+08:00',
  photo: '',
}));

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('ScrollBoardPanel', () => {
  it('shows five rows and moves on by one every two seconds, holding under the pointer', async () => {
    // Only the board's interval runs on test time; the calls keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubApi({ listSignRecords: { list: people, total: 7 } });
    renderAt('/', <ScrollBoardPanel operation="listSignRecords" title="人员进出" columns={movementColumns} />);
    await screen.findByText('工人1');
    expect(names()).toEqual(['工人1', '工人2', '工人3', '工人4', '工人5']);
    expect(screen.getByText('共 7 条')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(names()[0]).toBe('工人1');
    act(() => vi.advanceTimersByTime(1));
    expect(names()).toEqual(['工人2', '工人3', '工人4', '工人5', '工人6']);
    act(() => vi.advanceTimersByTime(4000));
    expect(names()).toEqual(['工人4', '工人5', '工人6', '工人7', '工人1']);
    fireEvent.mouseEnter(screen.getByRole('table'));
    act(() => vi.advanceTimersByTime(6000));
    expect(names()[0]).toBe('工人4');
    fireEvent.mouseLeave(screen.getByRole('table'));
    act(() => vi.advanceTimersByTime(2000));
    expect(names()[0]).toBe('工人5');
    // The keyboard holds it too: the moving board takes focus.
    const board = screen.getByRole('table');
    expect(board).toHaveAttribute('tabindex', '0');
    act(() => board.focus());
    act(() => vi.advanceTimersByTime(6000));
    expect(names()[0]).toBe('工人5');
    act(() => board.blur());
    act(() => vi.advanceTimersByTime(2000));
    expect(names()[0]).toBe('工人6');
  });

  it('stands still when everything fits', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubApi({ listSignRecords: { list: people.slice(0, 3), total: 3 } });
    renderAt('/', <ScrollBoardPanel operation="listSignRecords" title="人员进出" columns={movementColumns} />);
    await screen.findByText('工人1');
    act(() => vi.advanceTimersByTime(10000));
    expect(names()).toEqual(['工人1', '工人2', '工人3']);
  });
});

describe('RankingPanel', () => {
  it('ranks by value, largest first, five rows', async () => {
    const teams = ['钢筋', '木工', '架子', '砌筑', '抹灰', '水电'].map((name, index) => ({
      name,
      value: [5, 18, 9, 16, 7, 12][index] ?? 0,
    }));
    stubApi({ getLabourTop: { list: teams, total: 67 } });
    renderAt('/', <RankingPanel operation="getLabourTop" title="班组排名" unit="人" />);
    const panel = await screen.findByTestId('panel-getLabourTop');
    await within(panel).findByText('木工');
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['No.1木工18人', 'No.2砌筑16人', 'No.3水电12人', 'No.4架子9人', 'No.5抹灰7人']);
    expect(within(panel).getByText('合计 67人')).toBeInTheDocument();
  });

  it('keeps a word unit apart from its figure (English reads "18 vehicles", not "18vehicles")', async () => {
    stubApi({ getVehicleSources: { list: [{ name: '萧山', value: 18 }], total: 18 } });
    renderAt('/', <RankingPanel operation="getVehicleSources" title="车辆来源" unit="vehicles" />);
    const panel = await screen.findByTestId('panel-getVehicleSources');
    expect(await within(panel).findByText('18 vehicles')).toBeInTheDocument();
    expect(within(panel).getByText('合计 18 vehicles')).toBeInTheDocument();
  });
});
