// The theme drawer, loaded when the theme tools first open it: its selects and switches are not needed before.
import { useSnapshot } from 'valtio';
import { OpenedOnce } from '@/components/opened-once';
import { lazyPage } from '@/lib/lazy-page';
import { themeDrawer } from '@/stores/theme-drawer';

const ThemeDrawer = lazyPage('theme-drawer', async () => ({ default: (await import('./theme-drawer')).ThemeDrawer }));

export function LazyThemeDrawer() {
  const { open } = useSnapshot(themeDrawer);
  return (
    <OpenedOnce open={open}>
      <ThemeDrawer />
    </OpenedOnce>
  );
}
