// The paths of the pages outside the admin shell, without their titles or views: app/router.tsx mounts each, and
// index.html's shell frame (build-plugins/prerendered-frames.ts, run by the build, so it imports none of the app's
// modules) stays off them. config/routes.ts adds their titles and the whitelist.
import type { Schemas } from '@smartsite/api';

export const loginPath = '/login';
export const registerPath = '/register';
export const forbiddenPath = '/403';
export const notFoundPath = '/404';
export const tenantChangePath = '/tenantChange';
export const projectUserPath = '/projectUser';
/** Opens a display-share link: /share?token=... (docs/requirements/access.md#share-links lists it without content). */
export const sharePath = '/share';
/** The v1 board (docs/requirements/dashboards.md#v1-shell): its screens lie under it, the v2 board's path too. */
export const v1BoardPath = '/dashboard';
/** The v2 board (docs/requirements/dashboards.md#v2-shell): its tabs lie under it. */
export const v2BoardPath = '/dashboard/v2';

/** Full-screen display pages (docs/requirements/access.md#public-routes, docs/requirements/dashboards.md#public-displays). */
export const publicDisplayRoutes = [
  '/tv/labour',
  '/tv/confinedSpace',
  '/dataV/showView012',
  '/dataV/environment',
  '/dataV/camera/projectVideo',
  '/camera/v2/player',
  '/towerCraneQunTaBim/:deviceId',
  '/towerCraneShow',
  '/crane/qunTaV2',
  '/environmentList',
  '/ptzController',
  '/hkSdkController',
] as const satisfies readonly Schemas['ShareBoard'][];

/** The other pages app/router.tsx mounts outside the shell, as route patterns. */
export const ownPagesOutsideShell = [
  loginPath,
  registerPath,
  forbiddenPath,
  notFoundPath,
  tenantChangePath,
  sharePath,
  projectUserPath,
  `${v1BoardPath}/*`,
  `${v2BoardPath}/*`,
  '/dataV/camera/*',
] as const;

/** Every page outside the shell; every other path renders in it. */
export const pagesOutsideShell: readonly string[] = [...ownPagesOutsideShell, ...publicDisplayRoutes];
