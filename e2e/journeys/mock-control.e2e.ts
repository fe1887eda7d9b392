// The mock's control page (/__mock/) as a presenter uses it: log in to the frontend as `user` from it, switch
// a scenario and see the frontend react, set the demo clock to 10:30 and see a working day on the v2 dashboard
// whatever the real time in China. The page changes the server for everyone, so the journey restores it.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { expectShellFor, expectToast } from '../support/app';
import { BIG_SCREEN, clockTime, loadedPanels } from '../support/dashboards';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';
import { controlHeaders } from '../support/scenarios';

const card = (page: Page, title: string) => page.locator('.semi-card', { hasText: title });

/** The KPI cards of a dashboard panel as label → number. */
async function kpis(page: Page, panel: string): Promise<Record<string, number>> {
  return page
    .getByTestId(panel)
    .evaluate((root) =>
      Object.fromEntries(
        [...root.querySelectorAll('.bs-kpi')].map((kpi) => [
          kpi.querySelector('dt')?.textContent?.trim(),
          Number(kpi.querySelector('strong')?.textContent),
        ]),
      ),
    );
}

async function restoreServer(baseUrl: string): Promise<void> {
  for (const path of ['/__mock/clock', '/__mock/scenario'])
    await fetch(`${baseUrl}${path}`, { method: 'DELETE', headers: controlHeaders() });
}

test.describe('mock control page', () => {
  journey(
    'log in as user from it, switch a scenario and see the frontend react, set the demo clock and see today’s figures',
    async ({ page, context, baseUrl, screenshot, allowFailedResponses }) => {
      // The server-error scenario answers 500 on purpose.
      allowFailedResponses(/^500 (GET|POST) \/api\//);
      try {
        await page.goto(`${baseUrl}/__mock/`);
        await page.getByRole('heading', { name: 'Mock 控制台' }).waitFor();
        const accountRows = card(page, '演示账号').locator('tbody tr');
        await expect.poll(() => accountRows.count()).toBe(5);

        // One click: the frontend opens in its own tab, logged in as user.
        const opened = context.waitForEvent('page');
        await page.getByRole('button', { name: '以 user 登录前端' }).click();
        const app = await opened;
        await expectShellFor(app, accounts.user);

        // A scenario for every request: the frontend shows the catalogue's message; the control page lists the 500s.
        // Back to the control page's tab (a hidden tab runs no animation frames, which Semi's dropdowns wait for).
        await page.bringToFront();
        const scenarios = card(page, '场景 Scenario');
        await scenarios.locator('.semi-select').click();
        await page.locator('.semi-select-option-list:visible .semi-select-option', { hasText: 'server-error' }).first().click();
        await expect.poll(() => scenarios.innerText()).toContain('每个接口回答 500');
        await scenarios.getByRole('button', { name: '应用' }).click();
        await expect.poll(() => page.getByTestId('scenario-in-force').innerText()).toBe('server-error');
        await app.bringToFront();
        await app.reload();
        await expectToast(app, '服务器发生错误');
        await page.bringToFront();
        const requests = card(page, '最近请求');
        // The page re-reads the state every 2 s.
        await expect.poll(() => requests.locator('tbody tr').first().innerText(), { timeout: 5000 }).toMatch(/500[\s\S]*server-error/);
        await screenshot('scenario in force');
        await scenarios.getByRole('button', { name: '清除' }).click();
        await expect.poll(() => page.getByTestId('scenario-in-force').innerText()).toBe('无（正常回答）');

        // The demo clock at 10:30: the v2 dashboard shows a working day in progress, its clock in business time.
        const clock = card(page, '演示时钟');
        await clock.getByRole('textbox', { name: '演示时钟' }).fill('10:30');
        await clock.getByRole('button', { name: '应用' }).click();
        await expect.poll(() => page.getByTestId('business-time').innerText(), { timeout: 5000 }).toMatch(/ 10:3\d:\d\d$/);
        await page.getByRole('button', { name: '以 user 登录前端' }).click();
        await app.bringToFront();
        await expectShellFor(app, accounts.user);
        await app.goto(`${baseUrl}/#/dashboard/v2/project`);
        await loadedPanels(app, 'screen-v2-project');
        await expect.poll(() => clockTime(app)).toMatch(/^10:3\d:\d\d$/);
        // Everyone who comes has passed the gate by 08:30 (mock-server/src/db/facts.ts), so at 10:30 the rate is the
        // day's: how high depends on the weekday (about half come on a Sunday, 86% on other days), not on the hour.
        const labour = await kpis(app, 'panel-getV2Labour');
        expect(labour['出勤']).toBeGreaterThan(0);
        expect(labour['出勤率']).toBe(Math.round((labour['出勤']! / labour['在册']!) * 100 * 10) / 10);
        expect(await app.getByTestId('panel-listV2SignRecords').innerText()).not.toContain('暂无数据');
        // The charts draw after their data: the screenshot shows them.
        await expect.poll(() => app.locator('.bs-chart-svg').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
        await app.screenshot({ path: join(REPORTS, 'mock-control--v2-dashboard-at-demo-10-30.png'), animations: 'disabled' });
      } finally {
        await restoreServer(baseUrl);
      }
    },
    { viewport: BIG_SCREEN },
  );
});
