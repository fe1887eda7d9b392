// Reset of docs/requirements/session.md#reset: guest identity, no roles or abilities, no routes, no visited tabs, no token; and the
// theme drawer closed, so the next session's shell does not start with it open.
import { resetRoutes } from './routes';
import { resetTabs } from './tabs';
import { closeThemeDrawer } from './theme-drawer';
import { resetUser } from './user';

export function resetSessionState(): void {
  resetUser();
  resetRoutes();
  resetTabs();
  closeThemeDrawer();
}
