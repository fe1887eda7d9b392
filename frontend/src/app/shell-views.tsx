// The main area of the admin shell: mounts the loaded route tree, records visited tabs and keeps visited views
// alive (docs/requirements/shell.md#keep-alive: by visited tab, at most 20) with React's <Activity>, so switching tabs keeps their state.
import { Activity, useEffect, useMemo, useState } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { keepAliveMax } from '@/config/constants';
import { notFoundPath } from '@/config/routes';
import { mountableRoutes, type AppRoute, type ViewRoute } from '@/lib/routes';
import { addTab, tabKey, type TabRoute } from '@/lib/tabs';
import { routesState } from '@/stores/routes';
import { settings } from '@/stores/settings';
import { setActiveTab, setTabs, tabsState } from '@/stores/tabs';
import { viewState } from '@/stores/view';
import { ViewHost } from './view-registry';

function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  const { views, redirects } = mountableRoutes(routes);
  const viewPaths = new Set(views.map((view) => view.path));
  return [
    ...views.map((view) => ({
      path: view.path,
      handle: view,
      element: <ViewHost component={view.component} route={{ name: view.name, title: view.meta.title }} />,
    })),
    // A parent that is also a page keeps its page; the '*' fallback (server or ours) goes to /404.
    ...redirects
      .filter((redirect) => !viewPaths.has(redirect.path))
      .map((redirect) => ({ path: redirect.path, element: <Navigate to={redirect.redirect} replace /> })),
    { path: '*', element: <Navigate to={notFoundPath} replace /> },
  ];
}

function tabRouteOf(view: ViewRoute, location: Pick<Location, 'pathname' | 'search'>): TabRoute {
  return {
    pattern: view.path,
    path: location.pathname,
    fullPath: location.pathname + location.search,
    name: view.name,
    title: view.meta.title,
    icon: view.meta.icon,
    parentIcon: view.parentIcon,
    noClosable: view.meta.noClosable,
    dynamicNewTab: view.meta.dynamicNewTab,
    tabHidden: view.meta.tabHidden,
  };
}

function RoutedView({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

interface KeptEntry {
  key: string;
  location: Location;
  version: number;
}

export function ShellViews() {
  const location = useLocation();
  const { list } = useSnapshot(routesState);
  const { visited } = useSnapshot(tabsState);
  const { theme } = useSnapshot(settings);
  const { refreshNonce } = useSnapshot(viewState);
  const routes = useMemo(() => buildRouteObjects(list), [list]);
  const view = matchRoutes(routes, location)?.at(-1)?.route.handle as ViewRoute | undefined;
  const tabRoute = view ? tabRouteOf(view, location) : undefined;
  const activeKey = tabRoute ? tabKey(tabRoute) : undefined;
  const keepAlive = Boolean(view && !view.meta.noKeepAlive);

  useEffect(() => {
    // Tabs flagged noClosable (the home page) come first, as soon as the routes are known.
    const affixed = mountableRoutes(list)
      .views.filter((item) => item.meta.noClosable)
      .reduce((tabs, item) => addTab(tabs, tabRouteOf(item, { pathname: item.path, search: '' })), tabsState.visited);
    setTabs(tabRoute ? addTab(affixed, tabRoute) : affixed);
    setActiveTab(activeKey);
    // the tab changes only when the location or the routes do
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, activeKey, list]);

  // Derived during render (React's pattern for state that follows props): the active entry takes the current
  // location, a refresh bumps its version (remount), closed tabs and the oldest beyond the maximum drop out.
  const [entries, setEntries] = useState<KeptEntry[]>([]);
  const [seenNonce, setSeenNonce] = useState(refreshNonce);
  const openKeys = theme.showTabs ? new Set(visited.map((tab) => tab.key)) : undefined;
  const active = entries.find((entry) => entry.key === activeKey);
  const refreshed = seenNonce !== refreshNonce;
  const stale = entries.some((entry) => entry.key !== activeKey && openKeys && !openKeys.has(entry.key));
  if (keepAlive && activeKey && (!active || active.location !== location || refreshed || stale)) {
    const others = entries.filter((entry) => entry.key !== activeKey && (!openKeys || openKeys.has(entry.key)));
    const version = (active?.version ?? 0) + (refreshed ? 1 : 0);
    setEntries([...others, { key: activeKey, location, version }].slice(-keepAliveMax));
    setSeenNonce(refreshNonce);
  } else if (refreshed) {
    setSeenNonce(refreshNonce);
  }

  return (
    <>
      {entries.map((entry) => (
        <Activity key={`${entry.key}#${entry.version}`} mode={keepAlive && entry.key === activeKey ? 'visible' : 'hidden'}>
          <RoutedView routes={routes} location={entry.location} />
        </Activity>
      ))}
      {!keepAlive && <RoutedView key={`${location.pathname}#${refreshNonce}`} routes={routes} location={location} />}
    </>
  );
}
