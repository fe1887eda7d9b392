// Reset of spec 01 §4: guest identity, no roles or abilities, no routes, no visited tabs, no token.
import { resetRoutes } from './routes';
import { resetTabs } from './tabs';
import { resetUser } from './user';

export function resetSessionState(): void {
  resetUser();
  resetRoutes();
  resetTabs();
}
