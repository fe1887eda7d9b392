// Routes of docs/requirements/access.md#no-login-whitelist, docs/requirements/shell.md#route-tree, docs/requirements/shell.md#dashboard-routes: the public paths, the whitelist, and the static role-gated tree used when the
// authentication mode is 'intelligence' (in mode 'all' the same shape comes from the server's router list).
import type { Schemas } from '@smartsite/api';

/**
 * Full-screen display pages outside the admin shell (docs/requirements/access.md#public-routes, docs/requirements/dashboards.md#public-displays) and their titles (ours: the spec does
 * not show them); the public-display feature renders them, and share links name them.
 */
export const publicDisplays: readonly { path: Schemas['ShareBoard']; title: string }[] = [
  { path: '/tv/labour', title: '劳务实名制看板' },
  { path: '/tv/confinedSpace', title: '有限空间作业监测' },
  { path: '/dataV/showView012', title: '智慧工地综合展示' },
  { path: '/dataV/environment', title: '扬尘噪声监测' },
  { path: '/dataV/camera/projectVideo', title: '项目视频监控' },
  { path: '/camera/v2/player', title: '视频播放' },
  { path: '/towerCraneQunTaBim/:deviceId', title: '塔吊群塔BIM监测' },
  { path: '/towerCraneShow', title: '塔吊实时监测' },
  { path: '/crane/qunTaV2', title: '群塔防碰撞监测' },
  { path: '/environmentList', title: '环境监测数据' },
  { path: '/ptzController', title: '云台控制' },
  { path: '/hkSdkController', title: '海康视频控制' },
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

/** The static role-gated tree (docs/requirements/shell.md#route-tree), in the server's router-list shape. */
export const staticRoutes: Schemas['Route'][] = [
  {
    path: '/',
    name: 'Root',
    component: 'Layout',
    redirect: '/index',
    meta: { title: '首页', icon: 'home' },
    children: [
      { path: '/index', name: 'Index', component: 'index', meta: { title: '项目概览', icon: 'home', noClosable: true } },
      { path: '/index/map', name: 'IndexMap', component: 'index/map', meta: { title: '工程视图', icon: 'map' } },
    ],
  },
  {
    path: '/project',
    name: 'Project',
    component: 'Layout',
    redirect: '/project/list',
    meta: { title: '项目管理', icon: 'folder' },
    children: [
      { path: '/project/list', name: 'ProjectList', component: 'project/list', meta: { title: '项目列表', icon: 'list' } },
      { path: '/project/users', name: 'ProjectUsers', component: 'project/users', meta: { title: '项目人员', icon: 'user' } },
      { path: '/project/team', name: 'ProjectTeam', component: 'project/team', meta: { title: '管理人员', icon: 'user_group' } },
      { path: '/project/contract', name: 'ProjectContract', component: 'project/contract', meta: { title: '合同管理', icon: 'file' } },
      { path: '/project/files', name: 'ProjectFiles', component: 'project/files', meta: { title: '项目资料', icon: 'folder_open' } },
      {
        path: '/project/dashboardConfig',
        name: 'DashboardConfig',
        component: 'project/dashboardConfig',
        meta: { title: '大屏配置', icon: 'desktop', roles: ['admin', 'tenant'] },
      },
      {
        path: '/dashboard/v2/project',
        name: 'BigScreen',
        component: 'dashboard/v2/project',
        meta: { title: '智慧工地大屏', icon: 'desktop', target: '_blank' },
      },
    ],
  },
  {
    path: '/system',
    name: 'System',
    component: 'Layout',
    redirect: '/system/user',
    meta: { title: '系统管理', icon: 'setting', roles: ['admin', 'tenant'] },
    children: [
      {
        path: '/system/user',
        name: 'SystemUser',
        component: 'system/user',
        meta: { title: '用户管理', icon: 'user', roles: ['admin', 'tenant'] },
      },
      {
        path: '/system/organisation',
        name: 'SystemOrganisation',
        component: 'system/organisation',
        meta: { title: '组织架构', icon: 'tree_triangle_down', roles: ['admin', 'tenant'] },
      },
      {
        path: '/system/customized',
        name: 'SystemCustomized',
        component: 'system/customized',
        meta: { title: '个性化设置', icon: 'brush', roles: ['admin', 'tenant'] },
      },
      {
        path: '/system/tenant',
        name: 'SystemTenant',
        component: 'system/tenant',
        meta: { title: '租户管理', icon: 'home', roles: ['admin'] },
      },
      {
        path: '/system/empower',
        name: 'SystemEmpower',
        component: 'system/empower',
        meta: { title: '授权管理', icon: 'key', roles: ['admin'] },
      },
    ],
  },
  { path: '*', name: 'NotFound', redirect: '/404', meta: { title: '404', hidden: true } },
];
