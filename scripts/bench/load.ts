// `npm run load [-- --connections 100 --duration 20]`: the mock server (its own process, a fresh seeded database
// under .tmp/bench) under autocannon with every connection cycling through reads and writes as the tenant user:
//   read  POST /api/dashboard/labourIndex      (a dashboard answer; every write empties the answer cache)
//   write POST /api/project/addContract        (a contract with a unique code)
//   read  POST /api/project/contractTable      (a page of the table the writes grow)
//   write POST /api/project/addMangerTeam      (a manager team member with a unique name)
//   read  GET  /api/authUser/info
// Passes when no request failed (socket error, timeout, non-2xx, or an answer that is not a success envelope)
// and no write was lost: every acknowledged save is in its table afterwards, under the id the answer gave.
// `npm test` runs a sample (--connections 20 --duration 5).
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import autocannon, { type Request } from 'autocannon';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { login } from './lib/http';
import { formatTable, loadAverage } from './lib/report';
import { freshDatabase, startMock } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);

const PROJECT = { tenantId: 1, projectId: 1 };
const run = Date.now().toString(36);
let serial = 0;

interface WriteKind {
  path: string;
  table: 'Contract' | 'ManagerTeamMember';
  /** The column that holds the unique key of each save. */
  column: 'code' | 'name';
  body(key: string, n: number): object;
  sent: number;
  /** Unique key -> id answered. */
  acknowledged: Map<string, number>;
}

const writes: WriteKind[] = [
  {
    path: '/api/project/addContract',
    table: 'Contract',
    column: 'code',
    body: (key) => ({ ...PROJECT, name: '压力测试合同', code: key, partyA: '甲方', partyB: '乙方', amount: 1000, signDate: '2026-01-01' }),
    sent: 0,
    acknowledged: new Map(),
  },
  {
    path: '/api/project/addMangerTeam',
    table: 'ManagerTeamMember',
    column: 'name',
    body: (key, n) => ({ ...PROJECT, name: key, post: '安全员', phone: `139${String(n % 1e8).padStart(8, '0')}`, company: '压力测试公司' }),
    sent: 0,
    acknowledged: new Map(),
  },
];

const failures: string[] = [];
let failed = 0;

/** Every answer must be a success envelope. */
function check(path: string, status: number, body: string): { id?: number } | undefined {
  try {
    const envelope = JSON.parse(body) as { code?: unknown; success?: unknown; data?: { id?: number } };
    if (status === 200 && envelope.code === 200 && envelope.success === true) return envelope.data ?? {};
  } catch {
    // counted below
  }
  failed++;
  if (failures.length < 10) failures.push(`${path}: HTTP ${status} ${body.slice(0, 200)}`);
  return undefined;
}

const read = (method: string, path: string, body?: object): Request => ({
  method,
  path,
  ...(body ? { body: JSON.stringify(body) } : {}),
  onResponse: (status, text) => void check(path, status, text),
});

const write = (kind: WriteKind): Request => ({
  method: 'POST',
  path: kind.path,
  setupRequest: (request, context) => {
    const n = ++serial;
    context.key = `LOAD-${run}-${n}`;
    kind.sent++;
    return { ...request, body: JSON.stringify(kind.body(context.key as string, n)) };
  },
  onResponse: (status, text, context) => {
    const data = check(kind.path, status, text);
    if (data && typeof data.id === 'number') kind.acknowledged.set(context.key as string, data.id);
    else if (data) failed++;
  },
});

const database = await freshDatabase('load');
const server = await startMock({ name: 'load-mock', databaseFile: database.file });
let ok = false;
try {
  const token = await login(server.baseUrl, DEMO_ACCOUNTS.tenant);
  console.log(`load: ${connections} connections for ${duration} s, reads and writes mixed; load average ${loadAverage()}`);
  const result = await autocannon({
    url: server.baseUrl,
    connections,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      read('POST', '/api/dashboard/labourIndex', PROJECT),
      write(writes[0]!),
      read('POST', '/api/project/contractTable', { ...PROJECT, keyword: 'LOAD', pageSize: 10 }),
      write(writes[1]!),
      read('GET', '/api/authUser/info'),
    ],
  });
  // A clean stop first: whatever the server acknowledged must be on disk without its help afterwards.
  await server.stop();

  const db = new Database(database.file, { readonly: true });
  const checked = writes.map((kind) => {
    const stored = new Map(
      (
        db.prepare(`SELECT "${kind.column}" AS key, id FROM "${kind.table}" WHERE "${kind.column}" LIKE ?`).all(`LOAD-${run}-%`) as {
          key: string;
          id: number;
        }[]
      ).map((row) => [row.key, row.id]),
    );
    const lost = [...kind.acknowledged].filter(([key, id]) => stored.get(key) !== id);
    return { kind, found: stored.size, lost };
  });
  db.close();

  // autocannon counts timeouts among its errors.
  const errors = result.errors + result.non2xx + failed;
  console.log(
    '\n' +
      formatTable(
        ['requests', 'req/s', 'p50', 'p99', 'max', 'socket errors', 'of which timeouts', 'non-2xx', 'not a success envelope'],
        [
          [
            String(result.requests.total),
            String(Math.round(result.requests.average)),
            `${result.latency.p50} ms`,
            `${result.latency.p99} ms`,
            `${result.latency.max} ms`,
            String(result.errors),
            String(result.timeouts),
            String(result.non2xx),
            String(failed),
          ],
        ],
      ) +
      '\n\n' +
      formatTable(
        // Writes still in flight when the run stopped have no answer; they may or may not be in the table.
        ['write', 'sent', 'acknowledged', 'unanswered at the end', 'in the table', 'lost'],
        checked.map(({ kind, found, lost }) => [
          kind.path,
          String(kind.sent),
          String(kind.acknowledged.size),
          String(kind.sent - kind.acknowledged.size),
          String(found),
          String(lost.length),
        ]),
      ),
  );
  for (const failure of failures) console.log(`failure: ${failure}`);
  for (const { kind, lost } of checked) for (const [key, id] of lost.slice(0, 5)) console.log(`lost: ${kind.table} ${key} (id ${id})`);
  const lostTotal = checked.reduce((sum, c) => sum + c.lost.length, 0);
  const acknowledgedTotal = checked.reduce((sum, c) => sum + c.kind.acknowledged.size, 0);
  ok = errors === 0 && lostTotal === 0 && acknowledgedTotal > 0;
  console.log(
    `\nload: ${result.requests.total} requests, ${errors} errors, ${acknowledgedTotal} writes acknowledged, ${lostTotal} lost ` +
      `(load average ${loadAverage()}) ${ok ? 'passed' : 'FAILED'}`,
  );
} finally {
  await server.stop();
  database.remove();
}
process.exit(ok ? 0 : 1);
