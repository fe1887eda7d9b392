// The frontend against another backend by configuration alone: a build with VITE_API_BASE pointing at Stoplight
// Prism, which mocks openapi.yaml with its documented examples. Login and a dashboard must render those examples.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { expectRoute, expectToast, open, submitLogin } from '../support/app';
import { callApi } from '../support/api';
import { BIG_SCREEN, drawnCharts, loadedPanels, titleText } from '../support/dashboards';
import { buildFrontend } from '../support/frontend-build';
import { journey } from '../support/journey';
import { startPrism, type RunningPrism } from '../support/prism';
import { serveBuild, type StaticServer } from '../support/static-server';

let prism: RunningPrism | undefined;
let app: StaticServer | undefined;

beforeAll(async () => {
  prism = await startPrism();
  // Served on its own origin with no backend behind it: every call goes cross-origin to Prism.
  app = await serveBuild(buildFrontend('prism', { VITE_API_BASE: prism.baseUrl }));
});

afterAll(async () => {
  await app?.close();
  await prism?.stop();
});

/** What Prism answers (its examples), read directly for comparison with what the browser shows. */
async function example<T>(path: string, body?: unknown): Promise<T> {
  const token = 'any-token-prism-accepts';
  return callApi<T>(prism!.baseUrl, path, body, token);
}

describe('prism', () => {
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
