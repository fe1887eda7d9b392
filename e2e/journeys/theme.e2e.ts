// Theme drawer and theme tools (docs/requirements/shell.md#layouts, docs/requirements/shell.md#theme-tools, docs/requirements/shell.md#theme-drawer, docs/requirements/shell.md#random-theme): every layout and theme, 保存 across a reload,
// 恢复默认, 随机换肤, layouts by window width, and the language switch.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { login, texts, userMenuAction } from '../support/app';
import { journey, test } from '../support/journey';
import { chooseInDrawer, closeDrawer, drawerRow, openThemeDrawer, saveDrawer, selectedInDrawer, setSwitch } from '../support/theme';

/** Each layout's label in the drawer and an element only it has. */
const layouts = [
  { name: 'column', label: '分栏', marker: '.shell-column-bar' },
  { name: 'comprehensive', label: '综合', marker: '.shell-top-menu' },
  { name: 'vertical', label: '纵向', marker: '.shell-side .shell-side-menu' },
  { name: 'horizontal', label: '横向', marker: '.shell-horizontal-menu' },
  { name: 'common', label: '常规', marker: '.shell-topbar--common' },
] as const;

const themes = ['默认', '海洋之心', '绿荫草场', '碰触纯白', '红领(非内置)'] as const;

const layoutOf = (page: Page) => page.locator('.shell').getAttribute('data-layout');

/** What the user sees of a theme: the primary colour (buttons, links) and the menu bar's background. */
function colours(page: Page): Promise<{ primary: string; menu: string }> {
  return page.evaluate(() => ({
    primary: getComputedStyle(document.body).getPropertyValue('--semi-color-primary').trim(),
    menu: getComputedStyle(document.querySelector('.shell-column-bar, .shell-side, .shell-topbar')!).backgroundColor,
  }));
}

const storedTheme = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? 'null') as Record<string, unknown> | null);

test.describe('theme', () => {
  journey('every layout of the drawer rearranges the shell; the width picks float and mobile', async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.admin);
    const drawer = await openThemeDrawer(page);
    // A mark on the drawer's element: it survives only if the drawer is never closed or mounted again.
    await drawer.evaluate((element) => element.setAttribute('data-journey-mark', 'opened once'));
    for (const layout of layouts) {
      await chooseInDrawer(drawer, '布局', layout.label);
      await expect.poll(() => layoutOf(page)).toBe(layout.name);
      await page.locator(layout.marker).first().waitFor();
      // The shell rearranged behind the drawer, which stays open with its choice.
      expect(await drawer.isVisible()).toBe(true);
      expect(await drawer.getAttribute('data-journey-mark')).toBe('opened once');
      expect(await selectedInDrawer(drawer, '布局')).toBe(layout.label);
      // 分栏风格 belongs to the column layout; the common layout always fixes the header.
      expect(await drawerRow(drawer, '分栏风格').count()).toBe(layout.name === 'column' ? 1 : 0);
      expect(await drawer.getByRole('switch', { name: '固定头部' }).isDisabled()).toBe(layout.name === 'common');
      await screenshot(`layout ${layout.name}`);
    }
    await chooseInDrawer(drawer, '布局', '分栏');
    await closeDrawer(drawer);

    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(() => layoutOf(page)).toBe('float');
    await screenshot('float at 1400px');
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => layoutOf(page)).toBe('mobile');
    const mobileDrawer = await openThemeDrawer(page);
    expect(await drawerRow(mobileDrawer, '布局').locator('.semi-select-disabled').count()).toBe(1);
    await screenshot('mobile at 900px');
  });

  journey(
    'every theme recolours the shell; 保存 survives a reload and 恢复默认 restores the defaults',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.admin);
      const drawer = await openThemeDrawer(page);
      const seen = new Map<string, string>();
      for (const theme of themes) {
        await chooseInDrawer(drawer, '主题', theme);
        await expect.poll(() => selectedInDrawer(drawer, '主题')).toBe(theme);
        const { primary, menu } = await colours(page);
        seen.set(theme, `${primary} ${menu}`);
      }
      expect(new Set(seen.values()).size).toBe(themes.length);

      await chooseInDrawer(drawer, '主题', '绿荫草场');
      await setSwitch(drawer, '标签页', true);
      await chooseInDrawer(drawer, '布局', '横向');
      await saveDrawer(drawer);
      const saved = await colours(page);
      await page.reload();
      await page.locator('.tabs-bar').waitFor();
      await expect.poll(() => layoutOf(page)).toBe('horizontal');
      expect(await colours(page)).toEqual(saved);
      expect(await storedTheme(page)).toMatchObject({ themeName: 'green', layout: 'horizontal', showTabs: true });
      await screenshot('saved green horizontal with tabs after reload');

      const again = await openThemeDrawer(page);
      expect(await selectedInDrawer(again, '主题')).toBe('绿荫草场');
      await again.getByRole('button', { name: '恢复默认' }).click();
      await expect.poll(() => layoutOf(page)).toBe('column');
      expect(await page.locator('.tabs-bar').count()).toBe(0);
      expect(await storedTheme(page)).toBeNull();
      await page.keyboard.press('Escape');
      await page.reload();
      await expect.poll(() => layoutOf(page)).toBe('column');
      expect((await colours(page)).primary).toBe(seen.get('默认')?.split(' ')[0]);
    },
  );

  journey('随机换肤 shows the loading mask, then saves a different theme', async ({ page, baseUrl }) => {
    await login(page, baseUrl, accounts.admin);
    const before = await colours(page);
    await page.locator('.theme-setting-panel').getByRole('button', { name: '随机换肤' }).click();
    const mask = page.locator('.loading-overlay');
    await mask.waitFor();
    await mask.waitFor({ state: 'detached' });
    const stored = await storedTheme(page);
    expect(stored).not.toBeNull();
    expect(stored?.themeName).not.toBe('default');
    expect(stored?.columnStyle).not.toBe('vertical');
    expect(stored?.tabsBarStyle).not.toBe('card');
    expect(stored?.showTabsBarIcon).toBe(false);
    expect(['horizontal', 'vertical', 'column', 'comprehensive', 'common']).toContain(stored?.layout);
    expect(await layoutOf(page)).toBe(stored?.layout);
    expect((await colours(page)).primary).not.toBe(before.primary);
    await page.reload();
    await expect.poll(() => layoutOf(page)).toBe(stored?.layout);
  });

  journey(
    'switching the language to English renders the shell, the route titles and the page title in English',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.admin);
      await expect.poll(() => page.title()).toBe('项目概览 - BIM+智慧工地');
      const drawer = await openThemeDrawer(page);
      await setSwitch(drawer, '国际化', true);
      await setSwitch(drawer, '标签页', true);
      await saveDrawer(drawer);
      await page.reload();
      await page.locator('.shell-column-item').first().waitFor();
      const zhColumns = await texts(page.locator('.shell-column-item'));
      await page.getByRole('button', { name: '语言' }).hover();
      await page.locator('.semi-dropdown-menu:visible').getByText('English', { exact: true }).click();
      await page.mouse.move(800, 600);
      await page.locator('.semi-dropdown-menu:visible').waitFor({ state: 'hidden' });

      // The page reloads in English (lib/i18n). The route titles come from the server in Chinese; the shell renders
      // them in English.
      await expect.poll(() => page.title()).toBe('Project overview - BIM+ Smart Site');
      // The same first-level menu as a reloaded page shows in Chinese (a reload may drop 项目管理 for the admin before
      // a project is chosen, which the in-place switch used to keep), each item in English.
      await expect
        .poll(() => texts(page.locator('.shell-column-item')))
        .toSatisfy((items: string[]) => items.length === zhColumns.length && items[0] === 'Home' && items.at(-1) === 'System');
      expect(await texts(page.locator('.shell-side--second .semi-navigation-item-text'))).toEqual(['Project overview', 'Engineering view']);
      expect(await texts(page.locator('.shell-breadcrumb .semi-breadcrumb-item'))).toEqual(['Home', 'Project overview']);
      expect(await texts(page.locator('.tabs-bar-item'))).toEqual(['Project overview']);
      await page.locator('.theme-setting-panel').getByRole('button', { name: 'Theme settings' }).waitFor();
      await page.locator('.user-menu-trigger').hover();
      const userMenu = page.locator('.semi-dropdown-menu:visible');
      await expect.poll(() => texts(userMenu.locator('.semi-dropdown-item'))).toEqual(['Change password', 'Log out']);
      expect(await userMenu.locator('.semi-dropdown-title').innerText()).toMatch(/^Good (morning|noon|afternoon|evening), 系统管理员$/);
      expect(await page.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang])).toEqual(['en', 'en']);
      await page.mouse.move(800, 600);

      await page.locator('.shell-column-item', { hasText: 'System' }).click();
      await page.locator('.shell-side--second').getByText('Users', { exact: true }).click();
      await expect.poll(() => page.title()).toBe('Users - BIM+ Smart Site');
      expect(await texts(page.locator('.shell-breadcrumb .semi-breadcrumb-item'))).toEqual(['System', 'Users']);
      await expect.poll(() => texts(page.locator('.tabs-bar-item'))).toEqual(['Project overview', 'Users']);
      await page.locator('.semi-table-tbody .semi-table-row:visible').first().waitFor();
      await screenshot('english');

      // The choice is kept across a reload.
      await page.reload();
      await expect.poll(() => page.title()).toBe('Users - BIM+ Smart Site');
      await userMenuAction(page, 'Log out');
      await page.getByRole('button', { name: /log in/i }).waitFor();
    },
  );
});
