// Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): no click and no pointer after the page opens. Logs in, opens 用户管理
// from the menu and edits a user in the dialog, which keeps the focus inside while open, closes with Esc and gives
// the focus back to the button that opened it; then switches the project through the navigation bar's tree.
// 用户管理 comes first: it is a tenant-context menu (authRole/v2/menuList), not offered once a project is chosen.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { expectRoute, expectShellFor, expectToast, open } from '../support/app';
import { journey, test } from '../support/journey';
import { switcherLabel } from '../support/project-switch';

/** Presses Tab (Shift+Tab backwards) until the target has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 40, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${String(target)} in ${limit} presses`);
}

/** The focused element draws a visible focus ring (an outline or a box shadow). */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, `focus ring on ${String(target)}`).toBe(true);
}

const focusedInside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test.describe('keyboard', () => {
  journey('logs in, edits a user and switches the project with the keyboard alone', async ({ page, baseUrl, screenshot }) => {
    const account = accounts.admin;
    await open(page, baseUrl, '/login');
    const username = page.getByPlaceholder('用户名', { exact: true });
    await username.waitFor();
    await tabTo(page, username);
    // Semi's inputs show focus on their wrapper (primary border, white fill).
    expect(await username.locator('xpath=..').getAttribute('class')).toContain('semi-input-wrapper-focus');
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectShellFor(page, account);

    // The skip link comes first and takes the focus to the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: '跳到主要内容' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectFocusRing(skip);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // 系统管理 in the column bar, then 用户管理 in its menu.
    const section = page.locator('.shell-column-item', { hasText: '系统管理' });
    await tabTo(page, section, { backwards: true, limit: 80 });
    await page.keyboard.press('Enter');
    const usersItem = page.locator('.shell-side-menu .semi-navigation-item', { hasText: '用户管理' });
    await tabTo(page, usersItem);
    await expectFocusRing(usersItem);
    await page.keyboard.press('Enter');
    await expectRoute(page, '/system/user');

    // 编辑 on guest's row: the dialog takes the focus and keeps it; Esc closes it and the focus comes back.
    const row = page.locator('[data-testid="user-table-row"]', { hasText: accounts.guest.username });
    const edit = row.getByRole('button', { name: '编辑' });
    await tabTo(page, edit, { limit: 80 });
    await expectFocusRing(edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').filter({ hasText: '编辑用户' });
    await dialog.waitFor();
    await expect.poll(() => focusedInside(dialog)).toBe(true);
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(dialog), `focus stays in the dialog after ${presses + 1} Tab presses`).toBe(true);
    }
    // Esc from a text field (in a select it closes the select's list first).
    const nickname = dialog.getByRole('textbox', { name: '昵称' });
    await tabTo(page, nickname, { limit: 30 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => edit.evaluate((element) => element === document.activeElement)).toBe(true);

    // Again, this time changing the nickname and saving with Enter on 确定.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, nickname, { limit: 30 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('访客（键盘）');
    await tabTo(page, dialog.getByRole('button', { name: '确定' }), { limit: 30 });
    await page.keyboard.press('Enter');
    await expectToast(page, '保存成功');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('访客（键盘）').waitFor();
    await screenshot('user edited by keyboard');

    // Put the nickname back, by keyboard as well.
    await tabTo(page, edit, { limit: 80 });
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, nickname, { limit: 30 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(accounts.guest.nickname);
    await tabTo(page, dialog.getByRole('button', { name: '确定' }), { limit: 30 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(accounts.guest.nickname, { exact: true }).waitFor();

    // The project tree: the trigger opens it with the filter focused; Tab reaches the project, Enter picks it.
    const trigger = page.locator('.project-switcher-trigger');
    await tabTo(page, trigger, { backwards: true, limit: 120 });
    await expectFocusRing(trigger);
    await page.keyboard.press('Enter');
    const filter = page.locator('.project-switcher-panel').getByPlaceholder('输入关键字进行过滤');
    await expect.poll(() => filter.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('地铁');
    const project = page.locator('.project-switcher-panel .semi-tree-option', { hasText: projects.metro.name });
    await project.waitFor();
    await tabTo(page, project, { limit: 10 });
    await expectFocusRing(project);
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await expect.poll(() => switcherLabel(page)).toBe(projects.metro.name);
    await expectShellFor(page, account);
  });
});
