// Shell preferences (docs/requirements/shell.md#settings Settings): the theme part is saved under `theme` by the drawer's 保存 and
// dropped by 恢复默认; collapse and language are saved on every change; device follows the window width.
import { proxy } from 'valtio';
import { defaultThemeSettings, type ThemeSettings } from '@/config/settings';
import { columnStyles, layoutNames, tabsBarStyles, themeNames } from '@/config/theme';
import { deviceForWidth } from '@/lib/layout';
import { readItem, readJson, removeItems, writeItem, writeJson } from '@/lib/storage';

export type Device = 'desktop' | 'mobile';

/** Keeps only known keys with valid values, so a stale or hand-edited storage entry cannot break the shell. */
function sanitizeTheme(stored: unknown): ThemeSettings {
  const result: ThemeSettings = { ...defaultThemeSettings };
  if (!stored || typeof stored !== 'object') return result;
  const input = stored as Record<string, unknown>;
  const choices: Partial<Record<keyof ThemeSettings, readonly string[]>> = {
    layout: layoutNames,
    themeName: themeNames,
    columnStyle: columnStyles,
    tabsBarStyle: tabsBarStyles,
  };
  for (const key of Object.keys(result) as (keyof ThemeSettings)[]) {
    const value = input[key];
    const allowed = choices[key];
    if (allowed ? typeof value === 'string' && allowed.includes(value) : typeof value === 'boolean') {
      (result as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return result;
}

const initialDevice: Device = typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth);

export const settings = proxy({
  theme: sanitizeTheme(readJson('theme')),
  collapse: initialDevice === 'mobile' || readItem('collapse') === 'true',
  device: initialDevice,
});

export function updateTheme(patch: Partial<ThemeSettings>): void {
  Object.assign(settings.theme, patch);
}

/** 保存 */
export function saveTheme(): void {
  writeJson('theme', settings.theme);
}

/** 恢复默认 */
export function resetTheme(): void {
  removeItems('theme');
  settings.theme = { ...defaultThemeSettings };
}

export function setCollapse(collapse: boolean): void {
  settings.collapse = collapse;
  writeItem('collapse', String(collapse));
}

export function toggleCollapse(): void {
  setCollapse(!settings.collapse);
}

/** Entering mobile folds the side bar (it is a drawer there) without changing the saved desktop choice. */
export function setDevice(device: Device): void {
  if (device === 'mobile' && settings.device !== 'mobile') settings.collapse = true;
  settings.device = device;
}
