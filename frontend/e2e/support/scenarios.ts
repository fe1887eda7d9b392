// Mock-server scenarios for one page only: the x-mock-scenario header is added to the matching requests of this
// page, so no other journey (or engineer) sees the server misbehave.
import type { Page } from 'playwright-core';

export type ScenarioName =
  | 'expired-token'
  | 'forbidden'
  | 'server-error'
  | 'bad-gateway'
  | 'timeout'
  | 'module-expired'
  | 'malformed-login'
  | 'malformed-userinfo'
  | 'ids-as-strings'
  | `slow:${number}`
  | `code:${number}`;

/** Requests whose path starts with `pathPrefix` (default every API call) get the scenario until cleared. */
export async function applyScenario(page: Page, scenario: ScenarioName, pathPrefix = '/api/'): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(pathPrefix),
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': scenario } }),
  );
}

export async function clearScenarios(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}
