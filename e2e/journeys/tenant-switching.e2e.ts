// 切换租户 (docs/requirements/projects.md#tenant-change, docs/requirements/projects.md#tenant-info, docs/requirements/session.md#navigation-guard): shown with the 'system' permission only; the page shows the current tenant's
// information and entering another tenant reloads the shell in that tenant's context with its data.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { expectRoute, login, open } from '../support/app';
import { journey, test } from '../support/journey';
import { switcherLabel } from '../support/project-switch';

/** The 租户信息 alert as label → value pairs. */
async function tenantInfo(page: Page): Promise<Record<string, string>> {
  const alert = page.locator('.tenant-change-page .semi-banner', { hasText: '租户信息' });
  await alert.waitFor();
  const keys = await alert.locator('.semi-descriptions-key').allTextContents();
  const values = await alert.locator('.semi-descriptions-value').allTextContents();
  return Object.fromEntries(keys.map((key, i) => [key.trim(), (values[i] ?? '').trim()]));
}

async function overviewProjectNames(page: Page): Promise<string[]> {
  const rows = page.locator('.overview-projects .semi-table-tbody .semi-table-row');
  await rows.first().waitFor();
  return rows.locator('.semi-table-row-cell:nth-child(2)').allTextContents();
}

test.describe('tenant switching', () => {
  journey('admin enters another tenant through 切换租户 and sees its context and data', async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.admin);
    expect(await overviewProjectNames(page)).toEqual([
      projects.binjiang.name,
      projects.metro.name,
      projects.futureCity.name,
      projects.industrialPark.name,
    ]);

    await page.getByRole('button', { name: '切换租户' }).click();
    await expectRoute(page, '/tenantChange');
    expect(await tenantInfo(page)).toEqual({
      租户ID: '1',
      租户名称: '中建智慧建设集团',
      企业名称: '中建智慧建设集团有限公司',
      企业统一信用代码: '91330100MA2H3K7P5X',
    });
    await screenshot('tenant info');

    const reloaded = page.waitForEvent('load');
    await page.locator('.tenant-change-page .semi-tree-option', { hasText: '华东城建投资' }).click();
    await reloaded;
    await expectRoute(page, '/index');
    await expect.poll(() => switcherLabel(page)).toBe('华东城建投资');
    await expect.poll(() => overviewProjectNames(page)).toEqual([projects.lingang.name]);

    await page.getByRole('button', { name: '切换租户' }).click();
    await expect.poll(() => tenantInfo(page)).toMatchObject({ 租户ID: '2', 租户名称: '华东城建投资', 企业名称: '华东城建投资有限公司' });
  });

  journey('an ordinary user has no 切换租户 and the page refuses them', async ({ page, baseUrl }) => {
    await login(page, baseUrl, accounts.user);
    expect(await page.getByRole('button', { name: '切换租户' }).count()).toBe(0);
    await open(page, baseUrl, '/tenantChange');
    await page.getByText('抱歉，您无权访问该页面').waitFor();
    expect(await page.locator('.tenant-change-page').count()).toBe(0);
  });
});
