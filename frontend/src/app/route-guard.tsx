// The navigation guard of docs/requirements/session.md#navigation-guard in the router: decides on every location change (lib/guard), shows a
// loading state while the session loads, and drives the progress bar.
import { Spin } from '@douyinfe/semi-ui-19';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { whitelist } from '@/config/routes';
import { sessionSettings } from '@/config/settings';
import { inNextTask } from '@/lib/after-paint';
import { showUnshownFailure } from '@/lib/api';
import { decideImmediately, decideNavigation, type GuardContext, type GuardDecision } from '@/lib/guard';
import { startProgress, stopProgress } from '@/lib/progress';
import { loadRoutes, loadSession } from '@/lib/session';
import { routesState } from '@/stores/routes';
import { resetSessionState } from '@/stores/reset';
import { settings } from '@/stores/settings';
import { context } from '@/stores/context';
import { displayShare } from '@/stores/user';

const guardContext: GuardContext = {
  settings: { ...sessionSettings, whitelist },
  // A display-share token is no user session: it opens only the public boards, like no token at all.
  hasToken: () => Boolean(context.token) && !displayShare.current,
  routesLoaded: () => routesState.loaded,
  loadSession: () => loadSession(),
  loadVisitRoutes: () => loadRoutes({ visit: true }).then(() => undefined),
  resetSession: resetSessionState,
  reportSessionFailure: showUnshownFailure,
};

export function RouteGuard({ children, preloadRoute }: { children: ReactNode; preloadRoute?: (pathname: string) => void }) {
  const location = useLocation();
  const fullPath = location.pathname + location.search;
  // Re-decide when the session or routes change (login, logout, a 401 reset), not only on navigation.
  const { token } = useSnapshot(context);
  const { loaded } = useSnapshot(routesState);
  const immediate = decideImmediately(location.pathname, fullPath, guardContext);
  const [pending, setPending] = useState<{ path: string; decision: GuardDecision } | undefined>();

  useEffect(() => {
    if (settings.theme.showProgressBar) startProgress();
    return () => stopProgress();
  }, [fullPath]);

  const needsLoading = immediate.type === 'load-session' || immediate.type === 'load-visit-routes';
  useEffect(() => {
    if (!needsLoading) return;
    let current = true;
    void decideNavigation(location.pathname, fullPath, guardContext).then((decision) => {
      if (current) setPending({ path: fullPath, decision });
    });
    // The page's chunks load beside the session calls rather than after them, started in a task of their own: in
    // the one task of the first render's effects, adding their preload links made it the load's longest on a phone.
    const cancelPreload = inNextTask(() => preloadRoute?.(location.pathname));
    return () => {
      current = false;
      cancelPreload();
    };
  }, [needsLoading, fullPath, location.pathname, token, loaded, preloadRoute]);

  useEffect(() => {
    if (!needsLoading) stopProgress();
  });

  const decision = needsLoading ? (pending?.path === fullPath ? pending.decision : undefined) : immediate;
  if (!decision) {
    return (
      <div className="page-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
