// Who hybrid mode answers for, on a real listening server with a second mock on loopback as the upstream: a
// request line that is not a path is refused before anything is forwarded, and a fallen-back call is answered as
// MOCK_LOCAL_AS only for a caller the upstream logged in through this server.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessions } from '../src/auth/sessions';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

/** An operation the upstream lacks (404): the mock answers it, so it shows who the mock answered as. */
const SWITCHED_OFF = '/api/authUser/info';
const LOGOUT = '/api/logout';
const TENANT_PAGE = JSON.stringify({ tenantId: 1, pageNo: 1, pageSize: 10 });
const NEW_SYSTEM_USER = JSON.stringify({
  tenantId: 1,
  username: 'intruder',
  nickname: 'x',
  phone: '13900139999',
  password: 'intruder1',
  userType: 'system',
});

/** Callers without a session: no token, and a token nobody issued. */
const NO_SESSION: Record<string, string>[] = [{}, { authorization: 'Bearer garbage' }];

interface RawAnswer {
  status: number;
  body: { code: number; msg: string; success: boolean; data: unknown };
}

/** Sends one request as written, request line included, and reads the answer until the server closes. */
async function rawRequest(port: number, requestLine: string, headers: Record<string, string>, body = ''): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const head = Object.entries({
    host: `127.0.0.1:${port}`,
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`${requestLine}\r\n${head}\r\n${body}`);
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const statusLine = text.slice(0, text.indexOf('\r\n'));
  return { status: Number(statusLine.split(' ')[1]), body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) };
}

async function listen(app: TestApp): Promise<number> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return (app.app.server.address() as { port: number }).port;
}

describe('hybrid mode answers only for callers who logged in', () => {
  let backend: TestApp;
  let upstream: Server;
  let upstreamUrl: string;
  /** Paths the upstream was asked for. */
  const seen: string[] = [];
  /** Paths the upstream answers 404. */
  const switchedOff = new Set([SWITCHED_OFF]);
  let hybrid: TestApp;
  let port: number;

  beforeAll(async () => {
    backend = await startApp();
    upstream = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push(req.url ?? '');
      if (switchedOff.has(req.url!)) return void res.writeHead(404).end();
      // The upstream stands for a real backend, which has no workspaces: the mock's workspace header is not its business.
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'x-mock-workspace'),
      ) as Record<string, string>;
      const answer = await backend.app.inject({ method: req.method as 'GET', url: req.url!, headers, payload: Buffer.concat(chunks) });
      res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']) }).end(answer.rawPayload);
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
    hybrid = await startApp({ hybrid: { upstream: upstreamUrl, timeoutMs: 2000, local: ['listNotices'], localAs: 'tenant' } });
    port = await listen(hybrid);
  });
  afterAll(() => upstream.close());

  it('refuses a request line with an absolute URI or * before forwarding or answering anything', async () => {
    const before = seen.length;
    for (const caller of NO_SESSION) {
      const headers = { 'content-type': 'application/json', ...caller };
      const save = await rawRequest(port, 'POST http://x/api/authUser/save HTTP/1.1', headers, NEW_SYSTEM_USER);
      expect(save.status).toBe(400);
      expect(save.body).toMatchObject({ code: 400, success: false, data: null });
      expect(save.body.msg).toMatch(/request target/);
      const tenants = await rawRequest(port, `POST ${upstreamUrl}/api/v2/tenant/tableList HTTP/1.1`, headers, TENANT_PAGE);
      expect(tenants.status).toBe(400);
      expect((await rawRequest(port, 'GET * HTTP/1.1', headers)).status).toBe(400);
    }
    expect(seen.slice(before)).toEqual([]);
    expect((await backend.operation('getAccessToken', { username: 'intruder', password: 'intruder1' })).status).not.toBe(200);
    expect((await hybrid.operation('getAccessToken', { username: 'intruder', password: 'intruder1' })).status).not.toBe(200);
  });

  it('answers a fallback without a session with the 401 the upstream gives', async () => {
    const upstreamRefusal = await rawRequest(
      port,
      'POST /api/authUser/save HTTP/1.1',
      { 'content-type': 'application/json' },
      NEW_SYSTEM_USER,
    );
    expect(upstreamRefusal.status).toBe(401);
    for (const headers of [...NO_SESSION, { authorization: `Bearer ${await backend.login(DEMO_ACCOUNTS.user)}` }]) {
      // The last is a token the upstream issued, but not through this server: nothing here says it is valid.
      const missing = await rawRequest(port, `GET ${SWITCHED_OFF} HTTP/1.1`, headers);
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ ...upstreamRefusal.body });
      expect((await rawRequest(port, 'GET /api/systemNotice/list HTTP/1.1', headers)).status).toBe(401);
    }
  });

  it('answers as MOCK_LOCAL_AS for a token the upstream issued through this server, until that session ends', async () => {
    const [first, second, third] = [
      await hybrid.login(DEMO_ACCOUNTS.user),
      await hybrid.login(DEMO_ACCOUNTS.user),
      await hybrid.login(DEMO_ACCOUNTS.user),
    ];
    for (const token of [first, second, third]) {
      const missing = await hybrid.operation('getUserInfo', undefined, { token });
      expect(missing.headers['x-mock-fallback']).toBe('upstream-404');
      expect(missing.status).toBe(200);
      expect(missing.body.data.username).toBe('tenant');
      expect((await hybrid.call('/api/systemNotice/list', undefined, { token })).status).toBe(200);
    }
    const answeredAs = async (token: string) => {
      const info = await hybrid.operation('getUserInfo', undefined, { token });
      return info.status === 200 ? info.body.data.username : info.status;
    };

    // A logout the upstream answers ends the session here too.
    expect((await hybrid.operation('logout', undefined, { token: first })).headers['x-answered-by']).toBe('upstream');
    expect(await answeredAs(first)).toBe(401);
    // A logout the mock answers ends the caller's session, and only that one.
    switchedOff.add(LOGOUT);
    const localLogout = await hybrid.operation('logout', undefined, { token: second });
    switchedOff.delete(LOGOUT);
    expect(localLogout.headers['x-mock-fallback']).toBe('upstream-404');
    expect(localLogout.status).toBe(200);
    expect(await answeredAs(second)).toBe(401);
    expect(await answeredAs(third)).toBe('tenant');
    // A session the upstream ended elsewhere is forgotten at its first refusal.
    expect((await backend.operation('logout', undefined, { token: third })).status).toBe(200);
    expect((await hybrid.operation('getUserInfoV2', undefined, { token: third })).status).toBe(401);
    expect(await answeredAs(third)).toBe(401);
  });

  it('still answers as MOCK_LOCAL_AS after that account ended its sessions on the mock (a new password)', async () => {
    const token = await hybrid.login(DEMO_ACCOUNTS.user);
    const answeredAs = async () => {
      const info = await hybrid.operation('getUserInfo', undefined, { token });
      return info.status === 200 ? info.body.data.username : info.status;
    };
    expect(await answeredAs()).toBe('tenant');
    const { database, data } = hybrid.app.services;
    const local = await database.prisma.user.findFirstOrThrow({ where: { username: 'tenant' } });
    await endSessions(database.prisma, local.id);
    data.caches.clear();
    expect(await answeredAs()).toBe('tenant');
  });

  it("answers as the workspace's own MOCK_LOCAL_AS account in a workspace, with the rows changed there", async () => {
    expect((await hybrid.call('/__mock/workspaces', { name: 'stand-in' })).status).toBe(201);
    const inWorkspace = { 'x-mock-workspace': 'stand-in' };
    const login = await hybrid.operation('getAccessToken', DEMO_ACCOUNTS.user, { headers: inWorkspace });
    expect(login.headers['x-answered-by']).toBe('upstream');
    const token = login.body.data.token;
    const nickname = async (headers: Record<string, string>) => {
      const info = await hybrid.operation('getUserInfo', undefined, { token, headers });
      expect(info.headers['x-mock-fallback']).toBe('upstream-404');
      return info.status === 200 ? `${info.body.data.username} ${info.body.data.nickname}` : info.status;
    };
    const before = await nickname({});
    expect(before).toMatch(/^tenant /);
    expect(await nickname(inWorkspace)).toBe(before);

    // The account changed in the workspace only: its nickname, then its password (which ends its sessions there).
    const workspace = await hybrid.app.workspaces.require('stand-in');
    const { database, data } = workspace.services;
    const local = await database.prisma.user.update({ where: { username: 'tenant' }, data: { nickname: '工作区里的租户' } });
    data.caches.clear();
    expect(await nickname(inWorkspace)).toBe('tenant 工作区里的租户');
    await endSessions(database.prisma, local.id);
    data.caches.clear();
    expect(await nickname(inWorkspace)).toBe('tenant 工作区里的租户');
    expect(await nickname({})).toBe(before);

    // Renamed there, no account of that name is left to stand in: the mock's 401 there, the default one unchanged.
    await database.prisma.user.update({ where: { id: local.id }, data: { username: 'renamed-tenant' } });
    data.caches.clear();
    expect(await nickname(inWorkspace)).toBe(401);
    expect(await nickname({})).toBe(before);
  });

  it('answers a mock session as its own account when the upstream is unreachable', async () => {
    upstream.close();
    upstream.closeAllConnections();
    const offline = await startApp({ hybrid: { upstream: upstreamUrl, timeoutMs: 500 } });
    const offlinePort = await listen(offline);
    for (const headers of NO_SESSION) {
      const list = await rawRequest(
        offlinePort,
        'POST /api/v2/tenant/tableList HTTP/1.1',
        { 'content-type': 'application/json', ...headers },
        TENANT_PAGE,
      );
      expect(list.status).toBe(401);
      expect(list.body).toMatchObject({ code: 401, success: false, data: null });
    }
    // The login falls back to the mock, whose token is a session here.
    const token = await offline.login(DEMO_ACCOUNTS.user);
    const info = await offline.operation('getUserInfo', undefined, { token });
    expect(info.headers['x-mock-fallback']).toBe('upstream-unreachable');
    expect(info.body.data.username).toBe('user');
  });
});
