// View keys of the route tree (router-list `component`) mapped to lazy pages. Adding a page to the tree of
// @smartsite/api/routes without one here is a type error; a key the server sends that has no page shows "page not
// available" instead of failing.
import { Spin } from '@douyinfe/semi-ui-19';
import type { ConsolePage } from '@smartsite/api/routes';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '@/components/page-status';
import { lazyPage } from '@/lib/lazy-page';
import { routeTitle, type TitledRoute } from '@/lib/route-titles';
import { PagePainted } from './prerendered-frame';

type ViewChunk = readonly [name: string, load: () => Promise<{ default: ComponentType }>];

const viewChunks: Record<ConsolePage, ViewChunk> = {
  index: ['overview', () => import('@/features/overview/pages/overview-page')],
  'index/map': ['map', () => import('@/features/overview/pages/map-page')],
  'project/list': ['projects', () => import('@/features/back-office/pages/projects-page')],
  'project/users': ['project-users', () => import('@/features/back-office/pages/project-users-page')],
  'project/team': ['manager-team', () => import('@/features/back-office/pages/manager-team-page')],
  'project/contract': ['contracts', () => import('@/features/back-office/pages/contracts-page')],
  'project/files': ['project-files', () => import('@/features/back-office/pages/project-files-page')],
  'project/dashboardConfig': ['dashboard-config', () => import('@/features/back-office/pages/dashboard-config-page')],
  'system/user': ['users', () => import('@/features/back-office/pages/users-page')],
  'system/organisation': ['organisation', () => import('@/features/back-office/pages/organisation-page')],
  'system/customized': ['customized', () => import('@/features/back-office/pages/customized-page')],
  'system/tenant': ['tenants', () => import('@/features/back-office/pages/tenants-page')],
  'system/empower': ['empower', () => import('@/features/back-office/pages/empower-page')],
};

const views = Object.fromEntries(Object.entries(viewChunks).map(([key, [name, load]]) => [key, lazyPage(name, load)])) as Record<
  ConsolePage,
  LazyExoticComponent<ComponentType>
>;

/**
 * Starts loading the chunk of the view a path most likely shows, while the session and the route tree load (the
 * router's preloadRoute): the seeded route tree names each view by its path. Only a guess: the loaded tree decides
 * what is shown, and a view it names differently loads then, as before.
 */
export function preloadView(pathname: string): void {
  const component = pathname.replace(/^\/+/, '');
  if (Object.hasOwn(viewChunks, component)) viewChunks[component as ConsolePage][1]().catch(() => undefined);
}

export function ViewHost({ component, route }: { component: string; route: TitledRoute }) {
  const { i18n } = useTranslation();
  const View = Object.hasOwn(views, component) ? views[component as ConsolePage] : undefined;
  if (!View)
    return (
      <>
        <PageStatus kind="notAvailable" name={routeTitle(route, i18n.language)} />
        <PagePainted />
      </>
    );
  return (
    <Suspense
      fallback={
        <div className="view-loading">
          <Spin />
        </div>
      }
    >
      <View />
      <PagePainted />
    </Suspense>
  );
}
