// Every dashboard operation of openapi.yaml (tags dashboardV1, dashboardV2*) and the operations the shells are
// built on are really called by a screen. Each screen (the v1 and v2 tabs, the camera dashboard's pages, the
// public display boards) is rendered against a backend answering every operation with the example of its
// documented answer, and the calls it made are recorded by operationId (tests/support/api-stub). A screen that
// stops calling an operation fails the last test.
// The same renders record the frontend's usage (tests/support/usage-recorder): the answer fields each screen reads
// and what each call sends, committed as contract-tests/usage/frontend.json. A screen that reads another field
// than the file says fails here until `npm run usage:record` regenerates it.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { listOperations, loadDocument, rawOperation } from '@smartsite/api/document';
import type { OperationId } from '@smartsite/api';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { publicDisplays } from '@/config/routes';
import CameraDashboard from '@/features/dashboards/camera';
import { cameraMenu } from '@/features/dashboards/camera/config/menu';
import DashboardV1 from '@/features/dashboards/v1';
import { v1Links } from '@/features/dashboards/v1/config/links';
import DashboardV2 from '@/features/dashboards/v2';
import { v2Tabs } from '@/features/dashboards/v2/config/tabs';
import PublicDisplay from '@/features/public-display';
import type { Answers, RecordedCalls } from '../support/api-stub';
import { recordUsage } from '../support/usage-recorder';
import { renderAt, stubApi, withSignedInScreen } from './fake-api';

vi.mock('react-apexcharts', () => ({ default: () => <output data-testid="apex-chart" /> }));
// The BIM viewer needs WebGL, which jsdom lacks; its model is not an API call.
vi.mock('@/features/dashboards/shared/bim/bim-viewer', () => ({ default: () => <output data-testid="bim-viewer" /> }));

const document = loadDocument();
const operations = listOperations(document);

/** The data of each operation's documented success example. */
const documentedAnswers = Object.fromEntries(
  operations.map((operation) => {
    const answer = rawOperation(document, operation).responses['200'] as
      { content?: { 'application/json'?: { example?: { data?: unknown } } } } | undefined;
    return [operation.operationId, answer?.content?.['application/json']?.example?.data];
  }),
) as Answers;
// Every v2 tab shows (modelShow names them all).
const answers: Answers = {
  ...documentedAnswers,
  getV2DashboardConfig: { ...documentedAnswers.getV2DashboardConfig!, modelShow: v2Tabs.map((tab) => tab.module).join(',') },
} as Answers;

/** Each screen: its route, the name findings give it, and the element that renders it. */
const screens: { route: string; name: string; element: ReactElement }[] = [
  ...v1Links.map((link) => ({
    route: link.path,
    name: `v1 ${link.label}`,
    element: <Route path="/dashboard/*" element={<DashboardV1 />} />,
  })),
  ...[...v2Tabs, { path: '/dashboard/v2/warning', label: '告警' }].map((tab) => ({
    route: tab.path,
    name: `v2 ${tab.label}`,
    element: <Route path="/dashboard/v2/*" element={<DashboardV2 />} />,
  })),
  ...cameraMenu.flatMap((tab) =>
    tab.pages.map((page) => ({
      route: page.to,
      name: `视频监控 ${page.label}`,
      element: <Route path="/dataV/camera/*" element={<CameraDashboard />} />,
    })),
  ),
  ...publicDisplays.map(({ path, title }) => ({
    route: path.replace(':deviceId', '1'),
    name: title,
    element: <Route path={path} element={<PublicDisplay />} />,
  })),
];

const usageFile = resolve(import.meta.dirname, '../../../contract-tests/usage/frontend.json');
const usage = recordUsage();
let screensRecorded = 0;
afterAll(() => usage.stop());

/**
 * Resolves once the screen has made no new call for a while (its follow-up calls included) and no lazy part is
 * still waiting to be drawn: React shows a resolved Suspense boundary up to 300 ms later (its fallback throttle),
 * longer than one quiet round, and the reads of a part drawn after the unmount would go unrecorded.
 */
async function settled(calls: RecordedCalls): Promise<void> {
  // GeoMap's fallback is its frame, empty until the map is drawn.
  const waitingForLazyParts = () => globalThis.document.querySelector('.geo-map:empty') !== null;
  let seen = -1;
  for (let round = 0; round < 80 && (seen !== calls.length || waitingForLazyParts()); round++) {
    seen = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  }
}

withSignedInScreen();

const called = new Set<OperationId>();
/** What the screens sent to the two boards whose payload docs/requirements/calls.md#project-only-boards gives as the project only. */
const projectOnlySent: Record<string, unknown>[] = [];

describe('the operations each screen calls', () => {
  it.each(screens)('$route', async ({ route, name, element }) => {
    const calls = stubApi(answers);
    usage.recorder.viewing(route, name);
    const { unmount } = renderAt(route, <Routes>{element}</Routes>);
    await settled(calls);
    // Writes a screen offers as a button (the spray action) are called when it is pressed.
    for (const button of screen.queryAllByRole('button', { name: /开启喷淋|关闭喷淋/ })) await userEvent.click(button);
    await settled(calls);
    expect(calls.length).toBeGreaterThan(0);
    for (const operation of calls.operations()) called.add(operation);
    projectOnlySent.push(...calls.sentTo('listWarningLogs'), ...calls.sentTo('listLabourLogs'));
    unmount();
    screensRecorded += 1;
  });

  it('send warningLogList and labourLogList the project only (docs/requirements/calls.md#project-only-boards)', () => {
    expect(projectOnlySent.length).toBeGreaterThanOrEqual(3);
    for (const sent of projectOnlySent) expect(Object.keys(sent).sort()).toEqual(['projectId', 'tenantId']);
  });

  it('together call every dashboard operation of the document and those the shells are built on', () => {
    const dashboardOperations = operations
      .filter((operation) => operation.tag.startsWith('dashboard'))
      .map((operation) => operation.operationId);
    // Six dashboard tags; the document had 80 such operations when this was written.
    expect(dashboardOperations.length).toBeGreaterThanOrEqual(80);
    const shellOperations = [
      'getDashboardInfo',
      'getV2DashboardConfig',
      'getV2ProjectInfo',
      'getProjectOverview',
      'switchSprayer',
      'getIndexShow',
    ];
    expect([...dashboardOperations, ...shellOperations].filter((operation) => !called.has(operation as OperationId))).toEqual([]);
  });

  it('read and send what contract-tests/usage/frontend.json says (npm run usage:record regenerates it)', () => {
    // Only a run over every screen records the whole usage (a filtered run records a part of it).
    if (screensRecorded < screens.length) return;
    const recorded = usage.recorder.usage();
    expect(Object.keys(recorded.operations).sort()).toEqual([...called].sort());
    if (process.env.USAGE_RECORD === '1') writeFileSync(usageFile, `${JSON.stringify(recorded, null, 2)}\n`);
    const committed: unknown = JSON.parse(readFileSync(usageFile, 'utf8'));
    expect(committed, 'the screens read other fields than contract-tests/usage/frontend.json says: run npm run usage:record').toEqual(
      recorded,
    );
  });
});
