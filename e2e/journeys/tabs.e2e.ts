// Visited tabs and kept-alive views (docs/requirements/shell.md#keep-alive, docs/requirements/shell.md#tabs): close others/left/right/all keep the first tab; closing
// the active tab goes to the last one; at most 20 views stay alive.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { expectRoute, login, route } from '../support/app';
import { journey, test } from '../support/journey';
import { enableTabs } from '../support/theme';

function tabTitles(page: Page): Promise<string[]> {
  return page.locator('.tabs-bar [role="tab"]').allTextContents();
}

const activeTab = (page: Page) => page.locator('.tabs-bar [role="tab"][aria-selected="true"]');

/**
 * A same-document navigation, as a menu click does (no reload), then waits until the page's tab is the active one
 * (`tabs` tabs in all), as a user would before the next click.
 */
async function go(page: Page, hashRoute: string, title: string, tabs?: number): Promise<void> {
  await page.evaluate((target) => (window.location.hash = target), hashRoute);
  await expectRoute(page, hashRoute);
  await activeTab(page).filter({ hasText: title }).waitFor();
  if (tabs !== undefined) await expect.poll(() => tabTitles(page).then((titles) => titles.length)).toBe(tabs);
}

/** Right-click on a tab, choose the action; the menu closes. */
async function tabMenu(page: Page, title: string, action: '关闭其他' | '关闭左侧' | '关闭右侧' | '关闭全部'): Promise<void> {
  await page.locator('.tabs-bar [role="tab"]', { hasText: title }).click({ button: 'right' });
  const menu = page.locator('.semi-dropdown-menu:visible');
  await menu.getByText(action, { exact: true }).click();
  await menu.waitFor({ state: 'hidden' });
}

test.describe('tabs', () => {
  journey('visited pages become tabs; close others, left, right and all keep the first tab', async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.admin);
    await enableTabs(page);
    const pages = {
      '/index/map': '工程视图',
      '/project/list': '项目列表',
      '/project/users': '项目人员',
      '/project/team': '管理人员',
      '/project/contract': '合同管理',
    };
    for (const [path, title] of Object.entries(pages)) await go(page, path, title);
    await expect.poll(() => tabTitles(page)).toEqual(['项目概览', '工程视图', '项目列表', '项目人员', '管理人员', '合同管理']);
    expect(await activeTab(page).innerText()).toBe('合同管理');
    // The first tab has no close button.
    expect(await page.locator('.tabs-bar [role="tab"]').first().locator('.tabs-bar-close').count()).toBe(0);
    await page.locator('.crud-table:visible').waitFor();
    await screenshot('six tabs');

    await tabMenu(page, '项目人员', '关闭右侧');
    await expect.poll(() => tabTitles(page)).toEqual(['项目概览', '工程视图', '项目列表', '项目人员']);
    await expectRoute(page, '/project/users');

    await tabMenu(page, '项目列表', '关闭左侧');
    await expect.poll(() => tabTitles(page)).toEqual(['项目概览', '项目列表', '项目人员']);
    await expectRoute(page, '/project/list');

    await go(page, '/system/user', '用户管理');
    await tabMenu(page, '项目人员', '关闭其他');
    await expect.poll(() => tabTitles(page)).toEqual(['项目概览', '项目人员']);
    await expectRoute(page, '/project/users');

    // Closing the active tab goes to the last remaining one.
    await go(page, '/project/team', '管理人员');
    await page.locator('.tabs-bar [role="tab"]', { hasText: '管理人员' }).locator('.tabs-bar-close').click();
    await expect.poll(() => tabTitles(page)).toEqual(['项目概览', '项目人员']);
    await expectRoute(page, '/project/users');

    await tabMenu(page, '项目人员', '关闭全部');
    await expect.poll(() => tabTitles(page)).toEqual(['项目概览']);
    await expectRoute(page, '/index');
  });

  // The seeded menus have 12 pages; a route flagged dynamicNewTab (a new tab per parameter) gives as many views as
  // needed. It is added to the router list the server sends, showing the 项目列表 page (which keeps its search box).
  journey('of 21 visited views at most 20 stay alive: the oldest loses its state', async ({ page, baseUrl }) => {
    await page.route('**/api/authRole/v2/routerList', async (intercepted) => {
      const answer = await intercepted.fetch();
      const body = (await answer.json()) as { data: { list: { path: string; children?: unknown[] }[] } };
      body.data.list
        .find((item) => item.path === '/')
        ?.children?.push({
          path: '/keepAlive/:n',
          name: 'KeepAliveProbe',
          component: 'project/list',
          meta: { title: '保活测试', hidden: true, dynamicNewTab: true },
        });
      await intercepted.fulfill({ response: answer, json: body });
    });
    await login(page, baseUrl, accounts.admin);
    await enableTabs(page);
    const tables = page.locator('[data-testid="project-table"]');
    const searchBoxes = page.getByPlaceholder('项目名称 / 地址 / 项目经理');
    // What the kept views' search boxes hold, hidden ones included.
    const typed = () => searchBoxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean));

    const probe = '保活测试';
    await go(page, '/keepAlive/0', probe);
    await tables.first().waitFor();
    await searchBoxes.first().fill('还记得我');
    // Tabs: 项目概览 and one per probe view.
    for (let n = 1; n <= 19; n += 1) await go(page, `/keepAlive/${n}`, probe, n + 2);
    await expect.poll(() => tables.count()).toBe(20);
    await go(page, '/keepAlive/0', probe);
    expect(await typed()).toEqual(['还记得我']);
    // The view shown is the kept one (the previous view may still be leaving when the route has changed).
    await expect.poll(() => searchBoxes.filter({ visible: true }).inputValue()).toBe('还记得我');

    for (let n = 20; n <= 40; n += 1) await go(page, `/keepAlive/${n}`, probe, n + 2);
    await expect.poll(() => tables.count()).toBe(20);
    expect((await tabTitles(page)).filter((title) => title === probe).length).toBe(41);
    await go(page, '/keepAlive/0', probe);
    await expect.poll(() => tables.count()).toBe(20);
    expect(await typed()).toEqual([]);
    expect(route(page)).toBe('/keepAlive/0');
  });
});
