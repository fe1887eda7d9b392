// @vitest-environment node
// docs/requirements/session.md#navigation-guard navigation guard: every branch, with injected state and actions.
import { describe, expect, it, vi } from 'vitest';
import { decideImmediately, decideNavigation, isWhitelisted, type GuardContext } from '@/lib/guard';
import { publicDisplayPaths, whitelist } from '@/config/routes';

type Overrides = Partial<Omit<GuardContext, 'settings'>> & {
  token?: boolean;
  loaded?: boolean;
  settings?: Partial<GuardContext['settings']>;
};

function context({ token = false, loaded = false, settings, ...actions }: Overrides = {}) {
  const state = { token, loaded };
  const ctx: GuardContext = {
    settings: {
      loginInterception: true,
      visitMode: false,
      recordRoute: true,
      whitelist: ['/login', '/register', '/404', '/tv/labour'],
      ...settings,
    },
    hasToken: () => state.token,
    routesLoaded: () => state.loaded,
    loadSession: vi.fn(async () => {
      state.loaded = true;
    }),
    loadVisitRoutes: vi.fn(async () => {
      state.loaded = true;
    }),
    resetSession: vi.fn(() => {
      state.token = false;
      state.loaded = false;
    }),
    reportSessionFailure: vi.fn(),
    ...actions,
  };
  return { ctx, state };
}

describe('navigation guard', () => {
  it('token and routes: /login goes to /, other paths proceed', async () => {
    const { ctx } = context({ token: true, loaded: true });
    expect(await decideNavigation('/login', '/login', ctx)).toEqual({ type: 'redirect', to: '/', reason: 'logged-in' });
    expect(await decideNavigation('/system/user', '/system/user?page=2', ctx)).toEqual({ type: 'proceed' });
    expect(ctx.loadSession).not.toHaveBeenCalled();
  });

  it('token without routes: loads the session, then retries the navigation', async () => {
    const { ctx } = context({ token: true, loaded: false });
    expect(decideImmediately('/index', '/index', ctx)).toEqual({ type: 'load-session' });
    expect(await decideNavigation('/index', '/index', ctx)).toEqual({ type: 'proceed' });
    expect(ctx.loadSession).toHaveBeenCalledOnce();
    const again = context({ token: true, loaded: false });
    expect(await decideNavigation('/login', '/login', again.ctx)).toEqual({ type: 'redirect', to: '/', reason: 'logged-in' });
  });

  it('token without routes: a failing session load resets everything, reports why and goes to login', async () => {
    const failure = new Error('getUserInfo核心接口异常，请检查返回JSON格式是否正确');
    const { ctx, state } = context({ token: true, loaded: false, loadSession: vi.fn(async () => Promise.reject(failure)) });
    const decision = await decideNavigation('/system/user', '/system/user', ctx);
    expect(ctx.resetSession).toHaveBeenCalledOnce();
    expect(ctx.reportSessionFailure).toHaveBeenCalledExactlyOnceWith(failure);
    expect(state.token).toBe(false);
    expect(decision).toEqual({ type: 'redirect', to: '/login?redirect=%2Fsystem%2Fuser', reason: 'session-failed' });
  });

  it('no token: whitelisted paths proceed', async () => {
    const { ctx } = context();
    for (const path of ['/login', '/register', '/404', '/tv/labour'])
      expect(await decideNavigation(path, path, ctx)).toEqual({ type: 'proceed' });
    expect(ctx.loadVisitRoutes).not.toHaveBeenCalled();
  });

  it('no token: whitelist patterns match their concrete paths, and nothing more', () => {
    expect(isWhitelisted('/towerCraneQunTaBim/7', ['/towerCraneQunTaBim/:deviceId'])).toBe(true);
    expect(isWhitelisted('/towerCraneQunTaBim', ['/towerCraneQunTaBim/:deviceId'])).toBe(false);
    expect(isWhitelisted('/tv/labour/extra', ['/tv/labour'])).toBe(false);
  });

  it('every public display page needs no login (docs/requirements/access.md#no-login-whitelist)', () => {
    for (const path of publicDisplayPaths) expect(isWhitelisted(path.replace(':deviceId', '3'), whitelist), path).toBe(true);
    expect(isWhitelisted('/system/user', whitelist)).toBe(false);
  });

  it('no token, visit mode on: whitelisted paths build routes in visit mode first', async () => {
    const { ctx } = context({ settings: { visitMode: true } });
    expect(decideImmediately('/tv/labour', '/tv/labour', ctx)).toEqual({ type: 'load-visit-routes' });
    expect(await decideNavigation('/tv/labour', '/tv/labour', ctx)).toEqual({ type: 'proceed' });
    expect(ctx.loadVisitRoutes).toHaveBeenCalledOnce();
  });

  it('no token: other paths go to /login with ?redirect= of the full path, except from /', async () => {
    const { ctx } = context();
    expect(await decideNavigation('/system/user', '/system/user?page=2', ctx)).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2',
      reason: 'login',
    });
    expect(await decideNavigation('/', '/', ctx)).toEqual({ type: 'redirect', to: '/login', reason: 'login' });
  });

  it('no token, route recording off: /login without redirect', async () => {
    const { ctx } = context({ settings: { recordRoute: false } });
    expect(await decideNavigation('/system/user', '/system/user', ctx)).toEqual({ type: 'redirect', to: '/login', reason: 'login' });
  });

  it('login interception off: everyone counts as logged in', async () => {
    const { ctx } = context({ settings: { loginInterception: false } });
    expect(await decideNavigation('/system/user', '/system/user', ctx)).toEqual({ type: 'proceed' });
    expect(ctx.loadSession).toHaveBeenCalledOnce();
  });
});
