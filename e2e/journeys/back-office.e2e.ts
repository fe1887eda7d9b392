// A back-office round trip (项目列表): create a project, find it in the navigation bar's switcher, remove it. It
// works in the second tenant (tenant2) and removes what it created even when it fails half-way. It runs on a
// 1366x768 laptop screen, where the create form is taller than the window: its body scrolls, 确定 stays in view.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { expectRoute, expectToast, login } from '../support/app';
import { apiLogin, callApi } from '../support/api';
import { appUrl } from '../support/app-server';
import { journey, test } from '../support/journey';
import { filterTree, openProjectTree, treeNodes } from '../support/project-switch';

const projectName = `E2E回归测试项目${Date.now() % 100000}`;
const LAPTOP = { width: 1366, height: 768 } as const;

test.afterAll(async () => {
  const baseUrl = appUrl();
  const { token, tenantId } = await apiLogin(baseUrl, accounts.tenant2);
  const { list } = await callApi<{ list: { id: number; name: string }[] }>(
    baseUrl,
    '/api/project/table',
    { tenantId, pageNo: 1, pageSize: 50, keyword: projectName },
    token,
  );
  for (const leftover of list.filter((project) => project.name === projectName))
    await callApi(baseUrl, '/api/project/remove', { tenantId, id: leftover.id }, token);
});

function tableNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="project-table-row"] .semi-table-row-cell:first-child').allTextContents();
}

/**
 * Types a date and closes its calendar as a user does, with a click outside it (Semi's DatePicker keeps the calendar
 * open after Enter). Left open, the calendar covers the next field or not depending on whether its portal has
 * followed the dialog's scroll yet, and a click on that field is taken by the calendar.
 */
async function fillDate(form: Locator, label: string, date: string): Promise<void> {
  const input = form.locator('.semi-form-field', { hasText: label }).locator('input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await form.locator('.semi-modal-title').click();
  await expect(form.page().locator('.semi-datepicker-navigation:visible')).toHaveCount(0);
}

/** The dialog's header and its 确定 button are inside the window, without scrolling the page. */
async function expectDialogFits(page: Page, dialog: Locator): Promise<void> {
  const header = await dialog.locator('.semi-modal-header').boundingBox();
  const ok = await dialog.getByRole('button', { name: '确定' }).boundingBox();
  expect(header!.y, 'dialog header top').toBeGreaterThanOrEqual(0);
  expect(ok!.y + ok!.height, '确定 bottom').toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe('back office', () => {
  journey('a project created in 项目列表 appears in the switcher and goes away when removed', async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.tenant2);
    await page.locator('.shell-column-item', { hasText: '项目管理' }).click();
    await expectRoute(page, '/project/list');
    await expect.poll(() => tableNames(page)).toEqual([projects.lingang.name]);

    // The dialog on a laptop screen (opened after the page: below 1600px the shell floats its menus).
    await page.setViewportSize(LAPTOP);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增项目' });
    await dialog.waitFor();
    await expectDialogFits(page, dialog);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入项目名称').waitFor();

    await dialog.locator('.semi-form-field', { hasText: '项目名称' }).locator('input').fill(projectName);
    await dialog.locator('.semi-form-field', { hasText: '所属组织' }).locator('.semi-tree-select').click();
    await page.locator('.semi-tree-select-popover .semi-tree-option', { hasText: '城建一公司' }).click();
    await fillDate(dialog, '开工日期', '2025-03-01');
    await fillDate(dialog, '竣工日期', '2026-12-31');
    await expectDialogFits(page, dialog);
    await screenshot('create form');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tableNames(page)).toContain(projectName);

    const tree = await openProjectTree(page);
    await filterTree(tree, 'E2E回归');
    await expect.poll(() => treeNodes(tree)).toContain(projectName);
    await page.keyboard.press('Escape');
    await page.mouse.click(900, 700);

    const row = page.locator('[data-testid="project-table-row"]', { hasText: projectName });
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `确定删除「${projectName}」吗？` });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expectToast(page, '删除成功');
    await expect.poll(() => tableNames(page)).toEqual([projects.lingang.name]);

    const after = await openProjectTree(page);
    await filterTree(after, 'E2E回归');
    await expect.poll(() => treeNodes(after)).not.toContain(projectName);
  });
});
