// `npm run bench:media-flood [-- --duration 60 --connections 64 --api-duration 20 --api-connections 10 --api-rate 1000]`: an
// anonymous client floods the generated pictures (/static/...) from one address with 64 connections for 60 s, half
// of its requests random names (unknown words, numbers out of range, 400 digits, prototype keys), half seeded
// names picked at random. Meanwhile, from another loopback address (127.0.0.2, another client to the server):
//   - the dashboard API (POST /api/dashboard/labourIndex as the tenant user, autocannon at --api-rate requests a
//     second) for --api-duration seconds once the flood is steady: its p99 must stay within 2x of the same measurement without the flood,
//     taken before it and after it (their mean: the load of a shared machine drifts during a run);
//   - then, until the flood ends, a normal picture nobody asked for before (full size, so drawn on demand) every
//     3 s, and one right after the flood: each must come within 2 s.
// The flood runs in a process of its own (this script with --flood), so its load generator does not share an
// event loop with the measurements. Figures go to stdout and reports/bench/media-flood.json; a missed target
// is exit code 1. SIGINT or SIGTERM stops the flood and the server before exiting.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { DEMO_ACCOUNTS, SEEDED_NAMES } from '@smartsite/mock-server';
import { sleep } from '@smartsite/tooling';
import { login } from './lib/http';
import { formatTable, loadAverage, round } from './lib/report';
import { freshDatabase, REPORTS, startMock, type RunningServer, type ScratchDatabase } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
    'api-duration': { type: 'string', default: '20' },
    'api-connections': { type: 'string', default: '10' },
    /** Requests per second of the dashboard API: a busy office's boards, not the server's limit (see below). */
    'api-rate': { type: 'string', default: '1000' },
    /** Internal: run only the flood against this origin and print autocannon's result as JSON. */
    flood: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const apiDuration = Number(args['api-duration']);
const apiConnections = Number(args['api-connections']);
// At a fixed rate the p99 says whether API answers wait behind the flood. At the server's limit it would say how much
// CPU the flood takes from it: on two cores shared by the server, both load generators and the drawing, any work for
// the flood lowers the limit, and the p99 of a saturated server follows its limit.
const apiRate = Number(args['api-rate']);

const PICTURE_LIMIT_MS = 2000;
const P99_LIMIT_RATIO = 2;
/** The measuring client's address: not the flood's, as another machine on the network would be. */
const OTHER_CLIENT = '127.0.0.2';

const PICTURES = [...SEEDED_NAMES].filter((name) => /\.(jpg|png)$/.test(name)).sort();
/** Full-size production photos the flood never asks for: each is drawn on demand when the measuring client asks. */
const NORMAL = PICTURES.filter((name) => /^production\/[a-z-]+-\d+\.jpg$/.test(name)).filter((_, i) => i % 12 === 0);
const FLOODED = PICTURES.filter((name) => !NORMAL.includes(name));

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const digits = () => String(Math.floor(Math.random() * 1e9));
const letters = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8) || 'x';
const RANDOM_NAMES = [
  () => `news/${digits()}.jpg`,
  () => `production/${letters()}-${digits()}.jpg`,
  () => `production/${digits()}-thumb.jpg`,
  () => `camera/poster-${digits()}.jpg`,
  () => `ai/alarm-${'9'.repeat(400)}.jpg`,
  () => `notice/${pick(['__proto__', 'constructor', 'toString', letters()])}.png`,
  () => `avatar/${letters()}.png`,
];
const floodPath = () => `/static/${Math.random() < 0.5 ? pick(FLOODED) : pick(RANDOM_NAMES)()}`;

if (args.flood) {
  const result = await autocannon({
    url: args.flood,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: floodPath() }) }],
  });
  console.log(JSON.stringify(result));
  process.exit(0);
}

/** One GET from the other client's address: its status and how long the whole answer took. */
function timedGet(baseUrl: string, path: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { localAddress: OTHER_CLIENT }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: round(performance.now() - started, 0) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const dashboard = (baseUrl: string, token: string, seconds = apiDuration): Promise<Result> =>
  autocannon({
    url: baseUrl + '/api/dashboard/labourIndex',
    method: 'POST',
    connections: apiConnections,
    overallRate: apiRate,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ tenantId: 1, projectId: 1 }),
  });

let database: ScratchDatabase | undefined;
let server: RunningServer | undefined;
let flood: ChildProcess | undefined;

async function stopAll(): Promise<void> {
  flood?.kill('SIGTERM');
  await server?.stop();
  database?.remove();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\nmedia-flood: ${signal}, stopping what it started`);
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });

/** Starts the flood in its own process; resolves with its autocannon result when it ends. */
function startFlood(baseUrl: string): Promise<Result> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--flood',
      baseUrl,
      '--duration',
      String(duration),
      '--connections',
      String(connections),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  flood = child;
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Result) : reject(new Error(`the flood exited with ${code}`)))),
  );
}

let met = false;
try {
  database = await freshDatabase('media-flood');
  server = await startMock({ name: 'media-flood-mock', databaseFile: database.file });
  const { baseUrl } = server;
  const token = await login(baseUrl, DEMO_ACCOUNTS.tenant);
  console.log(
    `media-flood: ${connections} connections for ${duration} s, ${PICTURES.length} seeded pictures; load average ${loadAverage()}`,
  );
  const normal = [...NORMAL];
  // The worker thread starts with the first picture: not part of any figure.
  await timedGet(baseUrl, '/static/avatar/admin.png');
  const quiet = await timedGet(baseUrl, `/static/${normal.shift()!}`);
  // The API's first seconds (JIT, caches) are not part of any figure either: they would raise the quiet p99.
  await dashboard(baseUrl, token, 3);
  const before = await dashboard(baseUrl, token);

  const floodEnded = startFlood(baseUrl);
  let flooding = true;
  void floodEnded.finally(() => (flooding = false)).catch(() => undefined);
  // The flood's own start (tsx, autocannon) and a steady state first.
  await sleep(Math.min(15, duration / 4) * 1000);
  const during: { status: number; ms: number }[] = [];
  const probe = async () => {
    while (flooding && normal.length > 1) {
      during.push(await timedGet(baseUrl, `/static/${normal.shift()!}`));
      await sleep(3000);
    }
  };
  // Apart, so that neither measures the other's load: the API alone with the flood, then the pictures.
  const meanwhile = await dashboard(baseUrl, token);
  await probe();
  const floodResult = await floodEnded;
  const after = await timedGet(baseUrl, `/static/${normal.shift()!}`);
  const later = await dashboard(baseUrl, token);

  const statuses = Object.entries(floodResult.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  const worstDuring = Math.max(...during.map((probe) => probe.ms));
  const quietP99 = (before.latency.p99 + later.latency.p99) / 2;
  const ratio = round(meanwhile.latency.p99 / Math.max(quietP99, 1));
  const pictures = [quiet, ...during, after];
  met =
    pictures.every((probe) => probe.status === 200) &&
    worstDuring < PICTURE_LIMIT_MS &&
    after.ms < PICTURE_LIMIT_MS &&
    ratio <= P99_LIMIT_RATIO &&
    [before, meanwhile, later].every((result) => result.non2xx + result.errors === 0);
  console.log(
    '\n' +
      formatTable(
        ['dashboard API', 'p50 (ms)', 'p99 (ms)', 'req/s'],
        (
          [
            ['before the flood', before],
            ['during the flood', meanwhile],
            ['after the flood', later],
          ] as const
        ).map(([label, result]) => [
          label,
          String(result.latency.p50),
          String(result.latency.p99),
          String(Math.round(result.requests.average)),
        ]),
      ) +
      `\np99 during over the mean of before and after: ${ratio}x (target <= ${P99_LIMIT_RATIO}x)` +
      `\nnormal picture (ms, target < ${PICTURE_LIMIT_MS}): ${quiet.ms} before the flood, ` +
      `worst ${worstDuring} of ${during.length} during it (${during.map((probe) => probe.ms).join(' ')}), ${after.ms} right after` +
      `\n\nflood: ${floodResult.requests.total} requests (${statuses}), ${floodResult.errors} socket errors\n` +
      `media-flood: load average ${loadAverage()}, ${met ? 'targets met' : 'TARGET MISSED'}`,
  );
  writeFileSync(
    join(REPORTS, 'media-flood.json'),
    JSON.stringify(
      {
        connections,
        duration,
        normalPictureMs: { quiet: quiet.ms, during: during.map((probe) => probe.ms), after: after.ms },
        dashboard: {
          before: { p50: before.latency.p50, p99: before.latency.p99, reqPerSec: before.requests.average },
          during: { p50: meanwhile.latency.p50, p99: meanwhile.latency.p99, reqPerSec: meanwhile.requests.average },
          after: { p50: later.latency.p50, p99: later.latency.p99, reqPerSec: later.requests.average },
          p99Ratio: ratio,
        },
        flood: { requests: floodResult.requests.total, statusCodes: floodResult.statusCodeStats, errors: floodResult.errors },
        met,
      },
      null,
      2,
    ),
  );
} finally {
  await stopAll();
}
process.exit(met ? 0 : 1);
