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
import { useNoPrerenderedFrame } from './prerendered-frame';

const views: Record<ConsolePage, LazyExoticComponent<ComponentType>> = {
  index: lazyPage('overview', () => import('@/features/overview/pages/overview-page')),
  'index/map': lazyPage('map', () => import('@/features/overview/pages/map-page')),
  'project/list': lazyPage('projects', () => import('@/features/back-office/pages/projects-page')),
  'project/users': lazyPage('project-users', () => import('@/features/back-office/pages/project-users-page')),
  'project/team': lazyPage('manager-team', () => import('@/features/back-office/pages/manager-team-page')),
  'project/contract': lazyPage('contracts', () => import('@/features/back-office/pages/contracts-page')),
  'project/files': lazyPage('project-files', () => import('@/features/back-office/pages/project-files-page')),
  'project/dashboardConfig': lazyPage('dashboard-config', () => import('@/features/back-office/pages/dashboard-config-page')),
  'system/user': lazyPage('users', () => import('@/features/back-office/pages/users-page')),
  'system/organisation': lazyPage('organisation', () => import('@/features/back-office/pages/organisation-page')),
  'system/customized': lazyPage('customized', () => import('@/features/back-office/pages/customized-page')),
  'system/tenant': lazyPage('tenants', () => import('@/features/back-office/pages/tenants-page')),
  'system/empower': lazyPage('empower', () => import('@/features/back-office/pages/empower-page')),
};

/** Committed with the page it stands beside (one Suspense boundary): the page is painted, index.html's frame goes. */
function PagePainted() {
  useNoPrerenderedFrame();
  return null;
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
