// Every journey in a workspace of its own (issue 38): made from the seed through the control API before the
// journey's browser context opens, sent by that context on every request (extraHTTPHeaders), deleted afterwards.
// So a journey that sets a scenario, the demo clock or changes data affects no other, and the journeys run on
// several workers against one server. The journey's direct calls (api.ts, register.ts, scenarios.ts) add it too.
// A share link's viewer (a fresh context) sends none: the mock finds the link's workspace from its token, as for a TV.
import { createHash } from 'node:crypto';
import type { TestInfo } from '@playwright/test';

export const WORKSPACE_HEADER = 'x-mock-workspace';

/** The workspace of the journey running in this worker (one at a time per worker), undefined outside one. */
let current: string | undefined;

/** The header for a direct call of the running journey (empty when it has no workspace). */
export const workspaceHeaders = (): Record<string, string> => (current ? { [WORKSPACE_HEADER]: current } : {});

/**
 * e2e-<worker>-<digest of the test id>-<retry>: unique per journey and attempt, within the 40 characters allowed. The
 * test id is "<file id>-<test hash>", so a prefix of it would name every journey of a file alike.
 */
function nameOf(testInfo: TestInfo): string {
  const id = createHash('sha256').update(testInfo.testId).digest('hex').slice(0, 20);
  return `e2e-${testInfo.workerIndex}-${id}-${testInfo.retry}`;
}

async function control(baseUrl: string, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const token = process.env.MOCK_CONTROL_TOKEN;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { 'x-mock-control-token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
}

/** Makes the journey's workspace from the seed, runs it, and deletes it (whatever the journey's outcome). */
export async function inOwnWorkspace(baseUrl: string, testInfo: TestInfo, use: (name: string) => Promise<void>): Promise<void> {
  const name = nameOf(testInfo);
  await control(baseUrl, 'POST', '/__mock/workspaces', { name, from: { seed: true } });
  current = name;
  try {
    await use(name);
  } finally {
    current = undefined;
    await control(baseUrl, 'DELETE', `/__mock/workspaces/${name}`);
  }
}
