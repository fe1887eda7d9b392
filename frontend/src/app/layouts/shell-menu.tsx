// Side and horizontal menus built from the route tree (Semi Nav). Submenus with more than 18 items scroll
// inside 86vh when they pop out (horizontal layout, collapsed side bar).
import { Badge, Nav } from '@douyinfe/semi-ui-19';
import type { NavItemPropsWithItems, SubNavPropsWithItems } from '@douyinfe/semi-ui-19/lib/es/navigation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { RouteIcon } from '@/components/route-icon';
import { menuScrollHeight, menuScrollThreshold } from '@/config/constants';
import { activeMenuPath, findRouteChain, needsScroll, type MenuItem } from '@/lib/routes';
import { routesState } from '@/stores/routes';
import { indexMenu, openMenuItem } from './menu-actions';

function label(item: MenuItem) {
  if (item.badge) return <Badge count={item.badge}>{item.title}</Badge>;
  if (item.dot) return <Badge dot>{item.title}</Badge>;
  return item.title;
}

function toNavItems(items: readonly MenuItem[], showIcons: boolean): (SubNavPropsWithItems | NavItemPropsWithItems)[] {
  return items.map((item) => ({
    itemKey: item.path,
    text: label(item),
    icon: showIcons ? <RouteIcon name={item.icon} /> : undefined,
    items: item.children ? toNavItems(item.children, showIcons) : undefined,
    dropdownStyle: needsScroll(item, menuScrollThreshold) ? { maxHeight: menuScrollHeight, overflowY: 'auto' } : undefined,
  }));
}

export function ShellMenu({
  items,
  mode,
  collapsed = false,
  className,
}: {
  items: readonly MenuItem[];
  mode: 'vertical' | 'horizontal';
  collapsed?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { list } = useSnapshot(routesState);
  const index = useMemo(() => indexMenu(items), [items]);
  const navItems = useMemo(() => toNavItems(items, true), [items]);
  const selected = activeMenuPath(list, pathname);
  const openKeys = mode === 'vertical' && !collapsed ? findRouteChain(list, pathname).map((route) => route.path) : undefined;
  return (
    <Nav
      // Semi's Nav empties its list when the locale provider changes: remount it per language.
      key={i18n.language}
      className={className}
      mode={mode}
      isCollapsed={collapsed}
      items={navItems}
      selectedKeys={[selected]}
      defaultOpenKeys={openKeys}
      footer={{ collapseButton: false }}
      onSelect={({ itemKey }) => {
        const item = index.get(String(itemKey));
        if (item) openMenuItem(item, navigate);
      }}
    />
  );
}
