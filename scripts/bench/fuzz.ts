// `npm run fuzz [-- --requests 10000 --hostile 2000 --seed N --concurrency 16]`: bad-input fuzzing of the mock
// server over HTTP (its own process, a fresh seeded database under .tmp/bench, login rate limit lifted).
//   1. --requests rejected cases (scripts/bench/fuzz/cases.ts): every operation in turn, a valid request broken
//      in one way; each must get its one right status (400, 401, 404 or 413) in an envelope that the contract
//      suite's judge accepts (api/src/judge/checks.ts), and the database must not change at all.
//   2. hostile shapes (scripts/bench/fuzz/shapes.ts), a fixed set over every operation: bodies nested past any
//      stack, prototype names as keys, query keys, paths and picture names, 400-digit numbers, absolute-URI
//      request lines on a raw socket; no 5xx, every error an envelope, and the database must not change;
//   3. --hostile requests the document accepts with values at its edges, first every reading operation (the
//      database must still not change), then every writing one (sequentially; when a write locks a fuzzing
//      account out, the database is reset): no 5xx, always an envelope.
// Also: no error line in the server's log, no seeded password in any answer or log line.
// The summary goes to stdout and reports/bench/fuzz.json; the exit code is 1 on any finding.
// `npm test` runs a sample (--requests 1500 --hostile 400).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { createSchemaValidator, listOperations, loadDocument } from '@smartsite/api/document';
import { envelopeViolations, judgeResponse, SecretWatch } from '@smartsite/api/judge';
import { caseFactory, type FuzzCase, type Phase } from './fuzz/cases';
import { sendRaw, type Answer } from './fuzz/raw-request';
import { shapeCases } from './fuzz/shapes';
import { changedTables, databaseDigest, type DatabaseDigest } from './lib/database';
import { login } from './lib/http';
import { runPool } from './lib/pool';
import { formatTable, loadAverage } from './lib/report';
import { freshDatabase, REPORTS, startMock, type RunningServer, type ScratchDatabase } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    hostile: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    from: { type: 'string', default: '0' },
    concurrency: { type: 'string', default: '16' },
  },
});
const rejectedCount = Number(args.requests);
const hostileCount = Number(args.hostile);
const seed = args.seed ? Number(args.seed) : Date.now() % 1_000_000_000;
const from = Number(args.from);
const concurrency = Number(args.concurrency);
const ACCOUNTS = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.tenant, DEMO_ACCOUNTS.user];
const LIFTED_RATE_LIMIT = { AUTH_RATE_LIMIT: '100000000/1m' };
const document = loadDocument();
const operations = listOperations(document);
const validator = createSchemaValidator(document, { allErrors: true });
const contract = { document, validator };
const byId = new Map(operations.map((op) => [op.operationId, op]));

interface Tally {
  sent: number;
  expected: number;
  serverErrors: number;
  other: number;
  /** How many answers of each HTTP status. */
  statuses: Record<number, number>;
}
interface Finding {
  case: Omit<FuzzCase, 'body'> & { body?: string };
  status: number;
  problems: string;
  answer: string;
}

const tallies = new Map<string, Tally>();
const findings: Finding[] = [];
const secrets = new SecretWatch();
for (const account of Object.values(DEMO_ACCOUNTS)) secrets.learn(account.password);

let database: ScratchDatabase | undefined;
let server: RunningServer | undefined;
const accounts = { tokens: [] as string[] };
let resets = 0;
const logFiles: string[] = [];

async function startFresh(): Promise<void> {
  database = await freshDatabase('fuzz');
  const name = `fuzz-mock-${logFiles.length + 1}`;
  const started = await startMock({ name, databaseFile: database.file, env: { ...LIFTED_RATE_LIMIT, LOG_LEVEL: 'info' } });
  server = started;
  logFiles.push(started.logFile);
  accounts.tokens = await Promise.all(ACCOUNTS.map((account) => login(started.baseUrl, account)));
}

async function send(c: FuzzCase): Promise<Answer> {
  if (c.raw) return sendRaw(server!.port, c);
  const response = await fetch(server!.baseUrl + c.url, {
    method: c.method,
    headers: c.headers,
    ...(c.body === undefined || c.method === 'GET' ? {} : { body: c.body }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
}

function record(c: FuzzCase, status: number, problems: string[], answer: string): void {
  const key = `${c.phase}|${c.kind}`;
  const tally = tallies.get(key) ?? { sent: 0, expected: 0, serverErrors: 0, other: 0, statuses: {} };
  tally.sent++;
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (status >= 500) tally.serverErrors++;
  else if (problems.length) tally.other++;
  else tally.expected++;
  tallies.set(key, tally);
  if (problems.length && findings.length < 200) {
    const { body: sent, ...request } = c;
    const body = sent === undefined ? undefined : typeof sent === 'string' ? sent : `(bytes) ${new TextDecoder().decode(sent)}`;
    findings.push({
      case: {
        ...request,
        ...(body === undefined ? {} : { body: body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body }),
      },
      status,
      problems: problems.join('\n'),
      answer: answer.slice(0, 300),
    });
  }
}

/**
 * The contract judge's findings for a case at an operation; for a path at none, the status and, for an error, the
 * envelope (a picture may answer 200 with its bytes).
 */
function judge(c: FuzzCase, response: Answer): { kind: string; message: string }[] {
  const op = byId.get(c.operationId);
  if (op) return judgeResponse(contract, op, response, { statuses: c.expected, kind: 'status' }).violations;
  const found = c.expected.includes(response.status)
    ? []
    : [{ kind: 'status', message: `HTTP ${response.status}, expected ${c.expected.join(' or ')}` }];
  if (response.status < 400) return found;
  try {
    return [...found, ...envelopeViolations(JSON.parse(response.text), response.status)];
  } catch {
    return [...found, { kind: 'unreadable-body', message: `not a JSON envelope: ${response.text.slice(0, 80)}` }];
  }
}

/** Sends a case and judges the answer; returns the status. */
async function run(c: FuzzCase): Promise<number> {
  let response;
  try {
    response = await send(c);
  } catch (error) {
    record(c, 0, [`no answer: ${(error as Error).message}`], '');
    return 0;
  }
  const problems = judge(c, response).map((v) => `[${v.kind}] ${v.message}`);
  for (const leaked of secrets.find(response.text)) problems.push(`[password-leak] the answer contains the password "${leaked}"`);
  record(c, response.status, problems, response.text);
  return response.status;
}

/** Runs cases `first` to `first + count - 1` of the phase. */
async function phase(name: Phase, count: number, make: (index: number) => FuzzCase, parallel: number, first = from): Promise<void> {
  const started = performance.now();
  await runPool(count, parallel, async (i) => {
    await run(make(first + i));
  });
  console.log(`${name}: ${count} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Writes with edge values may disable or re-role a fuzzing account: log in again, and reset the database if that fails. */
async function runWrite(c: () => FuzzCase): Promise<void> {
  const first = c();
  const status = await probe(first);
  if (status !== 401) return;
  try {
    accounts.tokens = await Promise.all(ACCOUNTS.map((account) => login(server!.baseUrl, account)));
  } catch {
    resets++;
    await server?.stop();
    database?.remove();
    await startFresh();
  }
  await run(c());
}

/** Sends without recording when the answer is a 401 (the session was lost, not a finding); records otherwise. */
async function probe(c: FuzzCase): Promise<number> {
  try {
    const response = await send(c);
    if (response.status === 401) return 401;
    const op = byId.get(c.operationId)!;
    const { violations } = judgeResponse(contract, op, response, { statuses: c.expected, kind: 'status' });
    record(
      c,
      response.status,
      violations.map((v) => `[${v.kind}] ${v.message}`),
      response.text,
    );
    return response.status;
  } catch (error) {
    record(c, 0, [`no answer: ${(error as Error).message}`], '');
    return 0;
  }
}

function logProblems(): string[] {
  const problems: string[] = [];
  for (const file of logFiles) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let level = 0;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        problems.push(`not a log record: ${line.slice(0, 200)}`);
        continue;
      }
      if (level >= 50) problems.push(line.slice(0, 400));
      for (const leaked of secrets.find(line)) problems.push(`log line with the password "${leaked}": ${line.slice(0, 200)}`);
    }
  }
  return problems;
}

const started = performance.now();
console.log(
  `fuzz: seed ${seed}, ${rejectedCount} rejected + ${hostileCount} hostile requests over ${operations.length} operations, ` +
    `concurrency ${concurrency}, load average ${loadAverage()}`,
);
const databaseChecks: { check: string; ok: boolean; changed: string[] }[] = [];
let logFindings: string[] = [];
try {
  await startFresh();
  const factory = caseFactory(document, [...operations], validator, accounts, seed);
  const snapshot = (): DatabaseDigest => databaseDigest(database!.file);
  const compare = (check: string, before: DatabaseDigest) => {
    const changed = changedTables(before, snapshot());
    databaseChecks.push({ check, ok: changed.length === 0, changed });
  };

  const beforeRejected = snapshot();
  await phase('rejected', rejectedCount, (i) => factory.rejected(i), concurrency);
  compare('rejected requests changed nothing', beforeRejected);

  const shapes = shapeCases([...operations], accounts.tokens);
  const beforeShapes = snapshot();
  await phase('shapes', shapes.length, (i) => shapes[i]!, concurrency, 0);
  compare('hostile shapes changed nothing', beforeShapes);

  // Logging out ends the fuzzer's own session; it is covered by the contract suite.
  const reads = operations.filter((op) => !op.writes && op.operationId !== 'logout');
  const writes = operations.filter((op) => op.writes);
  const readCount = Math.round((hostileCount * reads.length) / (reads.length + writes.length));
  const beforeReads = snapshot();
  await phase('hostile', readCount, (i) => factory.hostile(i, reads), concurrency);
  compare('reads with edge values changed nothing', beforeReads);
  const writeStart = performance.now();
  for (let i = 0; i < hostileCount - readCount; i++) await runWrite(() => factory.hostile(from + i, writes));
  console.log(`hostile writes: ${hostileCount - readCount} requests in ${((performance.now() - writeStart) / 1000).toFixed(1)} s`);
} finally {
  await server?.stop();
  database?.remove();
  logFindings = logProblems();
}

const rows = [...tallies].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce(
  (sum, [, t]) => ({
    sent: sum.sent + t.sent,
    expected: sum.expected + t.expected,
    serverErrors: sum.serverErrors + t.serverErrors,
    other: sum.other + t.other,
  }),
  { sent: 0, expected: 0, serverErrors: 0, other: 0 },
);
console.log(
  '\n' +
    formatTable(
      ['phase', 'kind', 'sent', 'as expected', '5xx', 'other findings', 'answers'],
      [
        ...rows.map(([key, t]) => [
          ...key.split('|'),
          String(t.sent),
          String(t.expected),
          String(t.serverErrors),
          String(t.other),
          Object.entries(t.statuses)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', '),
        ]),
        ['total', '', String(total.sent), String(total.expected), String(total.serverErrors), String(total.other), ''],
      ],
    ),
);
for (const check of databaseChecks)
  console.log(`database: ${check.check}: ${check.ok ? 'yes' : `NO, changed ${check.changed.join(', ')}`}`);
console.log(`server log: ${logFindings.length ? `${logFindings.length} error lines or leaks` : 'no error line, no password'}`);
if (resets) console.log(`database resets after a write locked a fuzzing account out: ${resets}`);
for (const finding of findings.slice(0, 10)) {
  const c = finding.case;
  console.log(
    `\n#${c.index} ${c.phase} "${c.kind}" ${c.operationId}: ${c.method} ${c.url} -> HTTP ${finding.status}\n` +
      `  body: ${c.body ?? '(none)'}\n  answer: ${finding.answer}\n${finding.problems
        .split('\n')
        .map((p) => `  ${p}`)
        .join('\n')}`,
  );
}
for (const line of logFindings.slice(0, 5)) console.log(`log: ${line}`);

const failed = total.serverErrors + total.other > 0 || databaseChecks.some((c) => !c.ok) || logFindings.length > 0;
writeFileSync(
  join(REPORTS, 'fuzz.json'),
  JSON.stringify(
    {
      seed,
      from,
      requests: total.sent,
      serverErrors: total.serverErrors,
      otherFindings: total.other,
      databaseChecks,
      resets,
      logFindings: logFindings.slice(0, 50),
      tallies: Object.fromEntries(rows),
      findings,
      seconds: Math.round((performance.now() - started) / 1000),
    },
    null,
    2,
  ) + '\n',
);
console.log(
  `\nfuzz: ${total.sent} requests, ${total.serverErrors} answered 5xx, ${total.other} other findings, ` +
    `database ${databaseChecks.every((c) => c.ok) ? 'unchanged by rejected requests and reads' : 'CHANGED'} ` +
    `(seed ${seed}; details in reports/bench/fuzz.json) ${failed ? 'FAILED' : 'passed'}`,
);
process.exit(failed ? 1 : 0);
