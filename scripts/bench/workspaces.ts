// `npm run bench:workspaces [-- --samples 20 --idle 20 --postgres]`: the cost of issue 38's workspaces on the mock
// as `npm start` runs it (its own process, a fresh seeded SQLite database; --postgres: a throwaway PostgreSQL
// cluster too), through the control API as a user calls it: fork from the seed, fork from a workspace with writes
// in it, snapshot, restore, each --samples times (p50 and p95, ms as the client waits), and the memory of idle
// workspaces (the server's RSS after --idle workspaces were made and each answered one request, over their count).
// Targets (issue 38, this 2-core machine): p95 <= 300 ms for a fork, <= 500 ms for a restore. A benchmark, not a
// test: it prints the figures and the targets met, and exits 1 only when a call fails.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatTable, loadAverage, median } from './lib/report';
import { freshDatabase, startMock, type RunningServer } from './lib/servers';
import { startPostgres, type PostgresServer } from '../lib/postgres';
import { sampleContract } from '../lib/sample-contract';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '20' },
    idle: { type: 'string', default: '20' },
    postgres: { type: 'boolean' },
  },
});
const SAMPLES = Number(values.samples);
const IDLE = Number(values.idle);
if (!(Number.isInteger(SAMPLES) && SAMPLES >= 2 && Number.isInteger(IDLE) && IDLE >= 1 && IDLE <= 45)) {
  console.error('--samples: an integer of at least 2; --idle: 1 to 45 (the default cap is 50 workspaces)');
  process.exit(2);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

async function send(baseUrl: string, method: string, path: string, body?: unknown, workspace?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(workspace ? { 'x-mock-workspace': workspace } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return ms;
}

interface Figures {
  engine: string;
  timings: Record<string, number[]>;
  idleKbEach: number;
  sizeKb: number;
}

async function measure(engine: string, server: RunningServer): Promise<Figures> {
  const base = server.baseUrl;
  const timings: Record<string, number[]> = { 'fork from seed': [], 'fork from a workspace': [], snapshot: [], restore: [] };
  const create = (name: string, from?: unknown) => send(base, 'POST', '/__mock/workspaces', { name, ...(from ? { from } : {}) });
  const remove = (name: string) => send(base, 'DELETE', `/__mock/workspaces/${name}`);

  // A source with writes of its own (a login, contracts), as a developer's workspace would have.
  await create('bench-source');
  const login = await fetch(`${base}/api/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-workspace': 'bench-source' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${base}/api/project/addContract`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(sampleContract(`基准合同 ${i}`, `BENCH-${i}`)),
    });
    if (response.status !== 200) throw new Error(`addContract in bench-source: HTTP ${response.status} ${await response.text()}`);
  }

  // One warm-up of each, not counted (the first opens files and prepares statements).
  await create('bench-warm');
  await remove('bench-warm');
  for (let i = 0; i < SAMPLES; i++) {
    timings['fork from seed']!.push(await create(`bench-seed-${i}`, { seed: true }));
    await remove(`bench-seed-${i}`);
    timings['fork from a workspace']!.push(await create(`bench-fork-${i}`, { workspace: 'bench-source' }));
    await remove(`bench-fork-${i}`);
  }
  for (let i = 0; i < SAMPLES; i++) {
    timings.snapshot!.push(await send(base, 'POST', '/__mock/workspaces/bench-source/snapshots', { name: `snap-${i}` }));
    timings.restore!.push(await send(base, 'POST', '/__mock/workspaces/bench-source/restore', { snapshot: `snap-${i}` }));
    await send(base, 'DELETE', `/__mock/workspaces/bench-source/snapshots/snap-${i}`);
  }

  // Idle workspaces: each made and used once (its database opened), then left alone.
  const before = rssKb(server.child.pid!);
  for (let i = 0; i < IDLE; i++) {
    await create(`bench-idle-${i}`);
    await send(base, 'GET', '/__mock/state', undefined, `bench-idle-${i}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssKb(server.child.pid!);
  const listed = (await (await fetch(`${base}/__mock/workspaces`)).json()) as { data: { name: string; sizeBytes: number }[] };
  const sizes = listed.data.filter((w) => w.name.startsWith('bench-idle-')).map((w) => w.sizeBytes);
  for (let i = 0; i < IDLE; i++) await remove(`bench-idle-${i}`);
  await remove('bench-source');
  return { engine, timings, idleKbEach: Math.round((after - before) / IDLE), sizeKb: Math.round(median(sizes) / 1024) };
}

const TARGETS: Record<string, number> = { 'fork from seed': 300, 'fork from a workspace': 300, restore: 500 };

console.log(`workspace bench: ${SAMPLES} samples each, ${IDLE} idle workspaces; load average ${loadAverage()}`);
const results: Figures[] = [];
const servers: RunningServer[] = [];
let postgres: PostgresServer | undefined;
const sqlite = await freshDatabase('workspaces');
let failed = false;
try {
  const onSqlite = await startMock({ name: 'workspaces-sqlite', databaseFile: sqlite.file });
  servers.push(onSqlite);
  results.push(await measure('SQLite', onSqlite));
  if (values.postgres) {
    postgres = await startPostgres();
    const onPostgres = await startMock({ name: 'workspaces-postgres', databaseFile: await postgres.createDatabase('smartsite') });
    servers.push(onPostgres);
    results.push(await measure('PostgreSQL', onPostgres));
  }
} catch (error) {
  failed = true;
  console.error((error as Error).message);
} finally {
  await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
  postgres?.stop();
  sqlite.remove();
}

const rows = results.flatMap(({ engine, timings }) =>
  Object.entries(timings).map(([what, ms]) => {
    const p95 = percentile(ms, 95);
    const target = TARGETS[what];
    return [
      engine,
      what,
      `${percentile(ms, 50).toFixed(0)} ms`,
      `${p95.toFixed(0)} ms`,
      target ? `<= ${target} ms: ${p95 <= target ? 'met' : 'NOT met'}` : '',
    ];
  }),
);
console.log(formatTable(['engine', 'operation', 'p50', 'p95', 'target (p95)'], rows));
for (const { engine, idleKbEach, sizeKb } of results)
  console.log(`${engine}: an idle workspace costs ${idleKbEach} KB of server memory (RSS) and ${sizeKb} KB on disk`);
console.log(`load average after: ${loadAverage()}`);
process.exit(failed ? 1 : 0);
