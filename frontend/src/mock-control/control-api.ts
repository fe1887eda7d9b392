// The mock server's control endpoints (/__mock/*, mock-server/src/routes/mock-control.ts), same origin as
// this page, and the one-click login into the frontend.
import { clearContext, context } from '@/stores/context';
import { removeItems } from '@/lib/storage';

export interface ControlState {
  accounts: { username: string; password: string; role: string }[];
  scenario: string | null;
  scenarios: { name: string; meaning: string }[];
  latencyMs: number;
  clock: { value: string; mode: 'real' | 'time-of-day' | 'frozen'; timeZone: string; now: string; today: string };
  requests: { at: string; operation: string; method: string; status: number; ms: number; scenario: string | null; answeredBy?: string }[];
}

interface Envelope<T> {
  code: number;
  msg: string;
  success: boolean;
  data: T;
}

/** A control call the server refused or failed, with its HTTP status (403: the control token is missing or wrong). */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

// Off loopback the server asks for its control token (printed in its log at start); kept for this tab only.
const CONTROL_TOKEN_HEADER = 'x-mock-control-token';
const TOKEN_KEY = 'mock-control-token';

export const setControlToken = (token: string) => sessionStorage.setItem(TOKEN_KEY, token.trim());

// The workspace this page acts on (issue 38): its scenario, clock, latency, data and logins. Kept for this tab
// only, so two presenters' tabs can each drive their own.
const WORKSPACE_HEADER = 'x-mock-workspace';
const WORKSPACE_KEY = 'mock-control-workspace';
export const DEFAULT_WORKSPACE = 'default';
export const WORKSPACES_PATH = '/__mock/workspaces';

export const currentWorkspace = () => sessionStorage.getItem(WORKSPACE_KEY) ?? DEFAULT_WORKSPACE;
export const setWorkspace = (name: string) =>
  name === DEFAULT_WORKSPACE ? sessionStorage.removeItem(WORKSPACE_KEY) : sessionStorage.setItem(WORKSPACE_KEY, name);

export interface Workspace {
  name: string;
  /** Null for the default workspace, which was never made nor is tracked. */
  createdAt: string | null;
  lastUsedAt: string | null;
  sizeBytes: number;
  source: string;
}

export interface Snapshot {
  name: string;
  createdAt: string;
  sizeBytes?: number;
}

/** A workspace is made from the seed, from another one's current state, or from one of its snapshots. */
export type WorkspaceSource = { seed: true } | { workspace: string } | { workspace: string; snapshot: string };

/** Calls a control endpoint; rejects with the server's message. */
export async function control<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const workspace = currentWorkspace();
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token && path.startsWith('/__mock/') ? { [CONTROL_TOKEN_HEADER]: token } : {}),
    // Managing workspaces names them in the path: the header would make the list fail once the chosen one is deleted.
    ...(workspace !== DEFAULT_WORKSPACE && !path.startsWith(WORKSPACES_PATH) ? { [WORKSPACE_HEADER]: workspace } : {}),
  };
  const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope?.success)
    throw new ControlError(envelope?.msg || `${method} ${path}: HTTP ${response.status}`, response.status);
  return envelope.data;
}

export const STATE_PATH = '/__mock/state';

/** The frontend's tab: logins from this page open there, so the page stays open beside it. */
const FRONTEND_WINDOW = 'smartsite-frontend';

/**
 * Logs in as the account in the page's workspace and opens the frontend with that session (its own storage keys,
 * as the login page does). The token is bound to the workspace, so the frontend's requests, which carry no
 * workspace header, are served there; each workspace gets its own tab.
 */
export async function loginAs(username: string, password: string): Promise<void> {
  const { token } = await control<{ token: string }>('POST', '/api/getAccessToken', { username, password });
  // The session store of this page persists what the frontend's tab reads at its boot.
  clearContext('tenantId', 'projectId', 'projectName', 'menuType');
  context.token = token;
  removeItems('userInfo');
  const workspace = currentWorkspace();
  window.open('/', workspace === DEFAULT_WORKSPACE ? FRONTEND_WINDOW : `${FRONTEND_WINDOW}-${workspace}`);
}
