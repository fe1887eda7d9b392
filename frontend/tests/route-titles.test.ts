// @vitest-environment node
// Route titles per language: zh shows the server's Chinese titles; en renders known routes in English (by route
// name, else by the Chinese title of the shell's tree) and keeps the server's title for routes it does not know.
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '@/config/routes';
import { routeTitle } from '@/lib/route-titles';
import { breadcrumbTitles, buildMenu } from '@/lib/routes';

describe('routeTitle', () => {
  it('shows the server title in Chinese, even for a route en knows', () => {
    expect(routeTitle({ name: 'SystemUser', title: '用户管理' }, 'zh')).toBe('用户管理');
    expect(routeTitle({ name: 'SystemUser', title: '账号管理' }, 'zh')).toBe('账号管理');
  });

  it('renders a known route name in English', () => {
    expect(routeTitle({ name: 'SystemUser', title: '用户管理' }, 'en')).toBe('Users');
    expect(routeTitle({ name: 'Index', title: '项目概览' }, 'en')).toBe('Project overview');
  });

  it('finds a route by its Chinese title when its name is missing or unknown', () => {
    expect(routeTitle({ title: '工程视图' }, 'en')).toBe('Engineering view');
    expect(routeTitle({ name: '/project/contract', title: '合同管理' }, 'en')).toBe('Contracts');
  });

  it("keeps the server's Chinese title for a route no locale knows", () => {
    expect(routeTitle({ name: 'SafetyPatrol', title: '安全巡查' }, 'en')).toBe('安全巡查');
    expect(routeTitle({ title: '安全巡查' }, 'en')).toBe('安全巡查');
  });
});

describe('menus and breadcrumb in English', () => {
  it('titles every visible menu item of the shell tree in English', () => {
    const menu = buildMenu(staticRoutes, 'en');
    expect(menu.map((item) => item.title)).toEqual(['Home', 'Projects', 'System']);
    expect(menu[2]!.children!.map((item) => item.title)).toEqual(['Users', 'Organisation', 'Customisation', 'Tenants', 'Authorisation']);
    const titles = (items: typeof menu): string[] => items.flatMap((item) => [item.title, ...titles(item.children ?? [])]);
    expect(titles(menu).filter((title) => /[\u4e00-\u9fff]/.test(title))).toEqual([]);
  });

  it('chains English titles from the first level to the page', () => {
    expect(breadcrumbTitles(staticRoutes, '/system/user', 'en').map((crumb) => crumb.title)).toEqual(['System', 'Users']);
  });
});
