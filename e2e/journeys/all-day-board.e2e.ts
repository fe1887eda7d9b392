// A display board left on a site-office TV all day: it refreshes its data without a reload, keeps showing the
// last data with an 'updated at' mark while the backend is down, recovers by itself when the backend is back,
// and says that the session ended instead of freezing. The backend here is a mock server of this file's own,
// restarted under the open board.
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { login, open, route } from '../support/app';
import { BIG_SCREEN, loadedPanels } from '../support/dashboards';
import { journey, test } from '../support/journey';
import { startAppServer, type RunningApp } from '../support/app-server';

let server: RunningApp | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startAppServer({}, 'all-day-board-mock-server');
});

test.afterAll(async () => {
  await server?.stop();
});

const BOARD = '/tv/labour?refresh=5';

test.describe('all-day board', () => {
  journey(
    'refreshes on its own, keeps the last data while the backend restarts, then recovers',
    async ({ page, baseUrl, screenshot }) => {
      const labourCalls: number[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/dashboard/labourIndex') labourCalls.push(Date.now());
      });
      // The API calls the page's own fetch makes: a refresh comes from the API worker instead.
      await page.addInitScript(() => {
        const pageFetch = window.fetch;
        const counted = window as unknown as { __pageFetches: number };
        counted.__pageFetches = 0;
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (new URL(url, location.href).pathname.startsWith('/api/')) counted.__pageFetches += 1;
          return pageFetch(input, init);
        };
      });
      const pageFetches = () => page.evaluate(() => (window as unknown as { __pageFetches: number }).__pageFetches);
      await login(page, baseUrl, accounts.user);
      await open(page, baseUrl, BOARD);
      await page.locator('.bs-public .bs-header', { hasText: projects.binjiang.name }).waitFor();
      await loadedPanels(page, 'screen-tv-labour');
      const status = page.getByTestId('board-status');
      await expect.poll(() => status.innerText()).toMatch(/^更新于 \d\d:\d\d:\d\d$/);
      // Refreshed without a reload: the same page asks again at the board's pace, from the API worker.
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      const fetchedByPage = await pageFetches();
      const callsBefore = labourCalls.length;
      await expect.poll(() => labourCalls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(callsBefore + 2);
      expect(loads).toEqual([]);
      expect(await pageFetches()).toBe(fetchedByPage);
      const kpis = page.getByTestId('panel-getLabourIndex');
      const shownBefore = await kpis.innerText();

      await server!.restart(async () => {
        await expect.poll(() => status.getAttribute('class'), { timeout: 15_000 }).toContain('is-stale');
        expect(await status.innerText()).toMatch(/^连接中断，显示 \d\d:\d\d:\d\d 的数据，正在重试$/);
        // The last data stays on show, no panel turns into an error.
        expect(await kpis.innerText()).toBe(shownBefore);
        expect(await kpis.getAttribute('data-state')).toBe('ready');
        await screenshot('backend down');
      });

      const callsAtRestart = labourCalls.length;
      await expect.poll(() => status.getAttribute('class'), { timeout: 20_000 }).not.toContain('is-stale');
      await expect.poll(() => labourCalls.length).toBeGreaterThan(callsAtRestart);
      expect(await status.innerText()).toMatch(/^更新于 \d\d:\d\d:\d\d$/);
      await loadedPanels(page, 'screen-tv-labour');
      expect(loads).toEqual([]);
      await screenshot('recovered');
    },
    { viewport: BIG_SCREEN, baseUrl: () => server!.baseUrl, timeoutMs: 120_000 },
  );

  journey(
    'a session that ends under the board says so on the board, and stays there',
    async ({ page, baseUrl, screenshot, allowFailedResponses }) => {
      allowFailedResponses(/^401 POST \/api\//);
      await login(page, baseUrl, accounts.user);
      await open(page, baseUrl, BOARD);
      await loadedPanels(page, 'screen-tv-labour');
      // The token is revoked elsewhere (another tab logs out): the board's next refresh is refused.
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      expect(token).toBeTruthy();
      const logout = await fetch(`${baseUrl}/api/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      });
      expect(logout.status).toBe(200);
      const notice = page.getByTestId('public-sign-in-notice');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.innerText()).toContain('请先登录或使用授权链接');
      expect(route(page)).toBe(BOARD);
      await screenshot('session ended');
    },
    { viewport: BIG_SCREEN, baseUrl: () => server!.baseUrl },
  );
});
