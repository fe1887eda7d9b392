// Phones and laptops (issue 41): the v1 and v2 dashboards, /tv/labour and a share link's board opened on a phone
// (412×823) reflow into one scrolling column where every panel lies within the page's width and every link and
// button of the header within the window; at 1366×768 the floating theme panel covers no button of the user table
// or the project list, and the project list's headers are whole; an admin who chooses a project still has 系统管理
// in the menu.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { callApi, apiLogin } from '../support/api';
import { expectRoute, login, open } from '../support/app';
import { loadedPanels } from '../support/dashboards';
import { journey, test } from '../support/journey';
import { coveredButtons, fit } from '../support/layout';
import { REPORTS } from '../support/paths';
import { filterTree, openProjectTree, switcherLabel } from '../support/project-switch';

const PHONE = { width: 412, height: 823 } as const;
const LAPTOP = { width: 1366, height: 768 } as const;

async function expectFits(page: Page, screen: string): Promise<void> {
  await loadedPanels(page, screen);
  const { scrollWidth, viewport, panels, outside, cutControls } = await fit(page);
  expect(panels, `${screen}: panels`).toBeGreaterThan(0);
  expect(outside, `${screen}: panels outside the page's width`).toEqual([]);
  expect(cutControls, `${screen}: the header's links and buttons outside the window`).toEqual([]);
  expect(scrollWidth, `${screen}: page width`).toBeLessThanOrEqual(viewport);
  // The page scrolls down to its last panel: nothing is cut off below either.
  const last = await page.locator('.bs-panel').last().boundingBox();
  const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
  expect(last && last.y + last.height, `${screen}: last panel within the scrollable height`).toBeLessThanOrEqual(height);
}

test.describe('phones', () => {
  journey(
    'the v1 and v2 dashboards, /tv/labour and a share link board fit 412 px in one scrolling column',
    async ({ page, browser, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.tenant);
      await open(page, baseUrl, '/dashboard/v2/project');
      await expectFits(page, 'screen-v2-project');
      await page.getByTestId('dashboard-tab-attendance').waitFor();
      await screenshot('v2 project');
      await open(page, baseUrl, '/dashboard/index');
      await expectFits(page, 'screen-index');
      await screenshot('v1 index');
      await open(page, baseUrl, '/tv/labour');
      await expectFits(page, 'screen-tv-labour');
      await screenshot('tv labour');

      // A share link opened on a phone with no login.
      const tenant = await apiLogin(baseUrl, accounts.tenant);
      const link = await callApi<{ url: string }>(
        baseUrl,
        '/api/share/save',
        {
          tenantId: tenant.tenantId,
          projectId: projects.binjiang.id,
          boards: ['/dataV/environment', '/tv/labour'],
          label: '手机',
          expireTime: new Date(Date.now() + 3_600_000).toISOString(),
        },
        tenant.token,
      );
      const viewer = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      try {
        const phone = await viewer.newPage();
        await phone.goto(`${baseUrl}${link.url}`);
        await expectRoute(phone, '/dataV/environment');
        await expectFits(phone, 'screen-dataV-environment');
        await phone.screenshot({ path: join(REPORTS, 'phones--share-link-board.png'), animations: 'disabled' });
      } finally {
        await viewer.close();
      }
    },
    { viewport: PHONE, timeoutMs: 120_000 },
  );
});

test.describe('laptop', () => {
  journey(
    'the floating theme panel covers no button; the project list headers are whole',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.admin);
      await open(page, baseUrl, '/system/user');
      await page.getByTestId('user-table-row').first().waitFor();
      expect(await coveredButtons(page), 'user table').toEqual([]);
      await screenshot('user table');

      await open(page, baseUrl, '/project/list');
      await page.getByTestId('project-table-row').first().waitFor();
      expect(await coveredButtons(page), 'project list').toEqual([]);
      const cut = await page
        .getByTestId('project-table')
        .locator('.semi-table-thead th')
        .evaluateAll((headers) =>
          headers.flatMap((header) => {
            // A header is whole when its text is not cut by its cell and no fixed column lies over it.
            const box = header.getBoundingClientRect();
            const text = header.textContent?.trim() ?? '';
            const over = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            const cutByCell = header.scrollWidth > header.clientWidth;
            const hidden = !over || !header.contains(over);
            return text && (cutByCell || hidden || box.right > window.innerWidth) ? [text] : [];
          }),
        );
      expect(cut, 'project list headers cut or covered').toEqual([]);
      await screenshot('project list');
    },
    { viewport: LAPTOP },
  );

  journey(
    'an admin who chooses a project still finds 系统管理 in the menu',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.admin);
      const tree = await openProjectTree(page);
      await filterTree(tree, '地铁');
      const reloaded = page.waitForEvent('load');
      await tree.locator('.semi-tree-option', { hasText: projects.metro.name }).click();
      await reloaded;
      await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
      // The default layout's collapsed side menu: the 系统管理 icon, whose submenu opens its pages.
      const system = page.locator('.shell-side-menu .semi-navigation-item-sub', { hasText: '系统管理' });
      await system.waitFor();
      await screenshot('project menu');
      await system.hover();
      await page.locator('.semi-dropdown-menu, .semi-navigation-sub').getByText('用户管理', { exact: true }).first().click();
      await expectRoute(page, /^\/system\//);
      await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
    },
    { viewport: LAPTOP },
  );
});
