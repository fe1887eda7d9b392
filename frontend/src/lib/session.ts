// Session actions (docs/requirements/session.md#login, docs/requirements/session.md#navigation-guard, docs/requirements/session.md#logout): login, loading the user and routes, logout. Shared by the auth pages, the
// guard, the navigation bars and the dashboards.
import { staticRoutes, loginPath } from '@/config/routes';
import { sessionSettings } from '@/config/settings';
import { clearContext, context, currentScope } from '@/stores/context';
import { setRoutes } from '@/stores/routes';
import { resetSessionState } from '@/stores/reset';
import { applyUserInfo, applyVirtualUser, session, setToken, type UserInfo } from '@/stores/user';
import { callOperation, send, type Scope } from './api';
import { t } from './i18n';
import { sentId } from './ids';
import { navigateTo, loginRoute, currentRoute } from './navigation';
import { filterRoutesByAccess, normalizeRoutes, validateRouteList, type AppRoute } from './routes';

/** The login response field holding the token. */
const TOKEN_FIELD = 'token';

/** 登录接口异常，未正确返回token... when the login response has no token (docs/requirements/session.md#login). */
export function tokenFromLoginResponse(data: unknown): string {
  const token = data && typeof data === 'object' ? (data as Record<string, unknown>)[TOKEN_FIELD] : undefined;
  if (typeof token !== 'string' || token === '') throw new Error(t('errors.badLoginResponse', { field: TOKEN_FIELD }));
  return token;
}

/**
 * getUserInfo核心接口异常... when username, avatar, nickname or userType is present and not a string, or roles
 * or ability present and not an array (docs/requirements/session.md#user-info-checks).
 */
export function checkUserInfo(data: unknown): UserInfo {
  const fail = () => new Error(t('errors.badUserInfo'));
  if (!data || typeof data !== 'object') throw fail();
  const info = data as Record<string, unknown>;
  const textFields = ['username', 'avatar', 'nickname', 'userType'];
  if (textFields.some((field) => info[field] !== undefined && typeof info[field] !== 'string')) throw fail();
  if (['roles', 'ability'].some((field) => info[field] !== undefined && !Array.isArray(info[field]))) throw fail();
  return { roles: [], ability: [], avatar: '', ...(info as Partial<UserInfo>) } as UserInfo;
}

/**
 * Stores the token, then loads the user and routes before the login page moves on, so a malformed user info or
 * route list is reported on the login page (and the half-made session is reset) instead of after a redirect.
 */
async function startSession(token: string): Promise<void> {
  // A new login starts in the user's own tenant (it is stored again from the user info).
  clearContext('tenantId');
  // The calls are sent with the new token; the store (which the guard watches) gets it only once the session is
  // complete, so the guard does not load the same session a second time meanwhile.
  try {
    await loadSession(token);
  } catch (error) {
    resetSessionState();
    throw error;
  }
  setToken(token);
}

export async function loginWithPassword(username: string, password: string): Promise<void> {
  const data = await callOperation('getAccessToken', { username, password });
  await startSession(tokenFromLoginResponse(data));
}

export async function sendSmsCode(phone: string): Promise<void> {
  await callOperation('sendLoginMsgCode', { phone });
}

export async function loginWithPhone(phone: string, code: string): Promise<void> {
  const data = await callOperation('savePhonePassword', { phone, code });
  await startSession(tokenFromLoginResponse(data));
}

/**
 * The session store's scope, with the token of a login still loading its session (not yet in the store), read
 * at each call: the tenant may have come with the user info meanwhile.
 */
function scopeWith(token: string | undefined): Scope {
  return token ? { ...currentScope(), token } : currentScope();
}

/**
 * The menu list of the caller's roles (docs/requirements/access.md#menu-lists): the first navigation bar asks for the menu list, the second
 * and third for the v2 list with the session store's project (if any) and type (menuType).
 */
async function fetchMenuList(token?: string): Promise<unknown> {
  if (sessionSettings.navBarVersion === 'v1') return (await send('getMenuList', undefined, scopeWith(token))).list;
  const { projectId, menuType } = context;
  const body = { ...(projectId ? { projectId: sentId(projectId) } : {}), ...(menuType ? { type: menuType } : {}) };
  return (await send('getMenuListV2', body, scopeWith(token))).list;
}

/** The route list and menu list as the server sent them (the static list without login interception). */
interface RawRoutes {
  routes: unknown;
  menu: unknown;
}

async function fetchRoutes(token?: string): Promise<RawRoutes> {
  // Without login interception there is no token to ask the server with: the static list serves.
  const fromServer = sessionSettings.authentication === 'all' && sessionSettings.loginInterception;
  if (!fromServer) return { routes: staticRoutes, menu: undefined };
  const [routes, menu] = await Promise.all([
    send('getRouterListV2', undefined, scopeWith(token)).then((data) => data.list as unknown),
    fetchMenuList(token).catch(() => undefined),
  ]);
  return { routes, menu };
}

/** Checks the lists, filters them by role (the user's roles must be applied first) and stores them. */
function applyRoutes({ routes, menu }: RawRoutes, options: { visit?: boolean } = {}): AppRoute[] {
  const byAccess = (list: AppRoute[]) => (sessionSettings.rolesControl && !options.visit ? filterRoutesByAccess(list, session) : list);
  const filtered = byAccess(normalizeRoutes(validateRouteList(routes)));
  const menuRoutes = menu === undefined ? undefined : byAccess(normalizeRoutes(validateRouteList(menu)));
  setRoutes(filtered, menuRoutes);
  return filtered;
}

/**
 * The route tree for this user: from the server in mode 'all', else the static list; filtered by role. From the
 * server, the menus are built from the menu list; when that call fails (its message shown) they follow the tree.
 */
export async function loadRoutes(options: { visit?: boolean } = {}): Promise<AppRoute[]> {
  return applyRoutes(await fetchRoutes(), options);
}

/**
 * Token present (a login passes its own, not yet in the store), routes not loaded: user info (or virtual roles with
 * interception off), then routes. When the tenant is already stored (a reload or a new tab, not a fresh login,
 * where the user info stores it) the route calls do not depend on the user info, so all three go out at once: one
 * round trip instead of two.
 */
export async function loadSession(token?: string): Promise<void> {
  if (!sessionSettings.loginInterception) {
    applyVirtualUser(sessionSettings.fullAccessWithoutLogin);
    await loadRoutes();
    return;
  }
  const routesAlongside = context.tenantId === undefined ? undefined : fetchRoutes(token);
  // Its failure counts only once the user info has loaded (below); a failing user info ends the session first.
  routesAlongside?.catch(() => undefined);
  applyUserInfo(checkUserInfo(await send('getUserInfo', undefined, scopeWith(token))));
  applyRoutes(await (routesAlongside ?? fetchRoutes(token)));
}

/**
 * Logout (docs/requirements/session.md#logout): tells the server (quietly; an expired token must not stop the user leaving), clears
 * projectName, tenantId and menuType, resets the session and goes to /login remembering the current path.
 */
export async function logout(rememberPath = true): Promise<void> {
  const from = currentRoute();
  if (context.token) await callOperation('logout', {}, { quiet: true }).catch(() => undefined);
  clearContext('projectName', 'tenantId', 'menuType');
  resetSessionState();
  navigateTo(rememberPath ? loginRoute(from) : loginPath, { replace: true });
}
