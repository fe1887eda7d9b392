// JSON calls of the scripts against a running server: the envelope, and logging in.
interface Envelope<T = unknown> {
  code: number;
  msg: string;
  success: boolean;
  data: T;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export async function postJson<T = unknown>(baseUrl: string, path: string, body: unknown, token?: string): Promise<Answer<T>> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Logs in with username and password; throws unless the server answers a token. */
export async function login(baseUrl: string, account: { username: string; password: string }): Promise<string> {
  const answer = await postJson<{ token?: string }>(baseUrl, '/api/getAccessToken', {
    username: account.username,
    password: account.password,
  });
  const token = answer.body.data?.token;
  if (answer.status !== 200 || !token) throw new Error(`login of ${account.username} failed: HTTP ${answer.status} ${answer.body.msg}`);
  return token;
}
