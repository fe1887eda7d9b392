// `npm run bench:instances [-- --runs 3 --duration 8 --warmup 2 --connections 50]` (also the second half of
// `npm run bench`): the mock on PostgreSQL against the mock on SQLite, and two instances against one, side by
// side in one run with autocannon. PostgreSQL and nginx are Debian's, started here on loopback ports chosen at
// run time (scripts/lib/postgres.ts, scripts/lib/nginx.ts).
//   - reads: POST /api/dashboard/labourIndex as the tenant user with the answer cache off (six counts per request),
//     one instance on SQLite against one on PostgreSQL;
//   - mixed: the same dashboard call as served (answer cache on) four times, then a write (switching a sprayer,
//     which also empties every answer cache), per connection in turn; SQLite against PostgreSQL;
//   - mixed through nginx: one PostgreSQL instance behind the balancer against two (round robin).
// Each figure is the median of --runs interleaved runs; the server CPU per request is summed over the instances
// a scenario uses. Any non-2xx answer or socket error invalidates the run (exit code 1). JSON goes to
// BENCH_INSTANCES_OUT (default bench-results-instances.json, gitignored).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { startNginx, type Balancer } from '../lib/nginx';
import { startPostgres, type PostgresServer } from '../lib/postgres';
import { login, postJson } from './lib/http';
import { cpuTimeMs, formatTable, loadAverage, measureInterleaved, median, round, type RoundFigures } from './lib/report';
import { freshDatabase, startMock, type RunningServer, type ScratchDatabase } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
  },
});
const runs = Number(args.runs);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const outFile = process.env.BENCH_INSTANCES_OUT || 'bench-results-instances.json';

const PROJECT = { tenantId: 1, projectId: 1 };
const DASHBOARD = '/api/dashboard/labourIndex';
const ENV = { AUTH_RATE_LIMIT: '100000000/1m' };

interface Target {
  baseUrl: string;
  /** The mock processes behind it (for their CPU time). */
  instances: RunningServer[];
  token: string;
  sprayerId: number;
}

interface Scenario {
  key: string;
  label: string;
  target: () => Target;
  mixed: boolean;
}

function requests(target: Target, mixed: boolean): Request[] {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${target.token}` };
  const read: Request = { method: 'POST', path: DASHBOARD, headers, body: JSON.stringify(PROJECT) };
  if (!mixed) return [read];
  const write: Request = {
    method: 'POST',
    path: '/api/dashboard/v2/digital/sprayAction',
    headers,
    body: JSON.stringify({ ...PROJECT, id: target.sprayerId, action: 'on' }),
  };
  return [read, read, read, read, write];
}

const fire = (target: Target, mixed: boolean, seconds: number) =>
  autocannon({ url: target.baseUrl, connections, duration: seconds, requests: requests(target, mixed) });

async function measure({ target: get, mixed }: Scenario): Promise<RoundFigures> {
  const target = get();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await fire(target, mixed, warmup);
  const cpu = () => target.instances.reduce((sum, instance) => sum + cpuTimeMs(instance.child.pid!), 0);
  const before = cpu();
  const result = await fire(target, mixed, duration);
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUsPerRequest: Math.round(((cpu() - before) * 1000) / Math.max(1, result.requests.total)),
  };
}

async function targetOf(baseUrl: string, instances: RunningServer[]): Promise<Target> {
  const token = await login(baseUrl, DEMO_ACCOUNTS.tenant);
  const sprayers = await postJson<{ list: { id: number }[] }>(baseUrl, '/api/dashboard/v2/digital/sprayList', PROJECT, token);
  const read = await postJson(baseUrl, DASHBOARD, PROJECT, token);
  if (read.status !== 200 || !sprayers.body.data.list[0]) throw new Error(`${baseUrl}: the bench calls do not answer 200`);
  return { baseUrl, instances, token, sprayerId: sprayers.body.data.list[0].id };
}

const targets: Record<string, Target> = {};
const target = (name: string) => () => targets[name]!;
const scenarios: Scenario[] = [
  { key: 'sqliteReads', label: 'reads, cache off: SQLite, 1 instance', target: target('sqliteUncached'), mixed: false },
  { key: 'postgresReads', label: 'reads, cache off: PostgreSQL, 1 instance', target: target('postgresUncached'), mixed: false },
  { key: 'sqliteMixed', label: 'mixed 4 reads : 1 write: SQLite, 1 instance', target: target('sqlite'), mixed: true },
  { key: 'postgresMixed', label: 'mixed 4 reads : 1 write: PostgreSQL, 1 instance', target: target('postgres'), mixed: true },
  { key: 'nginxOne', label: 'mixed through nginx: PostgreSQL, 1 instance', target: target('nginxOne'), mixed: true },
  { key: 'nginxTwo', label: 'mixed through nginx: PostgreSQL, 2 instances', target: target('nginxTwo'), mixed: true },
];

const processes: RunningServer[] = [];
const databases: ScratchDatabase[] = [];
const balancers: Balancer[] = [];
let postgres: PostgresServer | undefined;
const measurements = new Map<string, RoundFigures[]>(scenarios.map((s) => [s.key, []]));
const loadAtStart = loadAverage();
console.log(
  `bench:instances: ${runs} run(s) of ${scenarios.length} scenarios, ${connections} connections, ${warmup} s warm-up + ${duration} s each; load average ${loadAtStart}`,
);

let failed = false;
try {
  postgres = await startPostgres();
  const start = async (name: string, databaseFile: string, env: Record<string, string> = {}) => {
    const running = await startMock({ name: `bench-${name}`, databaseFile, env: { ...ENV, ...env } });
    processes.push(running);
    return running;
  };
  for (const [name, cache] of [
    ['sqlite', 'on'],
    ['sqliteUncached', 'off'],
  ] as const) {
    const database = await freshDatabase(`bench-${name}`);
    databases.push(database);
    const running = await start(name, database.file, { MOCK_ANSWER_CACHE: cache });
    targets[name] = await targetOf(running.baseUrl, [running]);
  }
  // One database per PostgreSQL target, seeded like the SQLite ones; the two balanced instances share one.
  const uncachedUrl = await postgres.createDatabase('bench_uncached');
  const uncached = await start('postgresUncached', uncachedUrl, { MOCK_ANSWER_CACHE: 'off' });
  targets.postgresUncached = await targetOf(uncached.baseUrl, [uncached]);
  const directUrl = await postgres.createDatabase('bench_direct');
  const direct = await start('postgres', directUrl);
  targets.postgres = await targetOf(direct.baseUrl, [direct]);
  const sharedUrl = await postgres.createDatabase('bench_shared');
  const first = await start('postgresA', sharedUrl);
  const second = await start('postgresB', sharedUrl);
  const one = await startNginx([first.baseUrl.replace('http://', '')]);
  const two = await startNginx([first, second].map((instance) => instance.baseUrl.replace('http://', '')));
  balancers.push(one, two);
  targets.nginxOne = await targetOf(one.baseUrl, [first]);
  targets.nginxTwo = await targetOf(two.baseUrl, [first, second]);

  await measureInterleaved(runs, scenarios, measure, measurements);
} catch (error) {
  failed = true;
  console.error(error);
  if (postgres) console.error(postgres.log());
} finally {
  for (const balancer of balancers) await balancer.stop();
  for (const running of processes) await running.stop();
  for (const database of databases) database.remove();
  postgres?.stop();
}
if (failed) process.exit(1);

const summary = Object.fromEntries(
  scenarios.map(({ key, label }) => {
    const list = measurements.get(key)!;
    return [
      key,
      {
        label,
        reqPerSec: round(median(list.map((m) => m.reqPerSec)), 0),
        p50Ms: median(list.map((m) => m.p50Ms)),
        p99Ms: median(list.map((m) => m.p99Ms)),
        cpuUsPerRequest: median(list.map((m) => m.cpuUsPerRequest)),
        non2xx: list.reduce((sum, m) => sum + m.non2xx, 0),
        errors: list.reduce((sum, m) => sum + m.errors, 0),
        runs: list,
      },
    ];
  }),
);
const rate = (key: string) => summary[key]!.reqPerSec;
const ratios = {
  postgresOverSqliteReads: round(rate('postgresReads') / rate('sqliteReads')),
  postgresOverSqliteMixed: round(rate('postgresMixed') / rate('sqliteMixed')),
  twoInstancesOverOne: round(rate('nginxTwo') / rate('nginxOne')),
};
const loadAtEnd = loadAverage();
console.log(
  `\nmedian of ${runs} run(s), ${connections} connections, ${duration} s each (load average at start ${loadAtStart}, end ${loadAtEnd})\n`,
);
console.log(
  formatTable(
    ['scenario', 'req/s', 'p50', 'p99', 'server CPU/request'],
    scenarios.map(({ key }) => {
      const s = summary[key]!;
      return [s.label, String(s.reqPerSec), `${s.p50Ms} ms`, `${s.p99Ms} ms`, `${s.cpuUsPerRequest} µs`];
    }),
  ),
);
console.log(
  `\nPostgreSQL / SQLite: reads ${ratios.postgresOverSqliteReads} x, mixed ${ratios.postgresOverSqliteMixed} x; ` +
    `two instances / one behind nginx: ${ratios.twoInstancesOverOne} x`,
);
writeFileSync(
  outFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAtEnd,
      settings: { runs, connections, duration, warmup },
      ratios,
      results: summary,
    },
    null,
    2,
  ) + '\n',
);
console.log(`\nwrote ${outFile}`);
if (Object.values(summary).some((s) => s.non2xx || s.errors)) {
  console.error('some answers were not 2xx or sockets failed: the figures above are not valid');
  process.exit(1);
}
