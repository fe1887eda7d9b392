// Hybrid mode against a real second server: the mock itself on a loopback port as the upstream, with one
// operation switched off (404), one too slow, and one answer drifted from the document.
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerText, judge, parseExchange } from '@smartsite/api/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedContract, loadContract } from '../src/contract';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

const ADMIN = DEMO_ACCOUNTS.admin;
const SWITCHED_OFF = '/api/index/show';
const SLOW = '/api/authRole/menuList';
const DRIFTED = '/api/authUser/info';

/** Judges every recorded exchange of a folder as `npm run contract -- --judge DIR` does. */
function judgeDirectory(dir: string) {
  const contract = loadContract();
  const invalid: string[] = [];
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.json'));
  const records = files.flatMap((file) => {
    const parsed = parseExchange(contract.operations, JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if ('error' in parsed) {
      invalid.push(`${file}: ${parsed.error}`);
      return [];
    }
    const { exchange, op } = parsed;
    const request = {
      method: exchange.request.method,
      url: exchange.request.path,
      headers: exchange.request.headers,
      body: exchange.request.body,
    };
    const { status, violations } = judge(judgedContract(contract), op, request, exchange.status, exchange.headers, answerText(exchange));
    return [{ operationId: op.operationId, status, violations }];
  });
  return { records, invalid };
}

interface Upstream {
  url: string;
  /** Paths the upstream was asked for, in order. */
  seen: string[];
  /** The bytes of the last answer it sent. */
  lastBody: Buffer | null;
  /** The headers of the last request it was sent. */
  lastHeaders: Record<string, string | string[] | undefined>;
  server: Server;
}

async function startUpstream(backend: TestApp): Promise<Upstream> {
  const upstream: Upstream = { url: '', seen: [], lastBody: null, lastHeaders: {}, server: createServer() };
  upstream.server.on('request', async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0]!;
    upstream.seen.push(path);
    upstream.lastHeaders = req.headers;
    if (path === SWITCHED_OFF) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Whitelabel Error Page</h1>');
      return;
    }
    // Never answers: only the hybrid mode's own timeout can end this call, however slow the host.
    if (path === SLOW) return;
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>;
    const answer = await backend.app.inject({ method: req.method as 'GET', url: req.url!, headers, payload: Buffer.concat(chunks) });
    let body = answer.rawPayload;
    if (path === DRIFTED && answer.statusCode === 200) {
      const envelope = answer.json();
      envelope.data.tenantId = '1';
      body = Buffer.from(JSON.stringify(envelope));
    }
    upstream.lastBody = body;
    res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']), 'x-upstream': 'yes' }).end(body);
  });
  upstream.server.listen(0, '127.0.0.1');
  await once(upstream.server, 'listening');
  upstream.url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
  return upstream;
}

describe('hybrid mode in front of a half-built upstream', () => {
  let backend: TestApp;
  let upstream: Upstream;
  let hybrid: TestApp;
  let recordDir: string;
  const logLines: string[] = [];
  let token: string;

  beforeAll(async () => {
    backend = await startApp();
    upstream = await startUpstream(backend);
    recordDir = mkdtempSync(join(tmpdir(), 'smartsite-recordings-'));
    hybrid = await startApp({
      // Generous: the upstream hashes passwords, which takes seconds on a loaded host; the timeout test has its own.
      hybrid: { upstream: upstream.url, timeoutMs: 10_000, local: ['tag:notice'], recordDir },
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(async () => {
    upstream.server.close();
    rmSync(recordDir, { recursive: true, force: true });
  });

  it('passes the upstream answer through byte for byte and says the upstream answered', async () => {
    const login = await hybrid.app.inject({
      method: 'POST',
      url: '/api/getAccessToken',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-answered-by']).toBe('upstream');
    expect(login.headers['x-upstream']).toBe('yes');
    expect(login.rawPayload.equals(upstream.lastBody!)).toBe(true);
    token = login.json().data.token;
    // The upstream's token is the upstream's: the mock's own database never issued it.
    expect((await backend.operation('getUserInfo', undefined, { token })).status).toBe(200);

    const wrongPassword = await hybrid.app.inject({
      method: 'POST',
      url: '/api/getAccessToken',
      payload: { username: 'admin', password: 'wrong-password' },
    });
    expect(wrongPassword.headers['x-answered-by']).toBe('upstream');
    expect(wrongPassword.rawPayload.equals(upstream.lastBody!)).toBe(true);
  });

  it('passes a drifted answer through unchanged and lists the drift once per operation and pointer', async () => {
    for (let i = 0; i < 2; i++) {
      const info = await hybrid.app.inject({ method: 'GET', url: DRIFTED, headers: { authorization: `Bearer ${token}` } });
      expect(info.headers['x-answered-by']).toBe('upstream');
      expect(info.json().data.tenantId).toBe('1');
      expect(info.rawPayload.equals(upstream.lastBody!)).toBe(true);
    }
    const drift = await hybrid.call<{
      enabled: boolean;
      upstream: string;
      findings: {
        operationId: string;
        severity: string;
        impact: string;
        screens: string[] | null;
        pointer: string;
        count: number;
        actual: string;
      }[];
      operations: { operationId: string; answers: Record<string, number> }[];
    }>('/__mock/drift');
    expect(drift.body.data.enabled).toBe(true);
    expect(drift.body.data.upstream).toBe(upstream.url);
    const finding = drift.body.data.findings.find((f) => f.operationId === 'getUserInfo' && f.pointer === '/data/tenantId');
    // The console's shell reads the user's tenantId on every page (contract-tests/usage/frontend.json).
    expect(finding).toMatchObject({ severity: 'breaks-client', impact: 'breaks-screen', count: 2, actual: '"1"' });
    expect(finding?.screens).toContain('控制台 项目概览');
    expect(drift.body.data.operations.find((o) => o.operationId === 'getUserInfo')?.answers).toEqual({ upstream: 2, mock: 0, replay: 0 });
    expect(logLines.filter((line) => line.includes('drift: getUserInfo') && line.includes('/data/tenantId'))).toHaveLength(1);

    const page = await hybrid.app.inject({ method: 'GET', url: '/__mock/drift', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('breaks-screen (');
    expect(page.body).toContain('/data/tenantId');
  });

  it("forwards the caller's headers but none of the mock's own (its workspace, scenario, control token)", async () => {
    const answer = await hybrid.app.inject({
      method: 'GET',
      url: DRIFTED,
      headers: {
        authorization: `Bearer ${token}`,
        'x-request-id': 'trace-1',
        'x-mock-workspace': 'default',
        'x-mock-scenario': 'none',
        'x-mock-control-token': 'secret',
      },
    });
    expect(answer.headers['x-answered-by']).toBe('upstream');
    expect(upstream.lastHeaders).toMatchObject({ authorization: `Bearer ${token}`, 'x-request-id': 'trace-1' });
    expect(Object.keys(upstream.lastHeaders).filter((name) => name.startsWith('x-mock-'))).toEqual([]);
  });

  it('falls back to the mock for an operation the upstream lacks or answers too slowly, as MOCK_LOCAL_AS', async () => {
    const missing = await hybrid.app.inject({
      method: 'POST',
      url: SWITCHED_OFF,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['x-answered-by']).toBe('mock');
    expect(missing.headers['x-mock-fallback']).toBe('upstream-404');
    expect(missing.json().success).toBe(true);

    const impatient = await startApp({ hybrid: { upstream: upstream.url, timeoutMs: 200 } });
    // Whoever answers this login (the upstream, or the mock after 200 ms), the token is one this app honours.
    const impatientToken = await impatient.login(ADMIN);
    // The body was read to be forwarded; the mock still validates and reads it.
    const slow = await impatient.app.inject({
      method: 'POST',
      url: SLOW,
      headers: { authorization: `Bearer ${impatientToken}` },
      payload: { tenantId: 1 },
    });
    expect(slow.headers['x-answered-by']).toBe('mock');
    expect(slow.headers['x-mock-fallback']).toBe('upstream-timeout');
    expect(slow.statusCode).toBe(200);
  });

  it('answers MOCK_LOCAL operations itself without asking the upstream', async () => {
    const before = upstream.seen.length;
    const notices = await hybrid.app.inject({
      method: 'GET',
      url: '/api/systemNotice/list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notices.statusCode).toBe(200);
    expect(notices.headers['x-answered-by']).toBe('mock');
    expect(notices.headers['x-mock-fallback']).toBe('local');
    expect(upstream.seen.slice(before)).not.toContain('/api/systemNotice/list');
    // The control page's recent requests say who answered.
    const state = await hybrid.call<{ requests: { operation: string; answeredBy?: string }[] }>('/__mock/state');
    expect(state.body.data.requests.find((r) => r.operation === 'listNotices')?.answeredBy).toBe('mock');
    expect(state.body.data.requests.find((r) => r.operation === 'getUserInfo')?.answeredBy).toBe('upstream');
  });

  it('records every upstream exchange, redacted, in the format the contract suite judges', async () => {
    await hybrid.app.inject({ method: 'POST', url: '/api/sendLoginMsgCode', payload: { phone: '13800138000' } });
    await hybrid.app.inject({ method: 'POST', url: '/api/v2/accessToken', payload: { phone: '13800138000', code: '123456' } });
    const project = { tenantId: 1, projectId: 1 };
    const expireTime = new Date(Date.now() + 3_600_000).toISOString();
    const shared = await hybrid.operation('createShareLink', { ...project, boards: ['/tv/labour'], label: 'lobby', expireTime }, { token });
    const shareToken = new URL(shared.body.data.url, 'http://x').hash.split('token=')[1]!;
    // A working token: one copied from a recording would read the project's data.
    expect((await backend.operation('getShareSession', undefined, { token: shareToken })).status).toBe(200);
    const listed = await hybrid.operation('listShareLinks', project, { token });
    expect(listed.body.data.list.map((link) => link.url)).toContain(shared.body.data.url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const files = readdirSync(recordDir);
    expect(files.length).toBeGreaterThanOrEqual(6);
    const judged = judgeDirectory(recordDir);
    expect(judged.invalid).toEqual([]);
    // The masks themselves are no drift: a recorded login is judged as clean as the live one.
    const logins = judged.records.filter((r) => r.operationId === 'getAccessToken' && r.status === 200);
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.flatMap((r) => r.violations)).toEqual([]);
    expect(judged.records.some((r) => r.operationId === 'getUserInfo' && r.violations.some((v) => v.pointer === '/data/tenantId'))).toBe(
      true,
    );
    // Only answers of the upstream are recorded, never the mock's own.
    expect(judged.records.map((r) => r.operationId)).not.toContain('listNotices');

    const everything = files.map((file) => readFileSync(join(recordDir, file), 'utf8')).join('\n');
    for (const secret of [ADMIN.password, 'wrong-password', token, '13800138000', '123456', shareToken])
      expect(everything).not.toContain(secret);
    expect(everything).not.toContain('shr_');
    expect(everything).toContain('Bearer «redacted»');
    const shareLinks = judged.records.filter((r) => ['createShareLink', 'listShareLinks'].includes(r.operationId));
    expect(shareLinks.map((r) => r.operationId).toSorted()).toEqual(['createShareLink', 'listShareLinks']);
    expect(shareLinks.flatMap((r) => r.violations)).toEqual([]);
    expect(everything).toContain('"url": "/#/share?token=«token»"');
    const logs = logLines.join('\n');
    for (const secret of [ADMIN.password, 'wrong-password', token]) expect(logs).not.toContain(secret);
  });

  it('clears the drift report on DELETE', async () => {
    expect((await hybrid.call('/__mock/drift', undefined, { method: 'DELETE' })).status).toBe(200);
    const drift = await hybrid.call<{ findings: unknown[]; operations: unknown[] }>('/__mock/drift');
    expect(drift.body.data).toMatchObject({ findings: [], operations: [] });
  });

  it('replays the recordings when the upstream is away, before the mock answers', async () => {
    upstream.server.close();
    upstream.server.closeAllConnections();
    const offline = await startApp({ hybrid: { upstream: upstream.url, timeoutMs: 500, replayDir: recordDir } });
    // The recorded data is for a caller with a session here: the login is the mock's own, since a recorded one
    // holds a masked token.
    expect((await offline.app.inject({ method: 'GET', url: DRIFTED, headers: { authorization: 'Bearer anything' } })).statusCode).toBe(401);
    const login = await offline.operation('getAccessToken', { username: ADMIN.username, password: ADMIN.password });
    expect(login.headers['x-answered-by']).toBe('mock');
    const offlineToken = login.body.data.token;
    const info = await offline.app.inject({ method: 'GET', url: DRIFTED, headers: { authorization: `Bearer ${offlineToken}` } });
    expect(info.headers['x-answered-by']).toBe('replay');
    expect(info.headers['x-mock-fallback']).toBe('upstream-unreachable');
    expect(info.json().data.tenantId).toBe('1');
    // A call never recorded is the mock's.
    const notices = await offline.app.inject({
      method: 'GET',
      url: '/api/systemNotice/list',
      headers: { authorization: `Bearer ${offlineToken}` },
    });
    expect(notices.headers['x-answered-by']).toBe('mock');
    expect(notices.statusCode).toBe(200);
  });
});

describe('without hybrid mode', () => {
  it('adds no hook and answers no hybrid header; the drift report says it is off', async () => {
    const plain = await startApp();
    const login = await plain.app.inject({
      method: 'POST',
      url: '/api/getAccessToken',
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(login.headers['x-answered-by']).toBeUndefined();
    expect(plain.app.hasDecorator('driftReportOf')).toBe(false);
    const state = await plain.call<{ requests: { answeredBy?: string }[] }>('/__mock/state');
    expect(state.body.data.requests.length).toBeGreaterThan(0);
    expect(state.body.data.requests.every((r) => r.answeredBy === undefined)).toBe(true);
    expect((await plain.call<{ enabled: boolean }>('/__mock/drift')).body.data.enabled).toBe(false);
  });
});
