// Routes of docs/requirements/access.md#no-login-whitelist, docs/requirements/shell.md#route-tree, docs/requirements/shell.md#dashboard-routes: the public paths, the whitelist, and the static role-gated tree used when the
// authentication mode is 'intelligence' (in mode 'all' the same shape comes from the server's router list).
import type { Schemas } from '@smartsite/api';
import { consoleRoutes } from '@smartsite/api/routes';
import { tr } from '@/lib/i18n/phrases';
import { forbiddenPath, loginPath, notFoundPath, projectUserPath, publicDisplayRoutes, registerPath, sharePath } from './paths';

export {
  forbiddenPath,
  loginPath,
  notFoundPath,
  ownPagesOutsideShell,
  projectUserPath,
  registerPath,
  sharePath,
  tenantChangePath,
  v1BoardPath,
  v2BoardPath,
} from './paths';

/** The titles of the full-screen display pages (ours: the spec does not show them), which share links name too. */
const displayTitles: Record<(typeof publicDisplayRoutes)[number], string> = {
  '/tv/labour': tr('劳务实名制看板'),
  '/tv/confinedSpace': tr('有限空间作业监测'),
  '/dataV/showView012': tr('智慧工地综合展示'),
  '/dataV/environment': tr('扬尘噪声监测'),
  '/dataV/camera/projectVideo': tr('项目视频监控'),
  '/camera/v2/player': tr('视频播放'),
  '/towerCraneQunTaBim/:deviceId': tr('塔吊群塔BIM监测'),
  '/towerCraneShow': tr('塔吊实时监测'),
  '/crane/qunTaV2': tr('群塔防碰撞监测'),
  '/environmentList': tr('环境监测数据'),
  '/ptzController': tr('云台控制'),
  '/hkSdkController': tr('海康视频控制'),
};

/** The full-screen display pages outside the admin shell and their titles; the public-display feature renders them. */
export const publicDisplays: readonly { path: Schemas['ShareBoard']; title: string }[] = publicDisplayRoutes.map((path) => ({
  path,
  title: displayTitles[path],
}));

export const publicDisplayPaths: readonly string[] = publicDisplayRoutes;

/** Pages that run without a user session (display boards, /share): a 401 there ends the session in place. */
export const displayPagePaths: readonly string[] = [...publicDisplayPaths, sharePath];

/**
 * Paths (or route patterns) that need no login: docs/requirements/access.md#no-login-whitelist's configured whitelist, plus every public display
 * page, which docs/requirements/access.md#no-login-whitelist lists as "no login" although 01's whitelist names only four of them. Without a token
 * those pages ask the viewer to sign in instead of calling the API.
 */
export const whitelist: readonly string[] = [
  ...new Set([
    loginPath,
    projectUserPath,
    registerPath,
    notFoundPath,
    forbiddenPath,
    sharePath,
    '/camera/v2/player',
    '/tv/labour',
    '/tv/confinedSpace',
    '/dataV/showView012',
    ...publicDisplayPaths,
  ]),
];

/**
 * The static role-gated tree (docs/requirements/shell.md#route-tree), in the server's router-list shape: the console's one page tree, which
 * the mock's seed serves too.
 */
export const staticRoutes: readonly Schemas['Route'][] = consoleRoutes;
