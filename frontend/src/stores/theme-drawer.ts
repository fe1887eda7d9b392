// Whether the theme drawer is open. The header tools that open it belong to the layout, which a layout change
// in the drawer replaces; the drawer itself lives above the layouts, so it stays open (with its state) meanwhile.
import { proxy } from 'valtio';

export const themeDrawer = proxy({ open: false });

export function openThemeDrawer(): void {
  themeDrawer.open = true;
}

export function closeThemeDrawer(): void {
  themeDrawer.open = false;
}
