// Every dashboard operation of openapi.yaml (tags dashboardV1, dashboardV2*) and the operations the shells are
// built on are really called by a screen. Each screen (the v1 and v2 tabs, the camera dashboard's pages, the
// public display boards) is rendered against a backend answering every operation with the example of its
// documented answer, and the calls it made are recorded by operationId (tests/support/api-stub). A screen that
// stops calling an operation fails the last test.
// The login page and the console (its shell around every page of the route tree, @smartsite/api/routes) are
// rendered the same way, as the whole app at that route, so the usage covers the shell's and the back office's
// calls too; the last test checks it against every operationId the frontend's code names. What a page calls only
// when the user does something (a form sent, a remove confirmed, the search box, a share link) is recorded by
// taking those actions on the rendered app (./recorded-actions).
// The same renders record the frontend's usage (tests/support/usage-recorder): the answer fields each screen reads
// and what each call sends, committed as contract-tests/usage/frontend.json. A screen that reads another field
// than the file says fails here until `npm run usage:record` regenerates it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { listOperations, loadDocument, rawOperation } from '@smartsite/api/document';
import { operationMeta, type OperationId } from '@smartsite/api';
import { consoleRoutes } from '@smartsite/api/routes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app';
import { progressBar } from '@/lib/progress-bar';
import { appRouter } from '@/app/router';
import { loginPath, publicDisplays, sharePath, tenantChangePath } from '@/config/routes';
import CameraDashboard from '@/features/dashboards/camera';
import { cameraMenu } from '@/features/dashboards/camera/config/menu';
import DashboardV1 from '@/features/dashboards/v1';
import { v1Links } from '@/features/dashboards/v1/config/links';
import DashboardV2 from '@/features/dashboards/v2';
import { v2Tabs } from '@/features/dashboards/v2/config/tabs';
import PublicDisplay from '@/features/public-display';
import type { Answers, RecordedCalls } from '../support/api-stub';
import { recordUsage } from '../support/usage-recorder';
import { recordedActions } from './recorded-actions';
import { resetSessionState } from '@/stores/reset';
import { updateTheme } from '@/stores/settings';
import { renderAt, signIn, stubApi, withSignedInScreen } from './fake-api';

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

/**
 * The login page, the tenant switch, each page of the console's route tree but those opening a window of their
 * own (the v2 dashboard), and last a share link (it starts a display share, which leads to its board).
 */
const appScreens: { route: string; name: string }[] = [
  { route: loginPath, name: '登录' },
  { route: tenantChangePath, name: '切换租户' },
  ...consoleRoutes.flatMap((parent) =>
    (parent.children ?? [])
      .filter((page) => !page.meta?.target)
      .map((page) => ({ route: page.path, name: `控制台 ${page.meta?.title ?? page.path}` })),
  ),
  { route: `${sharePath}?token=share-token`, name: '分享链接' },
];
// The console shows the whole tree (the seed's mode 'all' answers it as both lists), not the example's part of it.
const appAnswers: Answers = {
  ...answers,
  getRouterListV2: { list: [...consoleRoutes] },
  getMenuListV2: { list: [...consoleRoutes] },
} as Answers;

/** Every operationId the frontend's code names (its pages, hooks and configs pass them to the send path). */
function operationsNamedByTheFrontend(): string[] {
  const source = resolve(import.meta.dirname, '../../src');
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const named = new Set<string>();
  for (const file of files)
    for (const [, literal] of readFileSync(join(source, file), 'utf8').matchAll(/['"`](\w+)['"`]/g))
      if (Object.hasOwn(operationMeta, literal!)) named.add(literal!);
  return [...named].sort();
}

const usageFile = resolve(import.meta.dirname, '../../../contract-tests/usage/frontend.json');
const usage = recordUsage();
let screensRecorded = 0;
// The progress bar is no part of what this file records, and its timers outlive a route: one firing after the DOM
// was torn down threw "document is not defined" and failed a CI run although every test passed. It stays off here;
// the wait below is for a bar a recorded action might turn back on.
beforeAll(() => updateTheme({ showProgressBar: false }));
afterAll(async () => {
  usage.stop();
  progressBar.done();
  await vi.waitFor(
    () => {
      if (globalThis.document.getElementById('nprogress')) throw new Error('the progress bar is still fading out');
    },
    { timeout: 5000 },
  );
});

/**
 * Follows the answers the stub was asked for and has not given yet: a screen whose answer is still on its way
 * has not read it. Counting calls alone made the recording depend on the host's speed (issue 39's flake): on a
 * loaded machine an answer could take longer than the quiet rounds, and the screen was unmounted before it read it.
 */
function answersInFlight(): () => number {
  const answer = globalThis.fetch;
  let inFlight = 0;
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    try {
      return await answer(...args);
    } finally {
      inFlight -= 1;
    }
  });
  return () => inFlight;
}

/**
 * Resolves once every answer asked for has arrived, nothing shows that it is loading (a loading page or view, a
 * lazy part such as the map, a panel: each marks itself aria-busy or with the loading classes), and 4 rounds in
 * a row brought no new call: lazy parts (the shell's header tools) read what was already answered when they
 * arrive, and React shows a resolved Suspense boundary up to 300 ms late (its fallback throttle). It fails instead
 * of returning early: a screen cut short would record less than it reads.
 */
async function settled(calls: RecordedCalls, inFlight: () => number, quietRounds = 4): Promise<void> {
  let seen = -1;
  let quiet = 0;
  const busy = () => inFlight() > 0 || globalThis.document.querySelector('.page-loading, .view-loading, [aria-busy="true"]') !== null;
  for (let round = 0; quiet < quietRounds; round++) {
    if (round === 120) throw new Error(`the screen did not settle in ${round} rounds (${inFlight()} answers in flight)`);
    quiet = seen === calls.length && !busy() ? quiet + 1 : 0;
    seen = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  }
}

withSignedInScreen();

const called = new Set<OperationId>();
/** What the screens sent to the two boards whose payload docs/requirements/calls.md#project-only-boards gives as the project only. */
const projectOnlySent: Record<string, unknown>[] = [];

/**
 * Opens the whole app at `route` under an SWR cache of its own (a page must call what it reads, not find it cached by
 * the page before) and waits until it settles; `settle` waits again after an action.
 */
async function openApp(route: string, name: string, { recordAsAction = false } = {}) {
  const calls = stubApi(appAnswers);
  const inFlight = answersInFlight();
  usage.recorder.viewing(route, name);
  if (recordAsAction) usage.recorder.actions();
  await act(() => appRouter().navigate(route));
  const { unmount } = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );
  const settle = () => settled(calls, inFlight);
  await settle();
  return { calls, unmount, settle };
}

describe('the operations each screen calls', () => {
  it.each(screens)('$route', async ({ route, name, element }) => {
    const calls = stubApi(answers);
    const inFlight = answersInFlight();
    usage.recorder.viewing(route, name);
    const { unmount } = renderAt(route, <Routes>{element}</Routes>);
    await settled(calls, inFlight);
    // Writes a screen offers as a button (the spray action) are called when it is pressed.
    for (const button of screen.queryAllByRole('button', { name: /开启喷淋|关闭喷淋/ })) await userEvent.click(button);
    await settled(calls, inFlight);
    expect(calls.length).toBeGreaterThan(0);
    for (const operation of calls.operations()) called.add(operation);
    projectOnlySent.push(...calls.sentTo('listWarningLogs'), ...calls.sentTo('listLabourLogs'));
    unmount();
    screensRecorded += 1;
  });

  it.each(appScreens)('the app at $route', async ({ route, name }) => {
    // Each page from a fresh session: the shell's own calls (user, menus, notices, project tree) count for every page.
    resetSessionState();
    if (route !== loginPath) signIn(1);
    const { calls, unmount } = await openApp(route, name);
    // A share link that holds leads to its board; every other page stays where it was opened.
    const { pathname } = appRouter().state.location;
    expect(route.startsWith(sharePath) ? pathname !== sharePath : pathname === route, `${route} ended at ${pathname}`).toBe(true);
    for (const operation of calls.operations()) called.add(operation);
    unmount();
    screensRecorded += 1;
  });

  it.each(recordedActions)(
    'the action at $route calling $calls',
    async ({ route, name, act: action, calls: expected, signedOut, arrange }) => {
      resetSessionState();
      if (!signedOut) signIn(1);
      const undo = arrange?.();
      try {
        // In another build (arrange) even opening the screen is not what the default build does.
        const { calls, unmount, settle } = await openApp(route, name, { recordAsAction: Boolean(arrange) });
        usage.recorder.actions();
        await action(settle);
        for (const operation of calls.operations()) called.add(operation);
        expect([...calls.operations()]).toEqual(expect.arrayContaining(expected));
        unmount();
        screensRecorded += 1;
      } finally {
        undo?.();
      }
    },
  );

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
    if (screensRecorded < screens.length + appScreens.length + recordedActions.length) return;
    const recorded = usage.recorder.usage();
    expect(Object.keys(recorded.operations).sort()).toEqual([...called].sort());
    if (process.env.USAGE_RECORD === '1') writeFileSync(usageFile, `${JSON.stringify(recorded, null, 2)}\n`);
    const committed: unknown = JSON.parse(readFileSync(usageFile, 'utf8'));
    expect(committed, 'the screens read other fields than contract-tests/usage/frontend.json says: run npm run usage:record').toEqual(
      recorded,
    );
  });

  it('cover every operation the frontend names', () => {
    if (screensRecorded < screens.length + appScreens.length + recordedActions.length) return;
    const missing = operationsNamedByTheFrontend().filter((operation) => !called.has(operation as OperationId));
    expect(missing, 'named by the frontend but called by no screen or recorded action').toEqual([]);
  });
});
