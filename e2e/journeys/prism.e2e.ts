// The frontend against another backend by configuration alone: a build with VITE_API_BASE pointing at Stoplight
// Prism, which mocks openapi.yaml with its documented examples. Login and a dashboard must render those examples.
import { expect } from '../support/expect';
import { expectRoute, expectToast, open, submitLogin } from '../support/app';
import { callApi } from '../support/api';
import { BIG_SCREEN, drawnCharts, loadedPanels, titleText } from '../support/dashboards';
import { join } from 'node:path';
import { serveBuild, startPrism, type RunningServer, type StaticServer } from '@smartsite/tooling';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';
import { variantBuild } from '../support/variant';

let prism: RunningServer | undefined;
let app: StaticServer | undefined;

test.beforeAll(async () => {
  // Starting Prism and building the frontend take minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  prism = await startPrism({ logFile: join(REPORTS, 'prism.log') });
  // Served on its own origin with no backend behind it: every call goes cross-origin to Prism.
  app = await serveBuild(variantBuild('prism', { VITE_API_BASE: prism.baseUrl }));
});

test.afterAll(async () => {
  await app?.close();
  await prism?.stop();
});

/** What Prism answers (its examples), read directly for comparison with what the browser shows. */
async function example<T>(path: string, body?: unknown): Promise<T> {
  const token = 'any-token-prism-accepts';
  return callApi<T>(prism!.baseUrl, path, body, token);
}

test.describe('prism', () => {
  journey(
    'login and the v2 dashboard render the examples of openapi.yaml served by Prism',
    async ({ page, screenshot, allowFailedResponses }) => {
      // The examples' media paths (/static/...) are relative: they resolve against the page, where nothing serves them.
      allowFailedResponses(/^404 GET \/static\/.+\.(png|jpe?g)$/);
      const user = await example<{ nickname: string }>('/api/authUser/info');
      const project = await example<{ name: string }>('/api/dashboard/v2/project/info', { projectId: 1, tenantId: 1 });

      await open(page, app!.baseUrl, '/login');
      await submitLogin(page, 'anyone', 'any-password');
      await expectToast(page, '登录成功');
      await page.locator('.user-menu-name', { hasText: user.nickname }).waitFor();
      await expectRoute(page, '/index');
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
      await screenshot('shell');

      await open(page, app!.baseUrl, '/dashboard/v2/project');
      await expect.poll(() => titleText(page)).toBe(project.name);
      const panels = await loadedPanels(page, 'screen-v2-project');
      expect(panels.filter((panel) => panel.state === 'ready').length).toBeGreaterThanOrEqual(8);
      expect((await drawnCharts(page, 'screen-v2-project')).length).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('panel-getV2ProjectInfo').innerText()).toContain(project.name);
    },
    { viewport: BIG_SCREEN, baseUrl: () => app!.baseUrl, timeoutMs: 90_000 },
  );
});
