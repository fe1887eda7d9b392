// The navigation guard of docs/requirements/session.md#navigation-guard as one function over injected state and actions, so every branch is
// testable without a router.
import { matchPath } from 'react-router-dom';
import { loginPath } from '@/config/routes';

interface GuardSettings {
  loginInterception: boolean;
  visitMode: boolean;
  recordRoute: boolean;
  whitelist: readonly string[];
}

export interface GuardContext {
  settings: GuardSettings;
  hasToken: () => boolean;
  routesLoaded: () => boolean;
  /** User info (or virtual roles) and routes; rejects on failure. */
  loadSession: () => Promise<void>;
  /** Routes for anonymous visitors of whitelisted pages. */
  loadVisitRoutes: () => Promise<void>;
  /** Reset of all user state (failure while loading the session). */
  resetSession: () => void;
  /** Tells the user why the session failed to load (docs/requirements/session.md#user-info-checks: e.g. getUserInfo核心接口异常...). */
  reportSessionFailure: (error: unknown) => void;
}

export type GuardDecision = { type: 'proceed' } | { type: 'redirect'; to: string; reason?: 'session-failed' | 'login' | 'logged-in' };

/** The target of a guest sent to login: ?redirect= only when recording routes and not coming from / (or /login). */
function loginRedirect(fullPath: string, recordRoute: boolean, pathname: string): string {
  return recordRoute && pathname !== '/' && pathname !== loginPath ? `${loginPath}?redirect=${encodeURIComponent(fullPath)}` : loginPath;
}

/** Whether a path needs no login; whitelist entries may be route patterns such as /towerCraneQunTaBim/:deviceId. */
export function isWhitelisted(pathname: string, whitelist: readonly string[]): boolean {
  return whitelist.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** What the guard can tell without waiting: a decision, or that the session (or visit routes) must load first. */
export type ImmediateDecision = GuardDecision | { type: 'load-session' } | { type: 'load-visit-routes' };

/**
 * Token and routes: /login goes to /, the rest proceeds. Token without routes: load the session first. No token:
 * whitelisted paths proceed (after building visit routes in visit mode), others go to login. With login
 * interception off everyone counts as logged in.
 */
export function decideImmediately(
  pathname: string,
  fullPath: string,
  context: Pick<GuardContext, 'settings' | 'hasToken' | 'routesLoaded'>,
): ImmediateDecision {
  const { settings } = context;
  if (!settings.loginInterception || context.hasToken()) {
    if (!context.routesLoaded()) return { type: 'load-session' };
    return pathname === loginPath ? { type: 'redirect', to: '/', reason: 'logged-in' } : { type: 'proceed' };
  }
  if (isWhitelisted(pathname, settings.whitelist)) {
    return settings.visitMode && !context.routesLoaded() ? { type: 'load-visit-routes' } : { type: 'proceed' };
  }
  return { type: 'redirect', to: loginRedirect(fullPath, settings.recordRoute, pathname), reason: 'login' };
}

/**
 * The whole guard: decides, loads what is missing (retrying the navigation); when the session fails to load it
 * resets it, reports why and goes to login.
 */
export async function decideNavigation(pathname: string, fullPath: string, context: GuardContext): Promise<GuardDecision> {
  const first = decideImmediately(pathname, fullPath, context);
  if (first.type === 'load-visit-routes') {
    await context.loadVisitRoutes().catch(() => undefined);
    return { type: 'proceed' };
  }
  if (first.type !== 'load-session') return first;
  try {
    await context.loadSession();
  } catch (error) {
    context.resetSession();
    context.reportSessionFailure(error);
    return { type: 'redirect', to: loginRedirect(fullPath, context.settings.recordRoute, pathname), reason: 'session-failed' };
  }
  const retried = decideImmediately(pathname, fullPath, context);
  return retried.type === 'proceed' || retried.type === 'redirect' ? retried : { type: 'proceed' };
}
