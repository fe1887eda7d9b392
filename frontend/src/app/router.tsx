// All routes of docs/requirements/access.md#public-routes, docs/requirements/shell.md#route-tree, docs/requirements/shell.md#dashboard-routes (hash routing). Pages outside the admin shell are mounted here; everything
// else ('*') goes to the shell, which renders the role-gated tree loaded for the user.
import { Spin } from '@douyinfe/semi-ui-19';
import { Suspense, type ReactNode } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import type { PageStatusKind } from '@/components/page-status';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { lazyPage } from '@/lib/lazy-page';
import { forbiddenPath, notFoundPath, publicDisplayPaths, sharePath, tenantChangePath } from '@/config/routes';
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
const AdminShell = lazyPage('shell', () => import('./shell'));
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

const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <InAuthFrame>
            <LoginPage />
          </InAuthFrame>
        ),
      },
      {
        path: '/register',
        element: (
          <InAuthFrame>
            <RegisterPage />
          </InAuthFrame>
        ),
      },
      { path: forbiddenPath, element: <PageStatus kind="forbidden" /> },
      { path: notFoundPath, element: <PageStatus kind="notFound" /> },
      { path: tenantChangePath, element: <TenantChangePage /> },
      // docs/requirements/access.md#public-routes lists these pages without their content.
      { path: sharePath, element: <SharePage /> },
      {
        path: '/projectUser',
        element: (
          <InAuthFrame>
            <ProjectUserEntry />
          </InAuthFrame>
        ),
      },
      { path: '/dashboard/*', element: <DashboardV1 /> },
      { path: '/dashboard/v2/*', element: <DashboardV2 /> },
      { path: '/dataV/camera/*', element: <CameraDashboard /> },
      ...publicDisplayPaths.map((path) => ({ path, element: <PublicDisplay /> })),
      { path: '*', element: <AdminShell /> },
    ],
  },
];

export const router = createHashRouter(routeObjects);
