// Routes of docs/requirements/access.md#no-login-whitelist, docs/requirements/shell.md#route-tree, docs/requirements/shell.md#dashboard-routes: the public paths, the whitelist, and the static role-gated tree used when the
// authentication mode is 'intelligence' (in mode 'all' the same shape comes from the server's router list).
import type { Schemas } from '@smartsite/api';
import { consoleRoutes } from '@smartsite/api/routes';
import { tr } from '@/lib/i18n/phrases';

/**
 * Full-screen display pages outside the admin shell (docs/requirements/access.md#public-routes, docs/requirements/dashboards.md#public-displays) and their titles (ours: the spec does
 * not show them); the public-display feature renders them, and share links name them.
 */
export const publicDisplays: readonly { path: Schemas['ShareBoard']; title: string }[] = [
  { path: '/tv/labour', title: tr('劳务实名制看板') },
  { path: '/tv/confinedSpace', title: tr('有限空间作业监测') },
  { path: '/dataV/showView012', title: tr('智慧工地综合展示') },
  { path: '/dataV/environment', title: tr('扬尘噪声监测') },
  { path: '/dataV/camera/projectVideo', title: tr('项目视频监控') },
  { path: '/camera/v2/player', title: tr('视频播放') },
  { path: '/towerCraneQunTaBim/:deviceId', title: tr('塔吊群塔BIM监测') },
  { path: '/towerCraneShow', title: tr('塔吊实时监测') },
  { path: '/crane/qunTaV2', title: tr('群塔防碰撞监测') },
  { path: '/environmentList', title: tr('环境监测数据') },
  { path: '/ptzController', title: tr('云台控制') },
  { path: '/hkSdkController', title: tr('海康视频控制') },
];

export const publicDisplayPaths: readonly string[] = publicDisplays.map((display) => display.path);

/** Opens a display-share link: /share?token=... (docs/requirements/access.md#share-links lists it without content). */
export const sharePath = '/share';

/** Pages that run without a user session (display boards, /share): a 401 there ends the session in place. */
export const displayPagePaths: readonly string[] = [...publicDisplayPaths, sharePath];

/**
 * Paths (or route patterns) that need no login: docs/requirements/access.md#no-login-whitelist's configured whitelist, plus every public display
 * page, which docs/requirements/access.md#no-login-whitelist lists as "no login" although 01's whitelist names only four of them. Without a token
 * those pages ask the viewer to sign in instead of calling the API.
 */
export const whitelist: readonly string[] = [
  ...new Set([
    '/login',
    '/projectUser',
    '/register',
    '/404',
    '/403',
    sharePath,
    '/camera/v2/player',
    '/tv/labour',
    '/tv/confinedSpace',
    '/dataV/showView012',
    ...publicDisplayPaths,
  ]),
];

export const loginPath = '/login';
export const forbiddenPath = '/403';
export const notFoundPath = '/404';
export const tenantChangePath = '/tenantChange';

/**
 * The static role-gated tree (docs/requirements/shell.md#route-tree), in the server's router-list shape: the console's one page tree, which
 * the mock's seed serves too.
 */
export const staticRoutes: readonly Schemas['Route'][] = consoleRoutes;
