// A back-office round trip (项目列表): create a project, find it in the navigation bar's switcher, remove it. It
// works in the second tenant (tenant2) and removes what it created even when it fails half-way.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject } from 'vitest';
import { accounts, projects } from '../support/accounts';
import { expectRoute, expectToast, login } from '../support/app';
import { apiLogin, callApi } from '../support/api';
import { journey } from '../support/journey';
import { filterTree, openProjectTree, treeNodes } from '../support/project-switch';

const projectName = `E2E回归测试项目${Date.now() % 100000}`;

afterAll(async () => {
  const baseUrl = inject('baseUrl');
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

async function fillDate(form: Locator, label: string, date: string): Promise<void> {
  const input = form.locator('.semi-form-field', { hasText: label }).locator('input');
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('back office', () => {
  journey('a project created in 项目列表 appears in the switcher and goes away when removed', async ({ page, baseUrl, screenshot }) => {
    await login(page, baseUrl, accounts.tenant2);
    await page.locator('.shell-column-item', { hasText: '项目管理' }).click();
    await expectRoute(page, '/project/list');
    await expect.poll(() => tableNames(page)).toEqual([projects.lingang.name]);

    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增项目' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入项目名称').waitFor();

    await dialog.locator('.semi-form-field', { hasText: '项目名称' }).locator('input').fill(projectName);
    await dialog.locator('.semi-form-field', { hasText: '所属组织' }).locator('.semi-tree-select').click();
    await page.locator('.semi-tree-select-popover .semi-tree-option', { hasText: '城建一公司' }).click();
    await fillDate(dialog, '开工日期', '2025-03-01');
    await fillDate(dialog, '竣工日期', '2026-12-31');
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
    await confirm.locator('button', { hasText: '确定' }).click();
    await expectToast(page, '删除成功');
    await expect.poll(() => tableNames(page)).toEqual([projects.lingang.name]);

    const after = await openProjectTree(page);
    await filterTree(after, 'E2E回归');
    await expect.poll(() => treeNodes(after)).not.toContain(projectName);
  });
});
