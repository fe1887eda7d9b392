// What else a workspace holds (README, "Workspaces"): its login rate-limit counters, and in hybrid mode its drift
// report and its recordings, none of them seen from another workspace or the default one.
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

const WS = 'x-mock-workspace';
const inWorkspace = (name: string, token?: string) => ({ headers: { [WS]: name }, ...(token ? { token } : {}) });

async function createWorkspaces(t: TestApp, names: string[]) {
  for (const name of names) {
    const created = await t.call('/__mock/workspaces', { name });
    if (created.status !== 201) throw new Error(`workspace ${name}: HTTP ${created.status}`);
  }
}

describe('workspaces: login rate limits', async () => {
  const t = await startApp({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
  await createWorkspaces(t, ['rl-a', 'rl-b']);
  const wrong = (headers: Record<string, string> = {}) =>
    t.operation('getAccessToken', { username: DEMO_ACCOUNTS.guest.username, password: 'wrong' }, { headers });

  it('a workspace spending its budget leaves the default one and the others theirs', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await wrong(inWorkspace('rl-a').headers)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await wrong()).status).toBe(400);
    expect((await wrong(inWorkspace('rl-b').headers)).status).toBe(400);
    expect((await wrong(inWorkspace('rl-a').headers)).status).toBe(429);
  });
});

describe('workspaces: hybrid mode', async () => {
  // An upstream whose every answer is the user info with the tenant id as a string (the document says integer).
  const backend = await startApp();
  const admin = await backend.login(DEMO_ACCOUNTS.admin);
  const drifted = (await backend.operation('getUserInfo', undefined, { token: admin })).body as { data: { tenantId: unknown } };
  drifted.data.tenantId = String(drifted.data.tenantId);
  const upstream = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(drifted)),
  ).listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const recordDir = mkdtempSync(join(tmpdir(), 'smartsite-ws-recordings-'));
  const t = await startApp({
    hybrid: {
      upstream: `http://127.0.0.1:${(upstream.address() as { port: number }).port}`,
      timeoutMs: 2000,
      recordDir,
      replayDir: recordDir,
    },
  });
  await createWorkspaces(t, ['hy-a', 'hy-b']);
  afterAll(() => {
    upstream.close();
    rmSync(recordDir, { recursive: true, force: true });
  });

  type Drift = { findings: { operationId: string; pointer: string }[]; operations: { operationId: string }[] };
  const driftIn = async (name?: string) => (await t.call<Drift>('/__mock/drift', undefined, name ? inWorkspace(name) : {})).body.data;
  const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : []);

  it('drift found in a workspace is listed there only, and cleared there only', async () => {
    const answer = await t.call('/api/authUser/info', undefined, inWorkspace('hy-a', 'anything'));
    expect(answer.headers['x-answered-by']).toBe('upstream');
    expect((await driftIn('hy-a')).findings.map((f) => `${f.operationId} ${f.pointer}`)).toContain('getUserInfo /data/tenantId');
    for (const elsewhere of [undefined, 'hy-b']) expect(await driftIn(elsewhere)).toMatchObject({ findings: [], operations: [] });

    await t.call('/api/authUser/info', undefined, { token: 'anything' });
    expect((await driftIn()).findings.length).toBeGreaterThan(0);
    expect((await t.call('/__mock/drift', undefined, { ...inWorkspace('hy-a'), method: 'DELETE' })).status).toBe(200);
    expect(await driftIn('hy-a')).toMatchObject({ findings: [], operations: [] });
    expect((await driftIn()).findings.length).toBeGreaterThan(0);
  });

  it("a workspace's recordings are written in its own folder and replayed in it only", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(jsonFiles(join(recordDir, 'workspaces', 'hy-a')).length).toBe(1);
    expect(jsonFiles(join(recordDir, 'workspaces', 'hy-b'))).toEqual([]);
    expect(jsonFiles(recordDir).length).toBe(1);

    // The upstream gone: hy-a replays its recording, hy-b has none and the mock answers (a number for tenantId).
    upstream.close();
    upstream.closeAllConnections();
    const replayed = async (name: string) => {
      const token = (await t.operation('getAccessToken', DEMO_ACCOUNTS.admin, inWorkspace(name))).body.data.token;
      const info = await t.call<{ tenantId: unknown }>('/api/authUser/info', undefined, inWorkspace(name, token));
      return [info.headers['x-answered-by'], typeof info.body.data.tenantId];
    };
    expect(await replayed('hy-a')).toEqual(['replay', 'string']);
    expect(await replayed('hy-b')).toEqual(['mock', 'number']);
  });
});
