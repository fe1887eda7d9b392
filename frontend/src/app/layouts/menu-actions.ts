// What a menu click does (docs/requirements/shell.md#menus): external links open (a new window for target _blank), internal
// routes are pushed; on mobile the side bar folds afterwards.
import type { NavigateFunction } from 'react-router-dom';
import type { MenuItem } from '@/lib/routes';
import { setCollapse, settings } from '@/stores/settings';

export function openMenuItem(item: MenuItem, navigate: NavigateFunction): void {
  if (item.external) {
    window.open(item.path, item.target === '_blank' ? '_blank' : '_self');
  } else if (item.target === '_blank') {
    window.open(`#${item.path}`, '_blank');
  } else {
    void navigate(item.path);
  }
  if (settings.device === 'mobile') setCollapse(true);
}

/** Every item by path, for looking up what was clicked. */
export function indexMenu(items: readonly MenuItem[], index = new Map<string, MenuItem>()): Map<string, MenuItem> {
  for (const item of items) {
    index.set(item.path, item);
    if (item.children) indexMenu(item.children, index);
  }
  return index;
}
