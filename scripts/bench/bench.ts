// `npm run bench [-- --runs 3 --duration 10 --warmup 3 --connections 50]`: throughput and latency of the mock
// against its peers, measured side by side in one run on this machine with autocannon (driven from here):
//   - the mock on a dashboard call, POST /api/dashboard/labourIndex as the tenant user: JWT verification, the
//     x-access rules (tenant, project, module), body validation, six Prisma counts and the envelope. The mock
//     caches dashboard answers per body and minute until the next write, so this call is measured twice: as
//     served (answer cache on: the queries run once a minute) and with MOCK_ANSWER_CACHE=off (queries every time);
//   - the mock on login: the same account again and again, so after the first scrypt hash (~60 ms of CPU) the
//     cache of verified credentials answers (mock-server/src/auth/verified-credentials.ts);
//   - a bare Fastify hello world answering the same request (the practical limit of a Node server here);
//   - Stoplight Prism mocking openapi.yaml on the same dashboard call.
// Each measurement also reads the server process's CPU time (/proc/<pid>/stat) and gives CPU µs per request:
// unlike req/s, that figure hardly moves when other work shares this 2-core machine with the server.
// Every scenario gets a warm-up, then the measured run; the whole set is repeated --runs times, interleaved,
// and each figure is the median. Any non-2xx answer or socket error invalidates the run (exit code 1).
// Then Lighthouse on six pages and home's first visit, mobile and desktop (scripts/bench/lighthouse.ts;
// --lighthouse-runs 0 skips it, --lighthouse-pages login,home audits a subset).
// The table goes to stdout, the figures as JSON to BENCH_OUT (default bench-results.json). --profile writes CPU
// profiles of the mock servers to reports/bench/profiles.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { login } from './lib/http';
import { auditFreshServer, formatLighthouseTable, type LighthouseRow, type PageKey } from './lighthouse';
import { cpuTimeMs, formatTable, loadAverage, measureInterleaved, median, round, type RoundFigures } from './lib/report';
import { freshDatabase, REPORTS, startBareFastify, startMock, startPrism, type RunningServer, type ScratchDatabase } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    /** CPU profiles of the mock servers into reports/bench/profiles (open them in Chrome DevTools). */
    profile: { type: 'boolean', default: false },
    /** Lighthouse runs per page and form factor (the median is kept); 0 skips Lighthouse. */
    'lighthouse-runs': { type: 'string', default: '3' },
    /** Comma-separated pages of scripts/bench/lighthouse.ts (default all six). */
    'lighthouse-pages': { type: 'string' },
  },
});
const runs = Number(args.runs);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const outFile = process.env.BENCH_OUT || 'bench-results.json';

const DASHBOARD = { path: '/api/dashboard/labourIndex', body: { tenantId: 1, projectId: 1 }, account: DEMO_ACCOUNTS.tenant };
const LOGIN = { path: '/api/getAccessToken', body: { username: DEMO_ACCOUNTS.user.username, password: DEMO_ACCOUNTS.user.password } };
/** Login is rate limited to 30 attempts a minute per client and account; the benchmark lifts that. */
const UNLIMITED_LOGIN = { AUTH_RATE_LIMIT: '100000000/1m' };

interface Scenario {
  key: string;
  label: string;
  server: () => RunningServer;
  path: string;
  body: object;
  token?: () => string;
}

interface Measurement extends RoundFigures {
  requests: number;
  timeouts: number;
}

async function fire(scenario: Scenario, seconds: number): Promise<Result> {
  const token = scenario.token?.();
  return autocannon({
    url: scenario.server().baseUrl + scenario.path,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(scenario.body),
    connections,
    duration: seconds,
  });
}

/** One request first: a fast wrong answer (401, 404, 422) must not pass for throughput. */
async function checkAnswer(scenario: Scenario): Promise<void> {
  const token = scenario.token?.();
  const response = await fetch(scenario.server().baseUrl + scenario.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(scenario.body),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { code?: number; hello?: string };
  if (response.status !== 200 || (body.code !== 200 && body.hello !== 'world'))
    throw new Error(`${scenario.label}: expected a 200 answer, got HTTP ${response.status} ${text.slice(0, 200)}`);
}

/** Lets the previous scenario's backlog drain (login hashes keep the CPU busy after autocannon stops). */
const SETTLE_MS = 2000;

async function measure(scenario: Scenario): Promise<Measurement> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await checkAnswer(scenario);
  await fire(scenario, warmup);
  const pid = scenario.server().child.pid!;
  const cpuBefore = cpuTimeMs(pid);
  const result = await fire(scenario, duration);
  // To 0.1 µs: bare Fastify takes about 15 µs, so whole microseconds would move the ratio by up to 7%.
  const cpuUsPerRequest = round(((cpuTimeMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total), 1);
  return {
    cpuUsPerRequest,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const servers: Record<string, RunningServer> = {};
const databases: ScratchDatabase[] = [];
const tokens: Record<string, string> = {};
const server = (name: string) => () => servers[name]!;

const scenarios: Scenario[] = [
  { key: 'bare', label: 'bare Fastify hello world', server: server('bare'), ...DASHBOARD },
  {
    key: 'mockDashboard',
    label: 'mock dashboard, as served (answer cache on)',
    server: server('mock'),
    ...DASHBOARD,
    token: () => tokens.mock!,
  },
  {
    key: 'mockDashboardUncached',
    label: 'mock dashboard, queries every time (cache off)',
    server: server('mockUncached'),
    ...DASHBOARD,
    token: () => tokens.mockUncached!,
  },
  { key: 'mockLogin', label: 'mock login (verified-credentials cache)', server: server('mock'), ...LOGIN },
  { key: 'prism', label: 'Prism dashboard (example answer)', server: server('prism'), ...DASHBOARD, token: () => tokens.prism! },
];

const measurements = new Map<string, Measurement[]>(scenarios.map((s) => [s.key, []]));
const loadAtStart = loadAverage();
console.log(
  `bench: ${runs} run(s) of ${scenarios.length} scenarios, ${connections} connections, ${warmup} s warm-up + ${duration} s each; ` +
    `${cpus().length} CPUs, load average ${loadAtStart}`,
);

let failed = false;
try {
  for (const name of ['mock', 'mockUncached']) {
    const database = await freshDatabase(`bench-${name}`);
    databases.push(database);
    servers[name] = await startMock({
      name: `bench-${name}`,
      databaseFile: database.file,
      env: { ...UNLIMITED_LOGIN, ...(name === 'mockUncached' ? { MOCK_ANSWER_CACHE: 'off' } : {}) },
      ...(args.profile ? { profileDir: join(REPORTS, 'profiles') } : {}),
    });
    tokens[name] = await login(servers[name].baseUrl, DASHBOARD.account);
  }
  servers.bare = await startBareFastify();
  servers.prism = await startPrism();
  tokens.prism = 'any-token-prism-only-checks-presence';

  await measureInterleaved(runs, scenarios, measure, measurements);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const running of Object.values(servers)) await running.stop();
  for (const database of databases) database.remove();
}
if (failed) process.exit(1);

const summary = Object.fromEntries(
  scenarios.map((scenario) => {
    const list = measurements.get(scenario.key)!;
    return [
      scenario.key,
      {
        label: scenario.label,
        reqPerSec: round(median(list.map((m) => m.reqPerSec)), 0),
        p50Ms: median(list.map((m) => m.p50Ms)),
        p99Ms: median(list.map((m) => m.p99Ms)),
        cpuUsPerRequest: median(list.map((m) => m.cpuUsPerRequest)),
        non2xx: list.reduce((sum, m) => sum + m.non2xx, 0),
        errors: list.reduce((sum, m) => sum + m.errors + m.timeouts, 0),
        runs: list,
      },
    ];
  }),
);
const rate = (key: string) => summary[key]!.reqPerSec;
const ratios = {
  mockOverBare: round(rate('mockDashboard') / rate('bare')),
  mockOverPrism: round(rate('mockDashboard') / rate('prism')),
  uncachedMockOverBare: round(rate('mockDashboardUncached') / rate('bare')),
  uncachedMockOverPrism: round(rate('mockDashboardUncached') / rate('prism')),
  loginOverBare: round(rate('mockLogin') / rate('bare'), 4),
  /** Server CPU per request, bare over mock: the throughput ratio the mock would reach on a core of its own. */
  cpuBareOverMock: round(summary.bare!.cpuUsPerRequest / summary.mockDashboard!.cpuUsPerRequest),
  /** Server CPU per request, mock over bare: what a dashboard answer costs in bare Fastify answers. */
  cpuMockOverBare: round(summary.mockDashboard!.cpuUsPerRequest / summary.bare!.cpuUsPerRequest),
};
const targets = {
  mockOverBare: { target: '>= 0.5', met: ratios.mockOverBare >= 0.5 },
  cpuMockOverBare: { target: '<= 2', met: ratios.cpuMockOverBare <= 2 },
  loginReqPerSec: { target: '>= 500', met: rate('mockLogin') >= 500 },
  mockOverPrism: { target: '>= 5', met: ratios.mockOverPrism >= 5 },
  p99Ms: { target: '< 10', met: summary.mockDashboard!.p99Ms < 10 },
};
const loadAtEnd = loadAverage();

console.log(
  `\nmedian of ${runs} run(s), ${connections} connections, ${duration} s each (load average at start ${loadAtStart}, end ${loadAtEnd})\n`,
);
console.log(
  formatTable(
    ['scenario', 'req/s', 'p50', 'p99', 'x bare', 'x Prism', 'server CPU/request'],
    scenarios.map((scenario) => {
      const s = summary[scenario.key]!;
      return [
        s.label,
        String(s.reqPerSec),
        `${s.p50Ms} ms`,
        `${s.p99Ms} ms`,
        `${(s.reqPerSec / rate('bare')).toFixed(2)} x`,
        `${(s.reqPerSec / rate('prism')).toFixed(2)} x`,
        `${s.cpuUsPerRequest} µs`,
      ];
    }),
  ),
);
console.log(
  `\ntargets on the dashboard call as served: mock/bare ${ratios.mockOverBare} (${targets.mockOverBare.target}: ${targets.mockOverBare.met ? 'met' : 'MISSED'}), ` +
    `CPU/request mock/bare ${ratios.cpuMockOverBare} (${targets.cpuMockOverBare.target}: ${targets.cpuMockOverBare.met ? 'met' : 'MISSED'}), ` +
    `mock/Prism ${ratios.mockOverPrism} (${targets.mockOverPrism.target}: ${targets.mockOverPrism.met ? 'met' : 'MISSED'}), ` +
    `login ${rate('mockLogin')} req/s (${targets.loginReqPerSec.target}: ${targets.loginReqPerSec.met ? 'met' : 'MISSED'}), ` +
    `p99 ${summary.mockDashboard!.p99Ms} ms (${targets.p99Ms.target}: ${targets.p99Ms.met ? 'met' : 'MISSED'})`,
);

// After the throughput runs, so the browser and the audited server never share the machine with autocannon.
const lighthouseRuns = Number(args['lighthouse-runs']);
let lighthouse: LighthouseRow[] | null = null;
if (lighthouseRuns > 0) {
  try {
    lighthouse = await auditFreshServer({
      runs: lighthouseRuns,
      ...(args['lighthouse-pages'] ? { pages: args['lighthouse-pages'].split(',') as PageKey[] } : {}),
    });
    console.log(`\nLighthouse, median of ${lighthouseRuns} run(s) (✓/✗: target met or not)\n\n${formatLighthouseTable(lighthouse)}`);
  } catch (error) {
    failed = true;
    console.error('lighthouse failed:', error);
  }
}

const invalid = Object.values(summary).some((s) => s.non2xx || s.errors);
writeFileSync(
  outFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd },
      settings: { runs, connections, durationSeconds: duration, warmupSeconds: warmup },
      dashboardCall: { path: DASHBOARD.path, body: DASHBOARD.body, account: DASHBOARD.account.username },
      mock: {
        reqPerSec: rate('mockDashboard'),
        p50Ms: summary.mockDashboard!.p50Ms,
        p99Ms: summary.mockDashboard!.p99Ms,
        cpuUsPerRequest: summary.mockDashboard!.cpuUsPerRequest,
      },
      bare: { reqPerSec: rate('bare'), cpuUsPerRequest: summary.bare!.cpuUsPerRequest },
      login: {
        path: LOGIN.path,
        reqPerSec: rate('mockLogin'),
        p50Ms: summary.mockLogin!.p50Ms,
        p99Ms: summary.mockLogin!.p99Ms,
        cpuUsPerRequest: summary.mockLogin!.cpuUsPerRequest,
      },
      ratios,
      targets,
      results: summary,
      lighthouse: lighthouse && { runs: lighthouseRuns, pages: lighthouse },
    },
    null,
    2,
  ) + '\n',
);
console.log(`\nwrote ${outFile}`);
if (failed) process.exit(1);
if (invalid) {
  console.error('some answers were not 2xx or sockets failed: the figures above are not valid');
  process.exit(1);
}
