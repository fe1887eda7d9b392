// Direct calls to the server under test, for a journey's setup and cleanup (what the user does goes through the
// browser), in the journey's workspace. Envelope failures throw with the server's message.
import type { Account } from './accounts';
import { workspaceHeaders } from './workspace';

interface Envelope<T> {
  code: number;
  msg: string;
  success: boolean;
  data: T;
}

/** POST with a JSON body, or GET when body is undefined. */
export async function callApi<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...workspaceHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A session for direct calls: the token and the tenant the browser would send as tenantId. */
export async function apiLogin(baseUrl: string, account: Account): Promise<{ token: string; tenantId: number }> {
  const { token } = await callApi<{ token: string }>(baseUrl, '/api/getAccessToken', {
    username: account.username,
    password: account.password,
  });
  const { tenantId } = await callApi<{ tenantId: number }>(baseUrl, '/api/authUser/info', undefined, token);
  return { token, tenantId };
}
