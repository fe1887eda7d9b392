// The console's page tree (docs/requirements/shell.md#route-tree), written once, in the router-list shape of the contract's `Route`: the
// seed stores it as the menu and router lists the server answers (mode 'all'), the frontend uses it as its
// static tree (mode 'intelligence') and types its page registry by its component names. meta.roles names the
// roles that see a route; a route without it is open to every role.
import type { Schemas } from './index';

type Route = Schemas['Route'];

/** A value that can be declared `as const` and still be checked against a mutable generated type. */
type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

const tree = [
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
] as const satisfies readonly DeepReadonly<Route>[];

type TreeRoute = (typeof tree)[number] | NonNullable<Extract<(typeof tree)[number], { children: unknown }>['children']>[number];

type ShellPage<R> = R extends { component: infer C extends string; meta: infer M }
  ? M extends { target: '_blank' }
    ? never
    : Exclude<C, 'Layout'>
  : never;

/**
 * The view key of every page the console shell shows: each component of the tree but the 'Layout' of a
 * first-level parent and the pages that open in a window of their own (meta.target '_blank').
 */
export type ConsolePage = ShellPage<TreeRoute>;

/** The page tree as the contract types it (the `as const` view above only adds its literal component names). */
export const consoleRoutes: readonly Route[] = tree as unknown as readonly Route[];
