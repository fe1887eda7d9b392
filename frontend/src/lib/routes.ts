// The route model of the admin shell (docs/requirements/shell.md#route-tree, docs/requirements/shell.md#menus), pure: validation of the server's list, role
// filtering, menus, breadcrumbs and the views to mount.
import { matchPath } from 'react-router-dom';
import type { Schemas } from '@smartsite/api';
import { hasAccess, type AccessState } from './access';
import { t } from './i18n';
import { titleOf } from './route-titles';
import { isExternal } from './validators';

export type AppRoute = Schemas['Route'];
type RouteMeta = Schemas['RouteMeta'];

/** The parent of first-level routes in the router list; it renders the shell, not a view. */
const LAYOUT = 'Layout';

class RouteListError extends Error {
  constructor() {
    super(t('errors.badRoutes'));
    this.name = 'RouteListError';
  }
}

function isRoute(value: unknown): value is AppRoute {
  if (!value || typeof value !== 'object') return false;
  const route = value as Record<string, unknown>;
  const meta = route.meta as Record<string, unknown> | undefined;
  return (
    typeof route.path === 'string' &&
    !!meta &&
    typeof meta === 'object' &&
    typeof meta.title === 'string' &&
    (route.children === undefined || (Array.isArray(route.children) && route.children.every(isRoute)))
  );
}

/** The router list must be an array of routes, else 路由格式返回有误！ (docs/requirements/session.md#route-list-check). */
export function validateRouteList(list: unknown): AppRoute[] {
  if (!Array.isArray(list) || !list.every(isRoute)) throw new RouteListError();
  return list;
}

/** Joins a child path to its parent's unless it is absolute or external. */
function resolvePath(parent: string, child: string): string {
  if (child.startsWith('/') || isExternal(child) || child === '*') return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Absolute paths everywhere, so every later step can compare paths directly. */
export function normalizeRoutes(routes: readonly AppRoute[], parent = '/'): AppRoute[] {
  return routes.map((route) => {
    const path = resolvePath(parent, route.path);
    return route.children ? { ...route, path, children: normalizeRoutes(route.children, path) } : { ...route, path };
  });
}

/** Drops routes whose meta.roles the user does not satisfy, with their children. */
export function filterRoutesByAccess(routes: readonly AppRoute[], access: AccessState): AppRoute[] {
  return routes
    .filter((route) => hasAccess(access, route.meta.roles))
    .map((route) => (route.children ? { ...route, children: filterRoutesByAccess(route.children, access) } : route));
}

export interface MenuItem {
  path: string;
  title: string;
  icon?: string;
  isCustomSvg?: boolean;
  badge?: string;
  dot?: boolean;
  /** _blank opens a new window (external links). */
  target?: '_blank' | '_self';
  external: boolean;
  children?: MenuItem[];
}

/**
 * Menu items of a route list, titled in the language: hidden routes are omitted, a levelHidden route is replaced
 * by its children, and an item with visible children becomes a submenu.
 */
export function buildMenu(routes: readonly AppRoute[], language: string): MenuItem[] {
  return routes.flatMap((route): MenuItem[] => {
    if (route.meta.hidden || route.path === '*') return [];
    const children = route.children ? buildMenu(route.children, language) : [];
    if (route.meta.levelHidden) return children;
    const item: MenuItem = {
      path: route.path,
      title: titleOf(route, language),
      icon: route.meta.icon,
      isCustomSvg: route.meta.isCustomSvg,
      badge: route.meta.badge,
      dot: route.meta.dot,
      target: route.meta.target,
      external: isExternal(route.path),
    };
    return [children.length ? { ...item, children } : item];
  });
}

/** The back office's route groups a context's menu list may leave out: 项目管理 and 系统管理. */
const CONTEXT_GROUPS: readonly string[] = ['/project', '/system'];

/**
 * The routes the menus show: the menu list (the route tree when there is none), plus 项目管理 and 系统管理 from the
 * route tree when the user may open them but the menu list leaves them out. A project context's menu list drops
 * 系统管理 and a tenant context's (what a reload asks for once a tenant is stored) drops 项目管理; neither choice
 * may hide the way to the project list or to the user, role and tenant pages. Added groups keep the tree's order.
 */
export function menuRoutes(menu: readonly AppRoute[] | undefined, list: readonly AppRoute[]): readonly AppRoute[] {
  if (!menu) return list;
  const missing = list.filter((route) => CONTEXT_GROUPS.includes(route.path) && !menu.some((item) => item.path === route.path));
  if (!missing.length) return menu;
  const order = (route: AppRoute) => {
    const index = list.findIndex((item) => item.path === route.path);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...menu, ...missing].sort((a, b) => order(a) - order(b));
}

/** The first leaf reachable in a menu item (column layout opens it when open-first-menu is on). */
export function firstLeafPath(item: MenuItem): string {
  const first = item.children?.[0];
  return first ? firstLeafPath(first) : item.path;
}

/** Number of items in a submenu above which the menu scrolls. */
export function needsScroll(item: MenuItem, threshold: number): boolean {
  return (item.children?.length ?? 0) > threshold;
}

/** The chain of routes from the first level down to the route matching the pathname (empty if none). */
export function findRouteChain(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  for (const route of routes) {
    if (route.path === '*') continue;
    if (route.children?.length) {
      const below = findRouteChain(route.children, pathname);
      if (below.length) return [route, ...below];
    }
    if (route.component !== LAYOUT && matchPath({ path: route.path, end: true }, pathname)) return [route];
  }
  return [];
}

/** Breadcrumb titles for the pathname in the language, first level first (rendered with the '>' separator). */
export function breadcrumbTitles(routes: readonly AppRoute[], pathname: string, language: string): { title: string; path: string }[] {
  return findRouteChain(routes, pathname)
    .filter((route) => !route.meta.levelHidden)
    .map((route) => ({ title: titleOf(route, language), path: route.redirect ?? route.path }));
}

/** The menu path to highlight: meta.activeMenu of the matched route, else the pathname. */
export function activeMenuPath(routes: readonly AppRoute[], pathname: string): string {
  return findRouteChain(routes, pathname).at(-1)?.meta.activeMenu ?? pathname;
}

export interface ViewRoute {
  path: string;
  name: string;
  /** View key (e.g. 'system/user'). */
  component: string;
  meta: RouteMeta;
  /** Icon of the first-level parent, for tabs. */
  parentIcon?: string;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
}

/** Everything the router mounts: leaf views and redirects (parents with a redirect, the '*' fallback). */
export function mountableRoutes(routes: readonly AppRoute[], parentIcon?: string): { views: ViewRoute[]; redirects: RedirectRoute[] } {
  const views: ViewRoute[] = [];
  const redirects: RedirectRoute[] = [];
  for (const route of routes) {
    if (isExternal(route.path)) continue;
    if (route.redirect) redirects.push({ path: route.path, redirect: route.redirect });
    if (route.component && route.component !== LAYOUT) {
      views.push({ path: route.path, name: route.name ?? route.path, component: route.component, meta: route.meta, parentIcon });
    }
    if (route.children) {
      const below = mountableRoutes(route.children, parentIcon ?? route.meta.icon);
      views.push(...below.views);
      redirects.push(...below.redirects);
    }
  }
  return { views, redirects };
}
