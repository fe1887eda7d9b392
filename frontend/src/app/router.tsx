// All routes of docs/requirements/access.md#public-routes, docs/requirements/shell.md#route-tree, docs/requirements/shell.md#dashboard-routes (hash routing). Pages outside the admin shell are mounted here; everything
// else ('*') goes to the shell, which renders the role-gated tree loaded for the user.
import { Spin } from '@douyinfe/semi-ui-19';
import { Suspense, type ReactNode } from 'react';
import { createHashRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageStatusKind } from '@/components/page-status';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { lazyPage } from '@/lib/lazy-page';
import {
  forbiddenPath,
  loginPath,
  notFoundPath,
  ownPagesOutsideShell,
  projectUserPath,
  publicDisplayPaths,
  registerPath,
  sharePath,
  tenantChangePath,
  v1BoardPath,
  v2BoardPath,
} from '@/config/routes';
import { PagePainted } from './prerendered-frame';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const LoginPage = lazyPage('login-page', () => import('@/features/auth/pages/login-page'));
const RegisterPage = lazyPage('register-page', () => import('@/features/auth/pages/register-page'));
const TenantChangePage = lazyPage('tenant-change-page', () => import('@/features/projects/pages/tenant-change-page'));
const DashboardV1 = lazyPage('dashboards/v1', () => import('@/features/dashboards/v1'));
const DashboardV2 = lazyPage('dashboards/v2', () => import('@/features/dashboards/v2'));
const CameraDashboard = lazyPage('dashboards/camera', () => import('@/features/dashboards/camera'));
const PublicDisplay = lazyPage('public-display', () => import('@/features/public-display'));
const SharePage = lazyPage('share-page', () => import('@/features/public-display/share-page'));
const ProjectUserEntry = lazyPage('project-user-entry', () => import('./project-user-entry'));
const loadShell = () => import('./shell');
const AdminShell = lazyPage('shell', loadShell);
// Semi's Empty, with its typography and tooltip, stays out of the first scripts: these pages are rarely the first.
const PageStatus = lazyPage<{ kind: PageStatusKind; name?: string }>('page-status', () =>
  import('@/components/page-status').then((module) => ({ default: module.PageStatus })),
);

/** The login and register pages load inside their frame, which shows at once (index.html prerenders it too). */
function InAuthFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <AuthFrame>
          <div className="auth-card-pending">
            <Spin size="large" />
          </div>
        </AuthFrame>
      }
    >
      {children}
    </Suspense>
  );
}

/** What each page outside the shell shows; their list is config/paths.ts's, which index.html's frames read too. */
const pagesOutsideShell: Record<(typeof ownPagesOutsideShell)[number], ReactNode> = {
  [loginPath]: (
    <InAuthFrame>
      <LoginPage />
    </InAuthFrame>
  ),
  [registerPath]: (
    <InAuthFrame>
      <RegisterPage />
    </InAuthFrame>
  ),
  [forbiddenPath]: <PageStatus kind="forbidden" />,
  [notFoundPath]: <PageStatus kind="notFound" />,
  [tenantChangePath]: <TenantChangePage />,
  // docs/requirements/access.md#public-routes lists these pages without their content.
  [sharePath]: <SharePage />,
  [projectUserPath]: (
    <InAuthFrame>
      <ProjectUserEntry />
    </InAuthFrame>
  ),
  // A board's shell paints its title in its first commit: index.html's board frame goes then.
  [`${v1BoardPath}/*`]: (
    <>
      <DashboardV1 />
      <PagePainted />
    </>
  ),
  [`${v2BoardPath}/*`]: (
    <>
      <DashboardV2 />
      <PagePainted />
    </>
  ),
  '/dataV/camera/*': <CameraDashboard />,
};

interface PreloadHandle {
  preload: (pathname: string) => Promise<unknown>;
}

/**
 * Starts loading the chunks of the page at a path while the session loads (RouteGuard), instead of after it: a
 * signed-in visitor's page waited for the session calls, then for the admin shell's chunks, then for the view's.
 * Only the admin shell's pages: a board's chunks loaded that early competed with the session calls on a slow
 * network (Lighthouse mobile, 3 interleaved rounds: v2's LCP 3.40 -> 3.48-3.58 s), while home's blocking time
 * fell (median 388 -> 228 ms) and the user table's LCP and TBT with it. A chunk that fails here fails again, and is
 * reported, when the page loads it.
 */
function preloadRoute(pathname: string): void {
  const handle = matchRoutes(routeObjects, pathname)?.at(-1)?.route.handle as PreloadHandle | undefined;
  handle?.preload(pathname).catch(() => undefined);
}

const routeObjects: RouteObject[] = [
  {
    element: <RootLayout preloadRoute={preloadRoute} />,
    errorElement: <RouteError />,
    children: [
      ...ownPagesOutsideShell.map((path) => ({ path, element: pagesOutsideShell[path] })),
      ...publicDisplayPaths.map((path) => ({ path, element: <PublicDisplay /> })),
      {
        path: '*',
        element: <AdminShell />,
        handle: { preload: (pathname) => loadShell().then((shell) => shell.preloadView(pathname)) } satisfies PreloadHandle,
      },
    ],
  },
];

let router: ReturnType<typeof createHashRouter> | undefined;

/**
 * The app's router, made on first use (the app's first render) rather than when this module is evaluated: making it
 * ranks and matches the routes, the first run of much of the router's code, and was about half of the entry's
 * evaluation, one task, on a phone. The first render is a transition that yields around it (main.tsx).
 */
export function appRouter(): ReturnType<typeof createHashRouter> {
  router ??= createHashRouter(routeObjects);
  return router;
}
