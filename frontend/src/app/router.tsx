// All routes of spec 01 §2.1-§2.3 (hash routing). Pages outside the admin shell are mounted here; everything
// else ('*') goes to the shell, which renders the role-gated tree loaded for the user.
import { lazy } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { ForbiddenPage, NotFoundPage, PageStatus } from '@/components/page-status';
import { forbiddenPath, notFoundPath, publicDisplayPaths, tenantChangePath } from '@/config/routes';
import { RootLayout } from './root-layout';

const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/pages/register-page'));
const TenantChangePage = lazy(() => import('@/features/projects/pages/tenant-change-page'));
const DashboardV1 = lazy(() => import('@/features/dashboards/v1'));
const DashboardV2 = lazy(() => import('@/features/dashboards/v2'));
const CameraDashboard = lazy(() => import('@/features/dashboards/camera'));
const PublicDisplay = lazy(() => import('@/features/public-display'));
const AdminShell = lazy(() => import('./shell'));

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: forbiddenPath, element: <ForbiddenPage /> },
      { path: notFoundPath, element: <NotFoundPage /> },
      { path: tenantChangePath, element: <TenantChangePage /> },
      // Spec 01 lists these public pages without their content.
      { path: '/share', element: <PageStatus kind="notAvailable" name="share" /> },
      { path: '/projectUser', element: <PageStatus kind="notAvailable" name="projectUser" /> },
      { path: '/dashboard/*', element: <DashboardV1 /> },
      { path: '/dashboard/v2/*', element: <DashboardV2 /> },
      { path: '/dataV/camera/*', element: <CameraDashboard /> },
      ...publicDisplayPaths.map((path) => ({ path, element: <PublicDisplay /> })),
      { path: '*', element: <AdminShell /> },
    ],
  },
];

export const router = createHashRouter(routeObjects);
