// Workspaces (README, "Workspaces"): each has its own data, scenario, latency, demo clock and recent requests;
// forks, snapshots and restores; the bad-input and fault rules of the control API.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create';
import { dayOf } from '../src/clock';
import { DEFAULT_SEED } from '../src/db/seed';
import { DEMO_ACCOUNTS, startApp, SURVEYOR } from './helpers';

const WS = 'x-mock-workspace';

interface Info {
  name: string;
  createdAt: string | null;
  lastUsedAt: string | null;
  sizeBytes: number;
  source: string;
}

const t = await startApp();
const workspacesDir = (file: string) => join(dirname(file), 'test.workspaces');
const dbFile = t.databaseUrl.slice('file:'.length);

const create = (body: unknown) => t.call<Info>('/__mock/workspaces', body);
const list = async () => (await t.call<Info[]>('/__mock/workspaces')).body.data;
const inWorkspace = (name: string, token?: string) => ({ headers: { [WS]: name }, ...(token ? { token } : {}) });

async function loginIn(name: string, account: { username: string; password: string } = DEMO_ACCOUNTS.tenant) {
  const reply = await t.operation('getAccessToken', account, inWorkspace(name));
  expect(reply.status).toBe(200);
  return reply.body.data.token;
}

describe('workspaces: isolation', () => {
  it('a write in one workspace is seen there only, not in the default one nor in another', async () => {
    expect((await create({ name: 'iso-a' })).status).toBe(201);
    expect((await create({ name: 'iso-b', from: { seed: true } })).status).toBe(201);
    const tenantA = await loginIn('iso-a');
    const saved = await t.operation('saveUserV2', SURVEYOR, inWorkspace('iso-a', tenantA));
    expect(saved.status).toBe(200);
    const surveyor = { username: SURVEYOR.username, password: SURVEYOR.password };
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('iso-a'))).status).toBe(200);
    expect((await t.operation('getAccessToken', surveyor)).status).not.toBe(200);
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('iso-b'))).status).not.toBe(200);
  });

  it('a token issued in a workspace serves its requests there without the header, and is refused in another', async () => {
    const tokenA = await loginIn('iso-a');
    const mine = await t.operation('getUserInfo', undefined, { token: tokenA });
    expect(mine.status).toBe(200);
    const elsewhere = await t.operation('getUserInfo', undefined, inWorkspace('iso-b', tokenA));
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.msg).toContain('iso-a');
    const defaultToken = await t.login(DEMO_ACCOUNTS.tenant);
    const intoA = await t.operation('getUserInfo', undefined, inWorkspace('iso-a', defaultToken));
    expect(intoA.status).toBe(401);
    expect(intoA.body.msg).toContain('default');
    expect((await t.operation('getUserInfo', undefined, { token: defaultToken })).status).toBe(200);
  });

  it('scenario, latency, demo clock and recent requests belong to their workspace', async () => {
    expect((await t.call('/__mock/scenario', { name: 'server-error' }, { method: 'PUT', ...inWorkspace('iso-a') })).status).toBe(200);
    expect((await t.call('/__mock/latency', { ms: 5 }, { method: 'PUT', ...inWorkspace('iso-a') })).status).toBe(200);
    expect((await t.call('/__mock/clock', { value: '10:30' }, { method: 'PUT', ...inWorkspace('iso-a') })).status).toBe(200);
    const tokenB = await loginIn('iso-b');
    expect((await t.operation('getUserInfo', undefined, { token: tokenB })).status).toBe(200);
    expect((await t.operation('getUserInfo', undefined, inWorkspace('iso-a'))).status).toBe(500);

    type State = {
      workspace: string;
      scenario: string | null;
      latencyMs: number;
      clock: { value: string };
      requests: { operation: string }[];
    };
    const stateOf = async (name?: string) => (await t.call<State>('/__mock/state', undefined, name ? inWorkspace(name) : {})).body.data;
    const [a, b, base] = [await stateOf('iso-a'), await stateOf('iso-b'), await stateOf()];
    expect([a.scenario, a.latencyMs, a.clock.value]).toEqual(['server-error', 5, '10:30']);
    expect([b.scenario, b.latencyMs, b.clock.value]).toEqual([null, 0, 'real']);
    expect([base.scenario, base.latencyMs, base.clock.value]).toEqual([null, 0, 'real']);
    expect(a.requests.map((r) => r.operation)).toContain('saveUserV2');
    expect(b.requests.map((r) => r.operation)).not.toContain('saveUserV2');
    expect(b.requests[0]!.operation).toBe('getUserInfo');
    expect(base.requests.some((r) => r.operation === 'saveUserV2')).toBe(false);
    await t.call('/__mock/scenario', undefined, { method: 'DELETE', ...inWorkspace('iso-a') });
  });
});

describe('workspaces: share links', () => {
  it('a share link belongs to its workspace: found there without a header, refused in another', async () => {
    const tenantA = await loginIn('iso-a');
    const created = await t.operation(
      'createShareLink',
      {
        tenantId: 1,
        projectId: 1,
        boards: ['/tv/labour'],
        label: '会议室电视',
        expireTime: new Date(Date.now() + 3_600_000).toISOString(),
      },
      { token: tenantA },
    );
    expect(created.status).toBe(200);
    const share = created.body.data.url.split('token=')[1]!;
    const session = await t.operation('getShareSession', {}, { token: share });
    expect(session.status).toBe(200);
    expect(session.body.data.label).toBe('会议室电视');
    expect((await t.operation('getShareSession', {}, inWorkspace('iso-a', share))).status).toBe(200);
    expect((await t.operation('getShareSession', {}, inWorkspace('iso-b', share))).status).toBe(401);
    expect((await t.operation('getShareSession', {}, inWorkspace('default', share))).status).toBe(401);
  });
});

describe('workspaces: bad input', () => {
  it('a frontend on another origin may send the header (CORS preflight)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/getAccessToken',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': WS },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(WS);
  });

  it('an unknown workspace is a 404 naming it, never the default one', async () => {
    const reply = await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('demo-acme'));
    expect(reply.status).toBe(404);
    expect(reply.body.msg).toContain('工作区 demo-acme 不存在');
    expect((await t.call('/__mock/state', undefined, inWorkspace('demo-acme'))).status).toBe(404);
  });

  it('a name outside the pattern is a 400 naming the header or the field', async () => {
    for (const name of ['Demo', '-x', 'a'.repeat(41), 'a_b', '']) {
      const reply = await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace(name));
      expect(reply.status, name).toBe(400);
      expect(reply.body.msg).toContain('x-mock-workspace');
    }
    const bad = await create({ name: 'Bad Name' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('body/name');
    expect((await create({})).body.msg).toContain('body/name');
    expect((await create({ name: 'ok', from: { workspace: 'NO' } })).body.msg).toContain('body/from/workspace');
    expect((await create({ name: 'ok', from: { workspace: 'nowhere' } })).status).toBe(404);
  });

  it('the default workspace cannot be deleted, nor made again; a name is taken once', async () => {
    expect((await t.call('/__mock/workspaces/default', undefined, { method: 'DELETE' })).status).toBe(400);
    expect((await create({ name: 'default' })).status).toBe(409);
    expect((await create({ name: 'iso-a' })).status).toBe(409);
    expect((await t.call('/__mock/workspaces/nowhere', undefined, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('workspaces: fork, snapshot, restore', () => {
  it('a fork from the seed holds the rows of a fresh seed of the same seed and day', async () => {
    await create({ name: 'fresh' });
    const fresh = join(workspacesDir(dbFile), 'fresh.db');
    const reference = join(dirname(dbFile), 'reference.db');
    await createDatabase(reference, { seed: DEFAULT_SEED, today: dayOf(new Date()) });
    const dump = (file: string) => {
      const db = new Database(file, { readonly: true });
      try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
        return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
      } finally {
        db.close();
      }
    };
    const [a, b] = [dump(fresh), dump(reference)];
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(a).toEqual(b);
  }, 60_000);

  it('a snapshot restores the data it saw; a fork from a workspace and from a snapshot copy it', async () => {
    await create({ name: 'snap' });
    const token = await loginIn('snap');
    expect((await t.call('/__mock/workspaces/snap/snapshots', { name: 'before' })).status).toBe(201);
    expect((await t.operation('saveUserV2', SURVEYOR, inWorkspace('snap', token))).status).toBe(200);
    const surveyor = { username: SURVEYOR.username, password: SURVEYOR.password };
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('snap'))).status).toBe(200);

    expect((await create({ name: 'snap-copy', from: { workspace: 'snap' } })).body.data.source).toBe('workspace snap');
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('snap-copy'))).status).toBe(200);
    expect((await create({ name: 'snap-old', from: { workspace: 'snap', snapshot: 'before' } })).body.data.source).toBe(
      'snapshot snap@before',
    );
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('snap-old'))).status).not.toBe(200);

    expect((await t.call('/__mock/workspaces/snap/restore', { snapshot: 'before' })).status).toBe(200);
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('snap'))).status).not.toBe(200);
    expect((await t.call('/__mock/workspaces/snap/restore', { snapshot: 'never' })).status).toBe(404);
    const snaps = await t.call<{ name: string }[]>('/__mock/workspaces/snap/snapshots');
    expect(snaps.body.data.map((s) => s.name)).toEqual(['before']);
    expect((await t.call('/__mock/workspaces/snap/snapshots/before', undefined, { method: 'DELETE' })).status).toBe(200);
    expect((await t.call<{ name: string }[]>('/__mock/workspaces/snap/snapshots')).body.data).toEqual([]);
  });

  it('lists every workspace with its source and size; a deleted one is gone', async () => {
    const names = (await list()).map((w) => w.name);
    expect(names[0]).toBe('default');
    expect(names).toEqual(expect.arrayContaining(['iso-a', 'iso-b', 'snap', 'snap-copy']));
    const snap = (await list()).find((w) => w.name === 'snap')!;
    expect(snap.source).toBe('seed');
    expect(snap.sizeBytes).toBeGreaterThan(100_000);
    expect((await t.call('/__mock/workspaces/snap-copy', undefined, { method: 'DELETE' })).status).toBe(200);
    expect((await list()).map((w) => w.name)).not.toContain('snap-copy');
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('snap-copy'))).status).toBe(404);
  });

  it('a fork cut short by a killed server is not listed after a restart, and the others keep their data', async () => {
    const dir = workspacesDir(dbFile);
    writeFileSync(join(dir, 'half.db.tmp'), 'half a database');
    writeFileSync(join(dir, 'half.json'), JSON.stringify({ name: 'half', createdAt: 0, lastUsedAt: Date.now(), source: 'seed' }));
    const restarted = await t.restart();
    const names = (await restarted.call<Info[]>('/__mock/workspaces')).body.data.map((w) => w.name);
    expect(names).not.toContain('half');
    expect(existsSync(join(dir, 'half.db.tmp'))).toBe(false);
    const surveyor = { username: SURVEYOR.username, password: SURVEYOR.password };
    expect((await restarted.operation('getAccessToken', surveyor, inWorkspace('iso-a'))).status).toBe(200);
  });
});
