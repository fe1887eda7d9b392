// Every route a user can open, in one list for the journeys that walk them all (english, accessibility, walk):
// the console's pages come from its page tree (@smartsite/api/routes) and the display boards from the contract's
// ShareBoard enum (the boards a share link names, the frontend's publicDisplays), so a page added there is walked
// without editing a journey. The dashboards' tabs are the frontend's (v1 links, v2 tabs, the camera menu), which
// live in modules the journeys cannot import (their `@/` alias and i18n): they are listed here.
import { loadDocument } from '@smartsite/api/document';
import { consoleRoutes } from '@smartsite/api/routes';
import type { Schemas } from '@smartsite/api';

/** Leaf pages of the console's tree (the shell's views and the pages that open in a window of their own). */
function treePaths(routes: readonly Schemas['Route'][]): string[] {
  return routes.flatMap((route) =>
    route.children?.length ? treePaths(route.children) : route.path.startsWith('/') && route.component ? [route.path] : [],
  );
}

/** The boards of the contract's ShareBoard enum, a route parameter filled with the first device. */
function boardPaths(): string[] {
  const { enum: boards } = loadDocument().components.schemas.ShareBoard as { enum: string[] };
  return boards.map((path) => path.replace(/:\w+/g, '1'));
}

const tree = treePaths(consoleRoutes);

/** The pages read signed out. */
export const signedOutPages: readonly string[] = ['/login', '/register', '/403', '/404'];
/** The admin shell's pages (the back office). */
export const consolePages: readonly string[] = [...tree.filter((path) => !path.startsWith('/dashboard/')), '/tenantChange'];
export const v1DashboardPages: readonly string[] = [
  'index',
  'digitalSite',
  'camera',
  'warning',
  'security',
  'attendance',
  'project',
  'bimCenter',
].map((tab) => `/dashboard/${tab}`);
export const v2DashboardPages: readonly string[] = [
  ...tree.filter((path) => path.startsWith('/dashboard/v2/')),
  ...['digital', 'camera', 'inspection', 'attendance', 'progress', 'bim', 'party'].map((tab) => `/dashboard/v2/${tab}`),
];
export const cameraDashboardPages: readonly string[] = [
  '/dataV/camera/map',
  '/dataV/camera/video',
  '/dataV/camera/videoReplay',
  '/dataV/camera/autoPlay?group=rongxi',
  '/dataV/camera/autoPlay?group=qidong',
  '/dataV/camera/show',
  '/dataV/camera/tongJi',
];
/** The public display boards (a share link's boards). */
export const boardPages: readonly string[] = boardPaths();

/** Every route by group, in the order a presenter would show them. */
export const routeGroups = {
  'sign-in and status pages': signedOutPages,
  console: consolePages,
  'v1 dashboard': v1DashboardPages,
  'v2 dashboard': v2DashboardPages,
  'camera dashboard': cameraDashboardPages,
  'display boards': boardPages,
} as const satisfies Record<string, readonly string[]>;
