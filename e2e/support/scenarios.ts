// Mock-server scenarios for one page only: the x-mock-scenario header is added to the matching requests of this
// page, so no other journey (or engineer) sees the server misbehave.
import type { Page } from '@playwright/test';
import { workspaceHeaders } from './workspace';

/**
 * The journey's workspace, and the control token for a reused server that asks for one (E2E_BASE_URL with
 * MOCK_CONTROL_TOKEN): the server the run starts listens on loopback, where the mock's control features need no token.
 */
export const controlHeaders = (): Record<string, string> => ({
  ...workspaceHeaders(),
  ...(process.env.MOCK_CONTROL_TOKEN ? { 'x-mock-control-token': process.env.MOCK_CONTROL_TOKEN } : {}),
});

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
    (route) => route.continue({ headers: { ...route.request().headers(), ...controlHeaders(), 'x-mock-scenario': scenario } }),
  );
}

export async function clearScenarios(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}
