// @vitest-environment node
// docs/requirements/shell.md#route-tree, docs/requirements/shell.md#menus, docs/requirements/session.md#route-list-check: route list validation, role filtering, menus (hidden, levelHidden, submenus,
// external links, >18 children), breadcrumb chain, mountable views.
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import {
  breadcrumbTitles,
  buildMenu,
  filterRoutesByAccess,
  firstLeafPath,
  menuRoutes,
  mountableRoutes,
  needsScroll,
  normalizeRoutes,
  validateRouteList,
  type AppRoute,
} from '@/lib/routes';

const guest = { admin: false, roles: [], ability: [] };
const tenantAdmin = { admin: false, roles: ['tenant'], ability: [] };
const admin = { admin: true, roles: ['admin'], ability: [] };

const titles = (routes: readonly AppRoute[]): string[] => routes.flatMap((route) => [route.meta.title, ...titles(route.children ?? [])]);

describe('route list from the server', () => {
  it('must be an array of routes, else 路由格式返回有误！', () => {
    expect(validateRouteList(staticRoutes)).toBe(staticRoutes);
    for (const bad of [undefined, null, {}, 'routes', { list: [] }, [{ path: '/x' }], [{ path: 1, meta: { title: 'x' } }]]) {
      expect(() => validateRouteList(bad)).toThrow('路由格式返回有误！');
    }
  });

  it('resolves relative child paths against their parent', () => {
    const [parent] = normalizeRoutes([
      {
        path: '/system',
        meta: { title: 'S' },
        children: [
          { path: 'user', meta: { title: 'U' } },
          { path: '/abs', meta: { title: 'A' } },
        ],
      },
    ]);
    expect(parent!.children!.map((child) => child.path)).toEqual(['/system/user', '/abs']);
  });
});

describe('filterRoutesByAccess', () => {
  it('drops routes whose meta.roles the user lacks, with their children', () => {
    expect(titles(filterRoutesByAccess(staticRoutes, guest))).not.toContain('系统管理');
    expect(titles(filterRoutesByAccess(staticRoutes, guest))).not.toContain('用户管理');
  });

  it('keeps a parent the user may see but drops children gated to others', () => {
    const visible = titles(filterRoutesByAccess(staticRoutes, tenantAdmin));
    expect(visible).toEqual(expect.arrayContaining(['系统管理', '用户管理', '组织架构']));
    expect(visible).not.toContain('租户管理');
    expect(visible).not.toContain('授权管理');
  });

  it('keeps everything for the admin', () => {
    expect(titles(filterRoutesByAccess(staticRoutes, admin))).toEqual(titles(staticRoutes));
  });
});

describe('buildMenu', () => {
  const routes: AppRoute[] = [
    {
      path: '/',
      component: 'Layout',
      meta: { title: '首页', levelHidden: true },
      children: [{ path: '/index', component: 'index', meta: { title: '项目概览' } }],
    },
    { path: '/hidden', component: 'hidden', meta: { title: '隐藏', hidden: true } },
    {
      path: '/group',
      component: 'Layout',
      meta: { title: '分组' },
      children: [
        { path: '/group/a', component: 'a', meta: { title: 'A' } },
        { path: '/group/secret', component: 'b', meta: { title: 'B', hidden: true } },
      ],
    },
    {
      path: '/empty',
      component: 'Layout',
      meta: { title: '空组' },
      children: [{ path: '/empty/x', component: 'x', meta: { title: 'X', hidden: true } }],
    },
    { path: 'https://semi.design', meta: { title: '外链', target: '_blank' } },
    { path: '*', redirect: '/404', meta: { title: '404', hidden: true } },
  ];
  const menu = buildMenu(routes, 'zh');

  it('omits hidden routes and the fallback, lifts the children of levelHidden routes', () => {
    expect(menu.map((item) => item.title)).toEqual(['项目概览', '分组', '空组', '外链']);
  });

  it('makes submenus only of items with visible children', () => {
    expect(menu[1]!.children!.map((item) => item.title)).toEqual(['A']);
    expect(menu[2]!.children).toBeUndefined();
  });

  it('marks external links with their target', () => {
    expect(menu[3]).toMatchObject({ external: true, target: '_blank' });
    expect(menu[0]!.external).toBe(false);
  });

  it('scrolls submenus of more than 18 items', () => {
    const item = (count: number) => ({
      path: '/p',
      title: 'p',
      external: false,
      children: Array.from({ length: count }, (_, i) => ({ path: `/p/${i}`, title: `${i}`, external: false })),
    });
    expect(needsScroll(item(18), 18)).toBe(false);
    expect(needsScroll(item(19), 18)).toBe(true);
  });

  it('finds the first page of a group', () => {
    expect(firstLeafPath(menu[1]!)).toBe('/group/a');
  });
});

describe('breadcrumb and views', () => {
  it('chains titles from the first level to the page', () => {
    expect(breadcrumbTitles(staticRoutes, '/system/user', 'zh').map((crumb) => crumb.title)).toEqual(['系统管理', '用户管理']);
    expect(breadcrumbTitles(staticRoutes, '/index/map', 'zh').map((crumb) => crumb.title)).toEqual(['首页', '工程视图']);
    expect(breadcrumbTitles(staticRoutes, '/nowhere', 'zh')).toEqual([]);
  });

  it('mounts leaf views and redirects, with the first-level icon for tabs', () => {
    const { views, redirects } = mountableRoutes(staticRoutes);
    expect(views.map((view) => view.component)).toContain('system/empower');
    expect(views.find((view) => view.path === '/system/user')?.parentIcon).toBe('setting');
    expect(redirects).toEqual(
      expect.arrayContaining([
        { path: '/', redirect: '/index' },
        { path: '*', redirect: '/404' },
      ]),
    );
  });
});

describe('menu routes', () => {
  const home: AppRoute = { path: '/index', meta: { title: '首页' } };
  const system: AppRoute = {
    path: '/system',
    meta: { title: '系统管理' },
    children: [{ path: '/system/user', meta: { title: '用户管理' } }],
  };
  const otherSystem: AppRoute = { path: '/system', meta: { title: '系统设置' } };

  it('follow the route tree without a menu list', () => {
    expect(menuRoutes(undefined, [home, system])).toEqual([home, system]);
  });

  it('add 系统管理 from the route tree when a project context menu list leaves it out', () => {
    expect(menuRoutes([home], [home, system])).toEqual([home, system]);
  });

  it('add 项目管理 from the route tree, in its place, when a tenant context menu list leaves it out', () => {
    const project: AppRoute = { path: '/project', meta: { title: '项目管理' } };
    expect(menuRoutes([home, system], [home, project, system])).toEqual([home, project, system]);
    expect(menuRoutes([home], [home, project, system])).toEqual([home, project, system]);
  });

  it('keep the menu list when it has 系统管理, or the user may not open it', () => {
    expect(menuRoutes([home, otherSystem], [home, system])).toEqual([home, otherSystem]);
    expect(menuRoutes([home], [home])).toEqual([home]);
  });
});
