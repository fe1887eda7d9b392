// The six layouts of docs/requirements/shell.md#layouts (plus mobile). Each has a header, a side bar or menu, a tab bar and the main
// area; they differ in where the menus go.
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { OpenedOnce } from '@/components/opened-once';
import { RouteIcon } from '@/components/route-icon';
import { sessionSettings } from '@/config/settings';
import type { EffectiveLayout } from '@/config/theme';
import { TabsBar } from '@/features/tabs/components/tabs-bar';
import { lazyPage } from '@/lib/lazy-page';
import { findRouteChain, firstLeafPath, type MenuItem } from '@/lib/routes';
import { routesState } from '@/stores/routes';
import { settings } from '@/stores/settings';
import { session } from '@/stores/user';
import { usePageTitle } from '../page-title';
import { useRememberFirstScreen } from '../prerendered-frame';
import { ShellFooter } from './footer';
import { Logo } from './logo';
import { openMenuItem } from './menu-actions';
import { ModuleExpiredBanner } from './module-banner';
import { NavBar, NavLeft, NavRight } from './nav-bar';
import { ShellMenu } from './shell-menu';

// The mobile menu drawer starts folded (stores/settings.ts): its code comes when it is first unfolded.
const MobileMenu = lazyPage('mobile-menu', () => import('./mobile-menu'));

/** The id of the shell's <main>, the target of the skip link. */
export const mainContentId = 'main-content';

export interface LayoutProps {
  menu: MenuItem[];
  children: ReactNode;
}

/**
 * Tabs (when enabled), the expired-module banner, the view and the footer. The bar above the view is the page's
 * banner, unless the layout has a top bar (which is the banner then). The page's one <h1> is its title, read by
 * screen readers (the breadcrumb and the menu show it on screen).
 */
function Main({
  children,
  header,
  banner = true,
  headerRef,
}: {
  children: ReactNode;
  header?: ReactNode;
  banner?: boolean;
  headerRef?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { theme } = useSnapshot(settings);
  const title = usePageTitle();
  const Bar = banner ? 'header' : 'div';
  return (
    <div className="shell-body">
      <Bar
        ref={headerRef as RefObject<HTMLDivElement | null>}
        className="shell-header"
        role={banner ? undefined : 'region'}
        aria-label={banner ? undefined : t('a11y.pageTools')}
      >
        {header}
        {theme.showTabs && <TabsBar />}
      </Bar>
      <main className="shell-main" id={mainContentId} tabIndex={-1}>
        <h1 className="visually-hidden">{title ?? t('app.title')}</h1>
        <ModuleExpiredBanner />
        <div className="shell-view">{children}</div>
        <ShellFooter />
      </main>
    </div>
  );
}

/** Menus on the theme's dark background use Semi's local dark mode (the white theme keeps them light). */
function useMenuTone(): string {
  const { theme } = useSnapshot(settings);
  return theme.themeName === 'white' ? '' : 'semi-always-dark';
}

/**
 * The first level shown in the column bar or the top menu: the one holding the current route, or the one the
 * user clicked (which holds until the route's first level changes). A click opens the item's first page when
 * open-first-menu is on, or when it has no children.
 */
function useFirstLevel(menu: readonly MenuItem[]) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { list } = useSnapshot(routesState);
  const activePath = findRouteChain(list, pathname)[0]?.path;
  const active = menu.find((item) => item.path === activePath) ?? menu[0];
  const [chosen, setChosen] = useState<{ path: string; while?: string }>();
  const current = (chosen?.while === active?.path && menu.find((item) => item.path === chosen?.path)) || active;
  const open = (item: MenuItem) => {
    setChosen({ path: item.path, while: active?.path });
    if (sessionSettings.openFirstMenu || !item.children) openMenuItem({ ...item, path: firstLeafPath(item) }, navigate);
  };
  return { current, open };
}

function FirstLevelItems({
  menu,
  current,
  open,
  itemClass,
}: {
  menu: readonly MenuItem[];
  current?: MenuItem;
  open: (item: MenuItem) => void;
  itemClass: string;
}) {
  return menu.map((item) => (
    <button
      type="button"
      key={item.path}
      className={item.path === current?.path ? `${itemClass} is-active` : itemClass}
      onClick={() => open(item)}
    >
      <RouteIcon name={item.icon} />
      <span>{item.title}</span>
    </button>
  ));
}

function VerticalLayout({ menu, children, float = false }: LayoutProps & { float?: boolean }) {
  const { t } = useTranslation();
  const { collapse } = useSnapshot(settings);
  const tone = useMenuTone();
  const collapsed = float || collapse;
  return (
    <div className={`shell-frame ${collapsed ? 'is-collapsed' : ''}`}>
      <aside className={`shell-side ${tone}`} aria-label={t('a11y.mainMenu')}>
        <Logo showTitle={!collapsed} />
        <ShellMenu items={menu} mode="vertical" collapsed={collapsed} className="shell-side-menu" />
      </aside>
      <Main header={<NavBar fold={!float} />}>{children}</Main>
    </div>
  );
}

function MobileLayout({ menu, children }: LayoutProps) {
  const { collapse } = useSnapshot(settings);
  const { username } = useSnapshot(session);
  const header = useRef<HTMLElement>(null);
  useRememberFirstScreen(header, username);
  return (
    <div className="shell-frame">
      <OpenedOnce open={!collapse}>
        <MobileMenu menu={menu} />
      </OpenedOnce>
      <Main header={<NavBar breadcrumb={false} />} headerRef={header}>
        {children}
      </Main>
    </div>
  );
}

function ColumnLayout({ menu, children }: LayoutProps) {
  const { t } = useTranslation();
  const { theme, collapse } = useSnapshot(settings);
  const tone = useMenuTone();
  const { current, open } = useFirstLevel(menu);
  return (
    <div className={`shell-frame ${collapse ? 'is-collapsed' : ''}`}>
      <aside className={`shell-column-bar column-style-${theme.columnStyle} ${tone}`} aria-label={t('a11y.mainMenu')}>
        <Logo showTitle={false} />
        <nav className="shell-column-list">
          <FirstLevelItems menu={menu} current={current} open={open} itemClass="shell-column-item" />
        </nav>
      </aside>
      {!collapse && current?.children && (
        <aside className="shell-side shell-side--second" aria-label={t('a11y.subMenu')}>
          <div className="shell-side-title">{current.title}</div>
          <ShellMenu key={current.path} items={current.children} mode="vertical" className="shell-side-menu" />
        </aside>
      )}
      <Main header={<NavBar />}>{children}</Main>
    </div>
  );
}

function ComprehensiveLayout({ menu, children }: LayoutProps) {
  const { t } = useTranslation();
  const { collapse } = useSnapshot(settings);
  const tone = useMenuTone();
  const { current, open } = useFirstLevel(menu);
  return (
    <div className="shell-frame shell-frame--stacked">
      <header className={`shell-topbar ${tone}`}>
        <Logo />
        <nav className="shell-top-menu">
          <FirstLevelItems menu={menu} current={current} open={open} itemClass="shell-top-item" />
        </nav>
        <NavRight />
      </header>
      <div className={`shell-row ${collapse ? 'is-collapsed' : ''}`}>
        {current?.children && (
          <aside className="shell-side shell-side--light" aria-label={t('a11y.subMenu')}>
            <ShellMenu key={current.path} items={current.children} mode="vertical" collapsed={collapse} className="shell-side-menu" />
          </aside>
        )}
        <Main header={<NavLeftBar />} banner={false}>
          {children}
        </Main>
      </div>
    </div>
  );
}

function NavLeftBar({ fold = true }: { fold?: boolean }) {
  return (
    <div className="nav-bar">
      <NavLeft fold={fold} />
    </div>
  );
}

function HorizontalLayout({ menu, children }: LayoutProps) {
  const tone = useMenuTone();
  return (
    <div className="shell-frame shell-frame--stacked">
      <header className={`shell-topbar ${tone}`}>
        <Logo />
        <ShellMenu items={menu} mode="horizontal" className="shell-horizontal-menu" />
        <NavRight />
      </header>
      <Main header={<NavLeftBar fold={false} />} banner={false}>
        {children}
      </Main>
    </div>
  );
}

function CommonLayout({ menu, children }: LayoutProps) {
  const { t } = useTranslation();
  const { collapse } = useSnapshot(settings);
  const tone = useMenuTone();
  return (
    <div className="shell-frame shell-frame--stacked">
      <header className={`shell-topbar shell-topbar--common ${tone}`}>
        <Logo />
        <NavBar breadcrumb={false} />
      </header>
      <div className={`shell-row ${collapse ? 'is-collapsed' : ''}`}>
        <aside className="shell-side shell-side--light" aria-label={t('a11y.mainMenu')}>
          <ShellMenu items={menu} mode="vertical" collapsed={collapse} className="shell-side-menu" />
        </aside>
        <Main banner={false}>{children}</Main>
      </div>
    </div>
  );
}

export function LayoutFor({ layout, mobile, ...props }: LayoutProps & { layout: EffectiveLayout; mobile: boolean }) {
  if (mobile) return <MobileLayout {...props} />;
  switch (layout) {
    case 'column':
      return <ColumnLayout {...props} />;
    case 'comprehensive':
      return <ComprehensiveLayout {...props} />;
    case 'horizontal':
      return <HorizontalLayout {...props} />;
    case 'common':
      return <CommonLayout {...props} />;
    case 'float':
      return <VerticalLayout {...props} float />;
    case 'vertical':
      return <VerticalLayout {...props} />;
  }
}
