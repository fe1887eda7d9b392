// The theme tools (docs/requirements/shell.md#theme-tools, docs/requirements/shell.md#theme-drawer): the floating panel's 主题配置 / 随机换肤 / 清理缓存 and the theme drawer.
import type { Locator, Page } from '@playwright/test';
import { expectToast } from './app';

/** The theme drawer, opened from the floating panel unless it is open already. */
export async function openThemeDrawer(page: Page): Promise<Locator> {
  const drawer = page.locator('.theme-drawer');
  if (!(await drawer.isVisible())) await page.locator('.theme-setting-panel').getByRole('button', { name: '主题配置' }).click();
  await drawer.getByText('恢复默认').waitFor();
  return drawer;
}

export function drawerRow(drawer: Locator, label: string): Locator {
  return drawer.locator('.theme-drawer-row').filter({ has: drawer.page().getByText(label, { exact: true }) });
}

/** Turns a drawer switch on or off (labelled by its row). */
export async function setSwitch(drawer: Locator, label: string, on: boolean): Promise<void> {
  const toggle = drawer.getByRole('switch', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
}

/** Picks an option of a drawer select (labelled by its row) by its visible text, and waits until it shows. */
export async function chooseInDrawer(drawer: Locator, rowLabel: string, option: string): Promise<void> {
  const page = drawer.page();
  await drawerRow(drawer, rowLabel).locator('.semi-select').click();
  const list = page.locator('.semi-select-option-list:visible');
  await list.waitFor();
  await list.locator('.semi-select-option', { hasText: option }).first().click();
  await list.waitFor({ state: 'hidden' });
}

export async function selectedInDrawer(drawer: Locator, rowLabel: string): Promise<string> {
  return (await drawerRow(drawer, rowLabel).locator('.semi-select-selection-text').innerText()).trim();
}

/** Closes the drawer with its × (its only button without text). */
export async function closeDrawer(drawer: Locator): Promise<void> {
  await drawer.locator('.semi-sidesheet-close').click();
  await drawer.waitFor({ state: 'hidden' });
}

/** 保存: the settings are stored (toast 主题配置已保存) and the drawer closes. */
export async function saveDrawer(drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: '保存' }).click();
  await expectToast(drawer.page(), '主题配置已保存');
  await drawer.waitFor({ state: 'hidden' });
}

/** Shows the tab bar through the drawer and saves. */
export async function enableTabs(page: Page): Promise<void> {
  const drawer = await openThemeDrawer(page);
  await setSwitch(drawer, '标签页', true);
  await saveDrawer(drawer);
  await page.locator('.tabs-bar').waitFor();
}
