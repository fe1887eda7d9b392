// docs/requirements/session.md#logout, docs/requirements/session.md#user-info-checks session: login response and user-info checks, loading user and routes, logout.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '@/lib/navigation';
import { checkUserInfo, loadSession, loginWithPassword, logout, tokenFromLoginResponse } from '@/lib/session';
import { menuRoutes } from '@/lib/routes';
import { clearContext, context, setContext } from '@/stores/context';
import { routesState } from '@/stores/routes';
import { session, setToken } from '@/stores/user';
import type { ResponseData } from '@smartsite/api';

import { refused, stubApi } from './support/api-stub';

vi.mock('@/lib/notify', () => ({ toast: vi.fn(), alert: vi.fn(), confirm: vi.fn(), notify: vi.fn() }));
const userInfo: ResponseData<'getUserInfo'> = {
  id: 3,
  username: 'tenant',
  nickname: '租户管理员',
  avatar: '',
  userType: 'tenant',
  roles: ['tenant'],
  ability: ['dashboard'],
  tenantId: 2,
};
const loginAnswer = (token: string): ResponseData<'getAccessToken'> => ({
  token,
  tokenType: 'Bearer',
  expiresIn: 7200,
  userId: 3,
  username: 'tenant',
});
const routeList: ResponseData<'getRouterListV2'> = {
  list: [
    {
      path: '/',
      component: 'Layout',
      meta: { title: '首页' },
      children: [{ path: '/index', component: 'index', meta: { title: '项目概览' } }],
    },
    { path: '/system', component: 'Layout', meta: { title: '系统管理', roles: ['admin'] }, children: [] },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login response', () => {
  it('returns the token field', () => {
    expect(tokenFromLoginResponse({ token: 'abc', tokenType: 'Bearer' })).toBe('abc');
  });

  it('fails with 登录接口异常，未正确返回token... when the token is missing', () => {
    for (const data of [null, {}, { token: '' }, { accessToken: 'abc' }, { token: 42 }]) {
      expect(() => tokenFromLoginResponse(data)).toThrow('登录接口异常，未正确返回token...');
    }
  });
});

describe('user info check', () => {
  it('accepts well-formed user info and defaults missing lists', () => {
    expect(checkUserInfo(userInfo)).toMatchObject({ username: 'tenant', roles: ['tenant'] });
    expect(checkUserInfo({ id: 1, username: 'x' })).toMatchObject({ roles: [], ability: [] });
  });

  it.each([
    ['username', { username: 1 }],
    ['avatar', { avatar: {} }],
    ['nickname', { nickname: [] }],
    ['userType', { userType: 0 }],
    ['roles', { roles: 'admin' }],
    ['ability', { ability: { system: true } }],
  ])('rejects a non-%s of the wrong type with getUserInfo核心接口异常...', (_field, patch) => {
    expect(() => checkUserInfo({ ...userInfo, ...patch })).toThrow('getUserInfo核心接口异常，请检查返回JSON格式是否正确');
  });
});

describe('loading the session', () => {
  it('applies the user info, stores tenantId, loads the routes and filters them by role', async () => {
    setToken('abc');
    const calls = stubApi({ getUserInfo: userInfo, getRouterListV2: routeList, getMenuListV2: routeList });
    await loadSession();
    expect(session).toMatchObject({
      username: 'tenant',
      nickname: '租户管理员',
      userType: 'tenant',
      admin: false,
      roles: ['tenant'],
      ability: ['dashboard'],
    });
    expect(localStorage.getItem('tenantId')).toBe('2');
    expect(context.tenantId).toBe(2);
    expect(routesState.loaded).toBe(true);
    expect(routesState.list.map((route) => route.meta.title)).toEqual(['首页']);
    expect(calls.sentTo('getRouterListV2')).toEqual([{ tenantId: 2 }]);
  });

  it('fetches the v2 menu list with the stored context and keeps it for the menus (docs/requirements/access.md#menu-lists)', async () => {
    setToken('abc');
    setContext({ projectId: 4, menuType: 'project' });
    const menuList = { list: [{ path: '/', component: 'Layout', meta: { title: '首页' }, children: [] }] };
    const calls = stubApi({ getUserInfo: userInfo, getRouterListV2: routeList, getMenuListV2: menuList });
    await loadSession();
    expect(calls.sentTo('getMenuListV2')).toEqual([{ projectId: 4, type: 'project', tenantId: 2 }]);
    expect(routesState.menu?.map((route) => route.path)).toEqual(['/']);
    expect(routesState.list.map((route) => route.meta.title)).toEqual(['首页']);
  });

  it('a failed menu list leaves the menus to the route tree', async () => {
    stubApi({ getUserInfo: userInfo, getRouterListV2: routeList, getMenuListV2: refused(500, 'menu list failed') });
    await loadSession();
    expect(routesState.loaded).toBe(true);
    expect(routesState.menu).toBeUndefined();
  });

  it('rejects a router list that is not an array with 路由格式返回有误！', async () => {
    // A drifted backend: the answer's type says otherwise.
    stubApi({ getUserInfo: userInfo, getRouterListV2: { list: { path: '/' } } as never });
    await expect(loadSession()).rejects.toThrow('路由格式返回有误！');
  });

  it('rejects malformed user info before asking for routes', async () => {
    const calls = stubApi({ getUserInfo: { ...userInfo, roles: 'admin' } as never, getRouterListV2: routeList });
    await expect(loadSession()).rejects.toThrow('getUserInfo核心接口异常');
    expect([...calls.operations()]).toEqual(['getUserInfo']);
  });
});

describe('loading the session of a reload', () => {
  it('asks for the routes alongside the user info when the tenant is stored, and filters them by the roles', async () => {
    setToken('abc');
    setContext({ tenantId: 2 });
    let routesAskedBeforeUserInfoAnswered = false;
    const calls = stubApi({
      getUserInfo: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        routesAskedBeforeUserInfoAnswered = calls.operations().has('getRouterListV2');
        return userInfo;
      },
      getRouterListV2: routeList,
      getMenuListV2: routeList,
    });
    await loadSession();
    expect(routesAskedBeforeUserInfoAnswered).toBe(true);
    expect(calls.sentTo('getRouterListV2')).toEqual([{ tenantId: 2 }]);
    expect(routesState.list.map((route) => route.meta.title)).toEqual(['首页']);
  });

  it("keeps an admin's 项目管理 and 系统管理 in the menus after a reload in a tenant or a project context", async () => {
    const group = (path: string, title: string) => ({ path, component: 'Layout', meta: { title }, children: [] });
    const [home, project, system] = [group('/', '首页'), group('/project', '项目管理'), group('/system', '系统管理')];
    // As the server scopes them: a tenant context's menu list has no 项目管理, a project context's no 系统管理.
    const menuOf = { tenant: [home, system], project: [home, project] };
    for (const menuType of ['tenant', 'project'] as const) {
      setToken('abc');
      setContext({ tenantId: 1, menuType, ...(menuType === 'project' ? { projectId: 1 } : {}) });
      const calls = stubApi({
        getUserInfo: { ...userInfo, userType: 'system', roles: ['admin'], tenantId: 1 },
        getRouterListV2: { list: [home, project, system] },
        getMenuListV2: { list: menuOf[menuType] },
      });
      await loadSession();
      expect(calls.sentTo('getMenuListV2')[0]).toMatchObject({ type: menuType });
      const menus = menuRoutes(routesState.menu, routesState.list);
      expect(
        menus.map((route) => route.meta.title),
        menuType,
      ).toEqual(['首页', '项目管理', '系统管理']);
      clearContext('projectId', 'menuType');
    }
  });

  it('fails with the user info when both fail, leaving no unhandled rejection', async () => {
    setToken('abc');
    setContext({ tenantId: 2 });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    stubApi({ getUserInfo: { ...userInfo, roles: 'admin' } as never, getRouterListV2: refused(500, 'routes failed') });
    await expect(loadSession()).rejects.toThrow('getUserInfo核心接口异常');
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('login', () => {
  it('stores the token under access_token and loads the user and routes before resolving', async () => {
    stubApi({ getAccessToken: loginAnswer('jwt-1'), getUserInfo: userInfo, getRouterListV2: routeList, getMenuListV2: routeList });
    await loginWithPassword('tenant', 'tenant123');
    expect(localStorage.getItem('access_token')).toBe('jwt-1');
    expect(session.username).toBe('tenant');
    expect(routesState.loaded).toBe(true);
  });

  it('sends the session calls with the new token before the store (which the guard watches) has it', async () => {
    const tokensSeen: (string | null)[] = [];
    const calls = stubApi({
      getAccessToken: loginAnswer('jwt-3'),
      getUserInfo: () => (tokensSeen.push(context.token || null), userInfo),
      getRouterListV2: routeList,
      getMenuListV2: routeList,
    });
    const fetchStub = vi.mocked(fetch);
    await loginWithPassword('tenant', 'tenant123');
    const sentAuth = fetchStub.mock.calls.map(([request]) => (request as Request).headers.get('Authorization'));
    expect(sentAuth).toEqual([null, 'Bearer jwt-3', 'Bearer jwt-3', 'Bearer jwt-3']);
    expect(tokensSeen).toEqual([null]);
    expect(calls.sentTo('getRouterListV2')).toEqual([{ tenantId: 2 }]);
    expect(context.token).toBe('jwt-3');
  });

  it('a malformed user info fails the login and leaves no half-made session', async () => {
    stubApi({ getAccessToken: loginAnswer('jwt-2'), getUserInfo: { ...userInfo, ability: 'dashboard' } as never });
    await expect(loginWithPassword('tenant', 'tenant123')).rejects.toThrow('getUserInfo核心接口异常');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(context.token).toBe('');
    expect(routesState.loaded).toBe(false);
  });

  it('a login response without token fails with 登录接口异常，未正确返回token...', async () => {
    const calls = stubApi({ getAccessToken: { tokenType: 'Bearer' } as never, getUserInfo: userInfo });
    await expect(loginWithPassword('admin', 'admin123')).rejects.toThrow('登录接口异常，未正确返回token...');
    expect([...calls.operations()]).toEqual(['getAccessToken']);
  });
});

describe('logout', () => {
  it('clears projectName, tenantId and menuType, resets the user and goes to /login remembering the path', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.location.hash = '#/project/list?page=3';
    setToken('abc');
    setContext({ projectId: 5, projectName: '甲', tenantId: 2, menuType: 'project' });
    const calls = stubApi({ logout: null });
    await logout();
    expect(calls.sentTo('logout')).toEqual([{ tenantId: 2 }]);
    expect(['projectName', 'tenantId', 'menuType', 'access_token'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('projectId')).toBe('5');
    expect(context.token).toBe('');
    expect(session).toMatchObject({ username: '游客', nickname: '游客', userType: 'system', userId: 0, roles: [], ability: [] });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fproject%2Flist%3Fpage%3D3', { replace: true });
    registerNavigator(undefined);
  });
});
