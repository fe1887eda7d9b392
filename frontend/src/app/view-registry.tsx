// View keys of the route tree (router-list `component`) mapped to lazy pages. Adding a page is one line here;
// a key without a page shows "page not available" instead of failing.
import { Spin } from '@douyinfe/semi-ui-19';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageStatus } from '@/components/page-status';

const views: Record<string, LazyExoticComponent<ComponentType>> = {
  index: lazy(() => import('@/features/overview/pages/overview-page')),
  'index/map': lazy(() => import('@/features/overview/pages/map-page')),
};

export function hasView(key: string): boolean {
  return key in views;
}

export function ViewHost({ component, title }: { component: string; title: string }) {
  const View = views[component];
  if (!View) return <PageStatus kind="notAvailable" name={title} />;
  return (
    <Suspense
      fallback={
        <div className="view-loading">
          <Spin />
        </div>
      }
    >
      <View />
    </Suspense>
  );
}
