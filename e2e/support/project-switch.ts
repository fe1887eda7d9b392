// The project switchers of the navigation bars: the project-change panel (v1, v2 and the dashboards) with its
// confirm, and the organisation/project tree (v2, v3).
import type { Locator, Page } from '@playwright/test';
import { expect } from './expect';
import { texts } from './app';

/** The 切换项目 dialog of the v1/v2 navigation bars, opened. */
export async function openProjectDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '切换项目' }).click();
  const dialog = page.locator('.semi-modal', { has: page.locator('.project-change-panel') });
  await dialog.locator('.project-change-item').first().waitFor();
  return dialog;
}

/** Names listed by a project-change panel. */
export function panelProjects(panel: Locator): Promise<string[]> {
  return texts(panel.locator('.project-change-item'));
}

export async function filterPanel(panel: Locator, keyword: string): Promise<void> {
  await panel.getByPlaceholder('请输入搜索内容').fill(keyword);
}

/** The confirm asked before a switch: title 请确认 and 确定切换到《name》吗?. */
async function confirmDialog(page: Page, projectName: string): Promise<Locator> {
  // The confirm's own wrapper has no height (its content is positioned): find its dialog by role.
  const confirm = page.getByRole('dialog').filter({ has: page.locator('.semi-modal-confirm-title-text') });
  await confirm.waitFor();
  expect(await confirm.locator('.semi-modal-confirm-title-text').innerText()).toBe('请确认');
  expect(await confirm.locator('.semi-modal-confirm-content').innerText()).toBe(`确定切换到《${projectName}》吗?`);
  return confirm;
}

/** Clicks a project in the panel and cancels the confirm: nothing changes, the page does not reload. */
export async function chooseAndCancel(page: Page, panel: Locator, projectName: string): Promise<void> {
  const before = await page.evaluate(() => localStorage.getItem('projectId'));
  await page.evaluate(() => ((window as unknown as { e2eNotReloaded: boolean }).e2eNotReloaded = true));
  await panel.locator('.project-change-item', { hasText: projectName }).click();
  const confirm = await confirmDialog(page, projectName);
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => localStorage.getItem('projectId'))).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { e2eNotReloaded?: boolean }).e2eNotReloaded)).toBe(true);
}

/** Clicks a project in the panel and confirms: the page reloads with the project stored. */
export async function chooseAndConfirm(page: Page, panel: Locator, project: { id: number; name: string }): Promise<void> {
  await panel.locator('.project-change-item', { hasText: project.name }).click();
  const confirm = await confirmDialog(page, project.name);
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: '确定' }).click();
  await reloaded;
  expect(await page.evaluate(() => localStorage.getItem('projectId'))).toBe(String(project.id));
}

/** The organisation/project tree of the navigation bar (v2, v3), opened. */
export async function openProjectTree(page: Page): Promise<Locator> {
  await page.locator('.project-switcher-trigger').click();
  const panel = page.locator('.project-switcher-panel');
  await panel.locator('.semi-tree-option').first().waitFor();
  return panel;
}

export async function filterTree(panel: Locator, keyword: string): Promise<void> {
  await panel.getByPlaceholder('输入关键字进行过滤').fill(keyword);
}

/** Labels of the tree nodes shown (after filtering only the matches and their ancestors). */
export function treeNodes(panel: Locator): Promise<string[]> {
  return panel.locator('.semi-tree-option .semi-tree-option-label-text').allTextContents();
}

export async function switcherLabel(page: Page): Promise<string> {
  return (await page.locator('.project-switcher-label').innerText()).trim();
}
