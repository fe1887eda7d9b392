// `npm test -- --only instances`: three mock instances on one PostgreSQL database behind nginx (round robin),
// all on loopback ports chosen at run time, and one row per promise of a shared mock: what a user does
// through one instance is what every instance answers. The servers are Debian's PostgreSQL and nginx
// (.ci/run installs them when missing); a failure prints their logs. Figures at the end: seed time,
// PostgreSQL connections and memory per instance.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createTestDatabase, DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { sleep } from '@smartsite/tooling';
import { addDays, dayOf, openEngine, prepareDatabase, topUpFacts, sqliteSession } from '@smartsite/mock-server/admin';
import { login } from './bench/lib/http';
import { startMock, type RunningServer } from './bench/lib/servers';
import { startNginx, type Balancer } from './lib/nginx';
import { startPostgres, type PostgresServer } from './lib/postgres';
import { ROOT } from './lib/run';

/** The default login limit: the contract suite, which logs in often, must pass under it too. */
const LIMIT = 30;
const INSTANCE_ENV = {
  AUTH_RATE_LIMIT: `${LIMIT}/1m`,
  // Behind one balancer: the client is the address the balancer saw, whatever X-Forwarded-For it was sent.
  TRUST_PROXY: '1',
  DATABASE_POOL_SIZE: '5',
};
const STAFF_PHONE = '13900000101';

/**
 * Servers started together; when one does not start, those that did are stopped before its error is thrown (they
 * would outlive the run: the cleanup knows only the servers it was given).
 */
async function startTogether(starts: Promise<RunningServer>[]): Promise<RunningServer[]> {
  const settled = await Promise.allSettled(starts);
  const started = settled.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = settled.find((start) => start.status === 'rejected');
  if (!failed) return started;
  await Promise.all(started.map((server) => server.stop().catch(() => undefined)));
  throw failed.reason;
}

/** Asks until `check` returns something (what instances record is written a moment after they answer). */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, limitMs = 3000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} (waited ${limitMs} ms)`);
    await sleep(100);
  }
}

const results: { name: string; ok: boolean; ms: number; detail?: string }[] = [];
async function row(name: string, check: () => Promise<string | void>) {
  const started = performance.now();
  try {
    const detail = await check();
    results.push({ name, ok: true, ms: performance.now() - started, ...(detail ? { detail } : {}) });
    console.log(`PASS  ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    // fetch's own message is only "fetch failed"; the cause (a reset, a refused connection, a timeout) is the finding.
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    const message = `${(error as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})`.replace('( ', '(') : ''}`;
    results.push({ name, ok: false, ms: performance.now() - started, detail: message });
    console.log(
      `FAIL  ${name} after ${((performance.now() - started) / 1000).toFixed(1)} s\n      ${message.split('\n').join('\n      ')}`,
    );
  }
}

async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { code: number; msg: string; data: T } };
}

/** Every row of every table, as sorted JSON lines (booleans as SQLite stores them), without the token secret. */
type Dump = Map<string, string[]>;
const line = (row: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value])));
const withoutSecret = (table: string, rows: Record<string, unknown>[]) =>
  table === 'Setting' ? rows.filter((row) => row.key === 'seed' || row.key === 'seedDate' || row.key === 'timeZone') : rows;

function sqliteDump(file: string): Dump {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'")
      .all() as { name: string }[];
    return new Map(
      tables.map(({ name }) => [
        name,
        withoutSecret(name, db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[])
          .map(line)
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

async function postgresDump(url: string, tables: string[]): Promise<Dump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const dump: Dump = new Map();
    for (const table of tables)
      dump.set(
        table,
        withoutSecret(table, (await client.query(`SELECT * FROM "${table}"`)).rows)
          .map(line)
          .sort(),
      );
    return dump;
  } finally {
    await client.end();
  }
}

function compareDumps(expected: Dump, actual: Dump): string {
  let rows = 0;
  for (const [table, lines] of expected) {
    const other = actual.get(table) ?? [];
    if (other.length !== lines.length) throw new Error(`${table}: ${lines.length} rows in SQLite, ${other.length} in PostgreSQL`);
    const differing = lines.findIndex((text, i) => other[i] !== text);
    if (differing >= 0) throw new Error(`${table} differs:\n  SQLite     ${lines[differing]}\n  PostgreSQL ${other[differing]}`);
    rows += lines.length;
  }
  return `${expected.size} tables, ${rows} rows identical`;
}

const rssMb = (server: RunningServer) => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const started = performance.now();
let postgres: PostgresServer | undefined;
let balancer: Balancer | undefined;
const instances: RunningServer[] = [];
try {
  postgres = await startPostgres();
  console.log(`PostgreSQL on 127.0.0.1:${postgres.port} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const today = dayOf(new Date());

  // Same seed, same rows: PostgreSQL seeded three days ago and topped up to today by two instances at once
  // (the advisory lock lets one generate the days) against SQLite seeded three days ago and topped up alone.
  await row('the seed and the daily top-up give PostgreSQL the rows SQLite has', async () => {
    const url = await postgres!.createDatabase('determinism');
    const seedStarted = performance.now();
    await prepareDatabase(url, { today: addDays(today, -3) });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const engines = await Promise.all([1, 2].map(() => openEngine(url, { poolSize: 2, onPoolError: () => undefined })));
    const added = await Promise.all(engines.map((engine) => engine.topUpFacts(today)));
    await Promise.all(engines.map((engine) => engine.close()));
    assert.deepEqual(added.toSorted(), [0, 15], `two instances topping up at once added ${added.join(' and ')} project-days`);
    const sqlite = await createTestDatabase({ today: addDays(today, -3) });
    try {
      const db = new Database(sqlite.file);
      await topUpFacts(sqliteSession(db), 20250527, today);
      db.close();
      const expected = sqliteDump(sqlite.file);
      return `${compareDumps(expected, await postgresDump(url, [...expected.keys()]))}; seeded in ${seedSeconds.toFixed(1)} s`;
    } finally {
      sqlite.cleanup();
    }
  });

  // Three instances started together on an empty database: one creates and seeds it, one token secret results.
  const url = await postgres.createDatabase('smartsite');
  const instanceStart = performance.now();
  instances.push(
    ...(await startTogether(['A', 'B', 'C'].map((name) => startMock({ name: `instance-${name}`, databaseFile: url, env: INSTANCE_ENV })))),
  );
  const [a, b, c] = instances as [RunningServer, RunningServer, RunningServer];
  console.log(`three instances up on an empty database in ${((performance.now() - instanceStart) / 1000).toFixed(1)} s`);
  balancer = await startNginx(instances.map((instance) => instance.baseUrl.replace('http://', '')));
  const lb = balancer.baseUrl;

  await row('a token from A works on B and C (one secret, chosen once on an empty database)', async () => {
    const token = await login(a.baseUrl, DEMO_ACCOUNTS.admin);
    for (const other of [b, c]) assert.equal((await call(other.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status, 200);
  });

  const admin = await login(a.baseUrl, DEMO_ACCOUNTS.admin);
  await row('write on A, read on B: a sprayer switched on through A reads on through B', async () => {
    const body = { tenantId: 1, projectId: 1 };
    type Sprayers = { list: { id: number; status: string }[] };
    const before = (await call<Sprayers>(b.baseUrl, 'POST', '/api/dashboard/v2/digital/sprayList', body, admin)).body.data.list[0]!;
    const action = before.status === 'on' ? 'off' : 'on';
    const switched = await call(a.baseUrl, 'POST', '/api/dashboard/v2/digital/sprayAction', { ...body, id: before.id, action }, admin);
    assert.equal(switched.status, 200, switched.body.msg);
    const after = (await call<Sprayers>(b.baseUrl, 'POST', '/api/dashboard/v2/digital/sprayList', body, admin)).body.data.list[0]!;
    assert.equal(after.status, action, `B still answers ${after.status} (its cached answer)`);
  });

  await row('a keyword search ignores case on PostgreSQL as on SQLite', async () => {
    const total = async (keyword: string) =>
      (await call<{ total: number }>(lb, 'POST', '/api/authUser/table', { tenantId: 1, keyword }, admin)).body.data.total;
    const [lower, upper] = [await total('admin'), await total('ADMIN')];
    assert.ok(lower > 0, 'no user matches "admin"');
    assert.equal(upper, lower, `"ADMIN" finds ${upper} users, "admin" ${lower}`);
  });

  await row('logout on A is refused on B', async () => {
    const token = await login(a.baseUrl, DEMO_ACCOUNTS.tenant);
    assert.equal((await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status, 200);
    assert.equal((await call(a.baseUrl, 'POST', '/api/logout', {}, token)).status, 200);
    assert.equal((await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status, 401);
  });

  await row('a user disabled on A is refused on B', async () => {
    const token = await login(b.baseUrl, DEMO_ACCOUNTS.user);
    const info = await call<{ id: number }>(b.baseUrl, 'GET', '/api/authUser/info', undefined, token);
    assert.equal(info.status, 200);
    const disable = await call(a.baseUrl, 'POST', '/api/authUser/update', { tenantId: 1, id: info.body.data.id, status: 0 }, admin);
    assert.equal(disable.status, 200, disable.body.msg);
    try {
      assert.equal((await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status, 401);
      assert.equal((await call(c.baseUrl, 'POST', '/api/getAccessToken', DEMO_ACCOUNTS.user)).status, 403);
    } finally {
      await call(a.baseUrl, 'POST', '/api/authUser/update', { tenantId: 1, id: info.body.data.id, status: 1 }, admin);
    }
    // Enabled again: the account logs in afresh, its old token stays ended on every instance.
    for (const instance of [b, c]) assert.equal((await call(instance.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status, 401);
    assert.equal((await call(c.baseUrl, 'POST', '/api/getAccessToken', DEMO_ACCOUNTS.user)).status, 200);
  });

  await row('a new password set through A ends the other sessions on B and C; the token that set it goes on', async () => {
    // Not guest: the rate-limit row below counts guest's attempts from this address.
    const { user } = DEMO_ACCOUNTS;
    const [own, other] = [await login(a.baseUrl, user), await login(b.baseUrl, user)];
    const setPassword = (oldPassword: string, password: string) =>
      call(a.baseUrl, 'POST', '/api/authUser/rePassword', { tenantId: 1, oldPassword, newPassword: password, password }, own);
    const changed = await setPassword(user.password, 'multi-pw1');
    assert.equal(changed.status, 200, changed.body.msg);
    try {
      for (const instance of [b, c]) {
        assert.equal((await call(instance.baseUrl, 'GET', '/api/authUser/info', undefined, other)).status, 401);
        assert.equal((await call(instance.baseUrl, 'GET', '/api/authUser/info', undefined, own)).status, 200);
      }
    } finally {
      await setPassword('multi-pw1', user.password);
    }
  });

  await row('scenario, latency and demo clock set on A apply on B and C', async () => {
    assert.equal((await call(a.baseUrl, 'PUT', '/__mock/scenario', { name: 'server-error' })).status, 200);
    const during = (await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, admin)).status;
    assert.equal((await call(c.baseUrl, 'DELETE', '/__mock/scenario')).status, 200);
    assert.equal(during, 500);
    assert.equal((await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, admin)).status, 200);
    assert.equal((await call(a.baseUrl, 'PUT', '/__mock/latency', { ms: 400 })).status, 200);
    const slowStart = performance.now();
    await call(c.baseUrl, 'GET', '/api/authUser/info', undefined, admin);
    const slowMs = performance.now() - slowStart;
    await call(b.baseUrl, 'PUT', '/__mock/latency', { ms: 0 });
    assert.ok(slowMs >= 400, `C answered in ${slowMs.toFixed(0)} ms with 400 ms latency set on A`);
    assert.equal((await call(a.baseUrl, 'PUT', '/__mock/clock', { value: '10:30' })).status, 200);
    const clock = await call<{ value: string }>(b.baseUrl, 'GET', '/__mock/clock');
    await call(c.baseUrl, 'DELETE', '/__mock/clock');
    assert.equal(clock.body.data.value, '10:30');
    assert.equal((await call<{ value: string }>(a.baseUrl, 'GET', '/__mock/clock')).body.data.value, 'real');
  });

  // Workspaces (mock-server README, "Workspaces"): a schema each, in the one database every instance reads.
  const inTeam = { 'x-mock-workspace': 'team-a' };
  /** A login of admin in team-a through `instance`. */
  const teamAdminThrough = async (instance: RunningServer) =>
    (await call<{ token: string }>(instance.baseUrl, 'POST', '/api/getAccessToken', DEMO_ACCOUNTS.admin, undefined, inTeam)).body.data
      .token;
  /** A new user of the first tenant and project (saveUserV2's body), and the credentials it logs in with. */
  const newUser = (username: string, nickname: string, phone: string, password: string) => ({
    user: { tenantId: 1, username, nickname, phone, password, orgId: 3, projectIds: [1] },
    credentials: { username, password },
  });
  await row('a workspace forked from the seed through A holds the rows of a fresh seed of the same day', async () => {
    const forkStart = performance.now();
    const created = await call<{ source: string }>(a.baseUrl, 'POST', '/__mock/workspaces', { name: 'team-a' });
    const forkMs = performance.now() - forkStart;
    assert.equal(created.status, 201, created.body?.msg);
    const sqlite = await createTestDatabase({ today });
    try {
      const expected = sqliteDump(sqlite.file);
      const schemaUrl = `${url}?options=${encodeURIComponent('-c search_path=ws_team_a')}`;
      return `${compareDumps(expected, await postgresDump(schemaUrl, [...expected.keys()]))}; forked in ${forkMs.toFixed(0)} ms`;
    } finally {
      sqlite.cleanup();
    }
  });

  await row('a workspace created through A is used through B and C: its own data and scenario, the default one untouched', async () => {
    const teamAdmin = await teamAdminThrough(b);
    const { user, credentials } = newUser('ws_surveyor', '测量员', '13600002222', 'survey123');
    const saved = await call(b.baseUrl, 'POST', '/api/authUser/v2/save', user, teamAdmin);
    assert.equal(saved.status, 200, saved.body?.msg);
    assert.equal((await call(c.baseUrl, 'POST', '/api/getAccessToken', credentials, undefined, inTeam)).status, 200);
    assert.notEqual((await call(c.baseUrl, 'POST', '/api/getAccessToken', credentials)).status, 200, 'the default workspace has the user');
    assert.equal((await call(a.baseUrl, 'PUT', '/__mock/scenario', { name: 'server-error' }, undefined, inTeam)).status, 200);
    const inWorkspace = (await call(c.baseUrl, 'GET', '/api/authUser/info', undefined, teamAdmin)).status;
    const inDefault = (await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, admin)).status;
    assert.equal((await call(b.baseUrl, 'DELETE', '/__mock/scenario', undefined, undefined, inTeam)).status, 200);
    assert.deepEqual([inWorkspace, inDefault], [500, 200]);
    const refused = await call(a.baseUrl, 'GET', '/api/authUser/info', undefined, teamAdmin, { 'x-mock-workspace': 'default' });
    assert.equal(refused.status, 401);
  });

  await row('a snapshot through A, a write, a restore through B: C reads the data of the snapshot', async () => {
    const timed = async (what: () => ReturnType<typeof call>) => {
      const start = performance.now();
      const reply = await what();
      assert.ok(reply.status < 300, reply.body?.msg);
      return performance.now() - start;
    };
    const snapshotMs = await timed(() => call(a.baseUrl, 'POST', '/__mock/workspaces/team-a/snapshots', { name: 'before' }));
    const teamAdmin = await teamAdminThrough(a);
    const { user, credentials } = newUser('ws_later', '后来者', '13600003333', 'later123');
    assert.equal((await call(a.baseUrl, 'POST', '/api/authUser/v2/save', user, teamAdmin)).status, 200);
    assert.equal((await call(c.baseUrl, 'POST', '/api/getAccessToken', credentials, undefined, inTeam)).status, 200);
    const restoreMs = await timed(() => call(b.baseUrl, 'POST', '/__mock/workspaces/team-a/restore', { snapshot: 'before' }));
    assert.notEqual(
      (await call(c.baseUrl, 'POST', '/api/getAccessToken', credentials, undefined, inTeam)).status,
      200,
      'C still has the user',
    );
    const forkMs = await timed(() => call(c.baseUrl, 'POST', '/__mock/workspaces', { name: 'team-b', from: { workspace: 'team-a' } }));
    const names = (await call<{ name: string }[]>(b.baseUrl, 'GET', '/__mock/workspaces')).body.data.map((w) => w.name);
    assert.deepEqual(names, ['default', 'team-a', 'team-b']);
    assert.equal((await call(a.baseUrl, 'DELETE', '/__mock/workspaces/team-b')).status, 200);
    assert.equal(
      (await call(c.baseUrl, 'POST', '/api/getAccessToken', DEMO_ACCOUNTS.admin, undefined, { 'x-mock-workspace': 'team-b' })).status,
      404,
    );
    return `snapshot ${snapshotMs.toFixed(0)} ms, restore ${restoreMs.toFixed(0)} ms, fork of a workspace ${forkMs.toFixed(0)} ms`;
  });

  await row('hybrid mode: drift judged through D is listed by E with one count; DELETE on E clears it for D', async () => {
    // An upstream whose answer to the user info has the tenant id as a string (the document says integer).
    const drifted = (await call<{ tenantId: unknown }>(a.baseUrl, 'GET', '/api/authUser/info', undefined, admin)).body;
    drifted.data.tenantId = String(drifted.data.tenantId);
    const upstream = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(drifted));
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => upstream.once('listening', resolve));
    const env = { ...INSTANCE_ENV, MOCK_UPSTREAM: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` };
    const hybrids = await startTogether(['D', 'E'].map((name) => startMock({ name: `instance-${name}`, databaseFile: url, env })));
    try {
      const [d, e] = hybrids as [RunningServer, RunningServer];
      type Drift = {
        findings: { operationId: string; pointer: string; count: number }[];
        operations: { operationId: string; answers: Record<string, number> }[];
      };
      const drift = async (instance: RunningServer) => (await call<Drift>(instance.baseUrl, 'GET', '/__mock/drift')).body.data;
      assert.equal((await call(d.baseUrl, 'DELETE', '/__mock/drift')).status, 200);
      for (const instance of [d, d, e]) await call(instance.baseUrl, 'GET', '/api/authUser/info', undefined, admin);
      const finding = await eventually(async () => {
        const found = (await drift(e)).findings.find((f) => f.operationId === 'getUserInfo' && f.pointer === '/data/tenantId');
        return found?.count === 3 ? found : undefined;
      }, 'E does not list /data/tenantId of getUserInfo seen 3 times (twice through D, once through E)');
      const answers = (await drift(d)).operations.find((o) => o.operationId === 'getUserInfo')?.answers;
      assert.deepEqual(answers, { upstream: 3, mock: 0, replay: 0 }, `D counts ${JSON.stringify(answers)}`);
      const page = await fetch(`${d.baseUrl}/__mock/drift`, { headers: { accept: 'text/html' } }).then((r) => r.text());
      assert.ok(page.includes('/data/tenantId'), "D's drift page does not show the finding");
      assert.equal((await call(e.baseUrl, 'DELETE', '/__mock/drift')).status, 200);
      const cleared = await drift(d);
      assert.equal(cleared.findings.length + cleared.operations.length, 0, `D still lists ${JSON.stringify(cleared)}`);
      return `finding counted ${finding.count} times over two instances, cleared for both by one DELETE`;
    } finally {
      await Promise.all(hybrids.map((instance) => instance.stop()));
      upstream.close();
    }
  });

  await row('an SMS code sent through A is shown by B and accepted once by C', async () => {
    assert.equal((await call(a.baseUrl, 'POST', '/api/sendLoginMsgCode', { phone: STAFF_PHONE })).status, 200);
    const pending = await call<{ code: string }>(b.baseUrl, 'GET', `/__mock/sms/${STAFF_PHONE}`);
    assert.equal(pending.status, 200);
    const first = await call(c.baseUrl, 'POST', '/api/savePhonePassword', { phone: STAFF_PHONE, code: pending.body.data.code });
    assert.equal(first.status, 200, first.body.msg);
    assert.equal(
      (await call(a.baseUrl, 'POST', '/api/savePhonePassword', { phone: STAFF_PHONE, code: pending.body.data.code })).status,
      400,
    );
  });

  await row('an SMS code tried wrong 5 times over A, B and C is void on all; a new one is accepted', async () => {
    assert.equal((await call(a.baseUrl, 'POST', '/api/sendLoginMsgCode', { phone: STAFF_PHONE })).status, 200);
    const { code } = (await call<{ code: string }>(b.baseUrl, 'GET', `/__mock/sms/${STAFF_PHONE}`)).body.data;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const instance of [a, b, c, a, b])
      assert.equal((await call(instance.baseUrl, 'POST', '/api/savePhonePassword', { phone: STAFF_PHONE, code: wrong })).status, 400);
    assert.equal((await call(c.baseUrl, 'POST', '/api/savePhonePassword', { phone: STAFF_PHONE, code })).status, 400);
    assert.equal((await call(a.baseUrl, 'GET', `/__mock/sms/${STAFF_PHONE}`)).status, 404);
    assert.equal((await call(b.baseUrl, 'POST', '/api/sendLoginMsgCode', { phone: STAFF_PHONE })).status, 200);
    const next = (await call<{ code: string }>(c.baseUrl, 'GET', `/__mock/sms/${STAFF_PHONE}`)).body.data.code;
    assert.equal((await call(a.baseUrl, 'POST', '/api/savePhonePassword', { phone: STAFF_PHONE, code: next })).status, 200);
  });

  await row('failed logins on one account from many addresses over A, B and C: 100 answered, then 429', async () => {
    // Each instance trusts one proxy hop, so X-Forwarded-For sent to it directly stands for the client.
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 100; attempt++) {
      const instance = [a, b, c][attempt % 3]!;
      const address = `198.51.100.${Math.floor(attempt / 25)}`;
      const body = { username: 'nobody-here', password: 'wrong' };
      statuses.push((await call(instance.baseUrl, 'POST', '/api/getAccessToken', body, undefined, { 'x-forwarded-for': address })).status);
    }
    assert.deepEqual(statuses, [...Array<number>(100).fill(400), 429], `statuses ${statuses.join(' ')}`);
  });

  await row(`wrong logins spread over the instances by nginx: ${LIMIT} answered, then 429 (spoofed X-Forwarded-For ignored)`, async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= LIMIT + 2; attempt++) {
      const answer = await call(lb, 'POST', '/api/getAccessToken', { username: 'guest', password: 'wrong' }, undefined, {
        'x-forwarded-for': `203.0.113.${attempt}`,
      });
      statuses.push(answer.status);
    }
    assert.deepEqual(statuses, [...Array<number>(LIMIT).fill(400), 429, 429], `statuses ${statuses.join(' ')}`);
  });

  await row('SIGKILL of C during a stream of writes through nginx: no acknowledged write lost, A and B go on', async () => {
    const run = Date.now().toString(36);
    const acknowledged = new Map<string, number>();
    let failed = 0;
    let stop = false;
    let afterKill = 0;
    let killed = false;
    const writer = async (id: number) => {
      for (let n = 1; !stop; n++) {
        const code = `TEAM-${run}-${id}-${n}`;
        const answer = await call<{ id: number }>(
          lb,
          'POST',
          '/api/project/addContract',
          { tenantId: 1, projectId: 1, name: '多实例测试合同', code, partyA: '甲方', partyB: '乙方', amount: n, signDate: '2026-01-01' },
          admin,
        ).catch(() => null);
        if (answer?.status === 200) {
          acknowledged.set(code, answer.body.data.id);
          if (killed) afterKill++;
        } else failed++;
      }
    };
    const stream = Promise.all([1, 2, 3, 4].map(writer));
    const flowing = Date.now() + 20_000;
    while (acknowledged.size < 20 && Date.now() < flowing) await sleep(20);
    if (acknowledged.size < 20) {
      stop = true;
      await stream;
      throw new Error(`the writes did not flow: ${acknowledged.size} acknowledged, ${failed} failed`);
    }
    await c.kill();
    killed = true;
    await sleep(1500);
    stop = true;
    await stream;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const stored = new Map(
      (
        await client.query<{ code: string; id: number }>('SELECT "code", "id" FROM "Contract" WHERE "code" LIKE $1', [`TEAM-${run}-%`])
      ).rows.map((r) => [r.code, r.id]),
    );
    await client.end();
    const lost = [...acknowledged].filter(([code, id]) => stored.get(code) !== id);
    assert.equal(lost.length, 0, `${lost.length} acknowledged writes missing, e.g. ${lost[0]?.[0]}`);
    assert.ok(afterKill >= 10, `only ${afterKill} writes acknowledged after the kill`);
    assert.ok(failed <= 4, `${failed} writes failed (at most the 4 in flight to C may)`);
    return `${acknowledged.size} acknowledged, ${afterKill} after the kill, ${failed} in flight to C failed, 0 lost`;
  });

  await row('PostgreSQL restarted: A and B stay up, answer again, and share state again', async () => {
    const restartStart = performance.now();
    postgres!.restart();
    const restartMs = performance.now() - restartStart;
    for (const instance of [a, b]) assert.equal(instance.child.exitCode, null, `${instance.name} exited`);
    const deadline = Date.now() + 15_000;
    let token = '';
    while (!token && Date.now() < deadline) token = await login(a.baseUrl, DEMO_ACCOUNTS.tenant).catch(() => sleep(200).then(() => ''));
    assert.ok(token, 'A did not answer a login within 15 s of the restart');
    const recovered = performance.now() - restartStart;
    assert.equal((await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status, 200);
    assert.equal((await call(a.baseUrl, 'POST', '/api/logout', {}, token)).status, 200);
    // B's LISTEN connection reconnects with a resync; until then it may not have heard of the logout.
    let status = 0;
    while (Date.now() < deadline && (status = (await call(b.baseUrl, 'GET', '/api/authUser/info', undefined, token)).status) !== 401)
      await sleep(100);
    assert.equal(status, 401, 'B still accepts a token logged out on A after the restart');
    for (const instance of [a, b]) assert.equal(instance.child.exitCode, null, `${instance.name} exited`);
    return `restart took ${(restartMs / 1000).toFixed(1)} s; logins answered ${(recovered / 1000).toFixed(1)} s after it began`;
  });

  await row('the contract suite passes through nginx (writes allowed)', async () => {
    // Asynchronously: a synchronous child would freeze this process's sockets to A and B for minutes on a slow host.
    const { execFile } = await import('node:child_process');
    const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const args = ['--import', 'tsx', 'contract-tests/src/cli.ts', '--base-url', lb, '--allow-writes'];
      // Its own report folder: vitest's contract run may be writing reports/contract at the same time in npm test.
      const env = { ...process.env, CONTRACT_REPORT_DIR: join(ROOT, 'reports', 'contract-instances') };
      execFile(
        process.execPath,
        args,
        { cwd: ROOT, env, encoding: 'utf8', timeout: 240_000, maxBuffer: 64 << 20 },
        (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      );
    });
    const lines = result.stdout.trim().split('\n');
    const summary = lines.find((text) => / judged; .* calls judged/.test(text)) ?? lines.slice(-3).join(' | ');
    assert.equal(result.status, 0, `${summary}\n${result.stderr.slice(-2000)}`);
    return summary;
  });

  await row("a request answered by A is in B's recent requests; all instances keep 100 together", async () => {
    const since = new Date().toISOString();
    assert.equal((await call(a.baseUrl, 'GET', '/api/authUser/info', undefined, admin)).status, 200);
    const seen = await eventually(async () => {
      const state = await call<{ requests: { operation: string; at: string }[] }>(b.baseUrl, 'GET', '/__mock/state');
      return state.body.data.requests.find((r) => r.operation === 'getUserInfo' && r.at >= since);
    }, "B's recent requests do not show the request answered by A");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const kept = Number((await client.query<{ count: string }>('SELECT count(*) FROM mock_request_log')).rows[0]!.count);
    await client.end();
    assert.ok(kept <= 100 && kept >= 50, `${kept} requests kept after the contract suite`);
    return `${seen.operation} at ${seen.at}; ${kept} kept`;
  });

  await row(
    'a reset through A reseeds while the instances run: B answers the seeded data, recent requests cleared, sessions survive',
    async () => {
      const contractsOnB = () =>
        call<{ total: number }>(b.baseUrl, 'POST', '/api/project/contractTable', { tenantId: 1, projectId: 1, keyword: 'TEAM-' }, admin);
      const before = await contractsOnB();
      assert.ok(before.body.data.total > 0, 'no contracts from the SIGKILL row to see disappear');
      const resetAt = new Date().toISOString();
      const reset = await call(a.baseUrl, 'POST', '/__mock/reset', { confirm: true });
      assert.equal(reset.status, 200, reset.body?.msg);
      const requests = (await call<{ requests: { at: string }[] }>(b.baseUrl, 'GET', '/__mock/state')).body.data.requests;
      const older = requests.filter((r) => r.at < resetAt);
      assert.equal(older.length, 0, `B still lists ${older.length} requests answered before the reset`);
      const after = await contractsOnB();
      assert.equal(after.status, 200, 'the admin token no longer works on B after the reset');
      assert.equal(after.body.data.total, 0, `B still lists ${after.body.data.total} contracts added before the reset`);
      return `${before.body.data.total} contracts before, 0 after`;
    },
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM pg_stat_activity WHERE datname = $1', ['smartsite']);
  await client.end();
  console.log(
    `\nfigures: PostgreSQL connections to the database with 2 instances up (pool size ${INSTANCE_ENV.DATABASE_POOL_SIZE}): ${rows[0]!.count}; ` +
      `instance RSS: ${[a, b].map((instance) => `${instance.name} ${rssMb(instance)} MB`).join(', ')}`,
  );
} catch (error) {
  results.push({ name: 'setup', ok: false, ms: 0, detail: (error as Error).stack });
  console.log(`FAIL  setup: ${(error as Error).stack}`);
} finally {
  await balancer?.stop().catch(() => undefined);
  await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    if (postgres) console.log(postgres.log());
    if (balancer) console.log(balancer.log());
    for (const instance of instances)
      console.log(`── ${instance.name}: ${instance.logFile}\n${readFileSync(instance.logFile, 'utf8').slice(-2000)}`);
  }
  postgres?.stop();
  console.log(
    `\n${results.length - failed.length} of ${results.length} rows passed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failed.length ? 1 : 0);
}
