// The mock server's control endpoints (/__mock/*, mock-server/src/routes/mock-control.ts), same origin as
// this page, and the one-click login into the frontend.
import { removeItems, writeItem } from '@/lib/storage';

export interface ControlState {
  accounts: { username: string; password: string; role: string }[];
  scenario: string | null;
  scenarios: { name: string; meaning: string }[];
  latencyMs: number;
  clock: { value: string; mode: 'real' | 'time-of-day' | 'frozen'; timeZone: string; now: string; today: string };
  requests: { at: string; operation: string; method: string; status: number; ms: number; scenario: string | null }[];
}

interface Envelope<T> {
  code: number;
  msg: string;
  success: boolean;
  data: T;
}

/** Calls a control endpoint; rejects with the server's message. */
export async function control<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope?.success) throw new Error(envelope?.msg || `${method} ${path}: HTTP ${response.status}`);
  return envelope.data;
}

export const STATE_PATH = '/__mock/state';

/** The frontend's tab: logins from this page open there, so the page stays open beside it. */
export const FRONTEND_WINDOW = 'smartsite-frontend';

/** Logs in as the account and opens the frontend with that session (its own storage keys, as the login page does). */
export async function loginAs(username: string, password: string): Promise<void> {
  const { token } = await control<{ token: string }>('POST', '/api/getAccessToken', { username, password });
  removeItems('token', 'userInfo', 'tenantId', 'projectId', 'projectName', 'menuType');
  writeItem('token', token);
  window.open('/', FRONTEND_WINDOW);
}
