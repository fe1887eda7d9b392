// The admin shell: the layout for the window width and settings (docs/requirements/shell.md#layouts) around the routed views.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LazyThemeDrawer } from '@/features/theme/components/lazy-theme-drawer';
import { useWindowWidth } from '@/hooks/use-window-width';
import { effectiveLayout } from '@/lib/layout';
import { buildMenu, menuRoutes } from '@/lib/routes';
import { routesState } from '@/stores/routes';
import { settings } from '@/stores/settings';
import { LayoutFor, mainContentId } from './layouts/layouts';
import { useNoShellFrame } from './prerendered-frame';
import { ShellViews } from './shell-views';

export { preloadView } from './view-registry';

export default function AdminShell() {
  const { theme, device } = useSnapshot(settings);
  const { list, menu: menuList } = useSnapshot(routesState);
  const { t, i18n } = useTranslation();
  const width = useWindowWidth();
  const menu = useMemo(() => buildMenu(menuRoutes(menuList, list), i18n.language), [menuList, list, i18n.language]);
  const layout = effectiveLayout(width, theme.layout);
  const mobile = device === 'mobile';
  const fixedHeader = theme.fixedHeader || theme.layout === 'common';
  useNoShellFrame();
  return (
    <div
      className={`shell shell--${mobile ? 'mobile' : layout} ${fixedHeader ? 'has-fixed-header' : ''}`}
      data-layout={mobile ? 'mobile' : layout}
    >
      {/* The first stop of the Tab key: past the menus and header tools, straight to the page. */}
      <button type="button" className="skip-link" onClick={() => document.getElementById(mainContentId)?.focus()}>
        {t('a11y.skipToContent')}
      </button>
      <LayoutFor layout={layout} mobile={mobile} menu={menu}>
        <ShellViews />
      </LayoutFor>
      {/* Above the layouts: changing the layout in the drawer replaces the header tools, not the drawer. */}
      <LazyThemeDrawer />
    </div>
  );
}
