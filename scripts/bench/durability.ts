// `npm run durability [-- --kills 5 --writers 8]`: acknowledged writes survive the server being killed.
// The mock server runs in its own process on a fresh seeded database under .tmp/bench. Each round, --writers
// concurrent loops save contracts with unique codes as fast as the server answers; once they flow, after a random
// 0.2-1.5 s, in the middle of that stream, the server gets SIGKILL (no shutdown hook, no flush, requests in flight). It is
// restarted on the same database, and every write acknowledged so far, in any round, must be there: in the
// table (read directly) and through the API, with the id its answer gave. SQLite's integrity check must pass.
//
// Why it holds: SQLite runs in WAL mode with synchronous=NORMAL (mock-server/src/db/client.ts). A commit is
// acknowledged after it is appended to the WAL, which lives in the OS page cache; a killed process loses nothing
// that is there. Only an OS crash or power cut could lose the last commits (synchronous=FULL would fsync each
// one, and cost every write an fsync for a failure a mock does not need to survive).
// `npm test` runs a sample (--kills 2).
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { sleep } from '@smartsite/tooling';
import { login, postJson } from './lib/http';
import { formatTable, loadAverage } from './lib/report';
import { freshDatabase, startMock, type RunningServer } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    writers: { type: 'string', default: '8' },
  },
});
const kills = Number(args.kills);
const writerCount = Number(args.writers);
const PROJECT = { tenantId: 1, projectId: 1 };
const run = Date.now().toString(36);

interface Round {
  sent: number;
  acknowledged: Map<string, number>;
  /** Saved but not answered before the kill (may or may not have committed). */
  unanswered: number;
}

/** Saves contracts until the server stops answering; records the ones it acknowledged. */
async function writer(server: RunningServer, token: string, round: number, id: number, into: Round): Promise<void> {
  for (let n = 1; ; n++) {
    const code = `DUR-${run}-${round}-${id}-${n}`;
    into.sent++;
    try {
      const answer = await postJson<{ id: number }>(
        server.baseUrl,
        '/api/project/addContract',
        { ...PROJECT, name: '断电测试合同', code, partyA: '甲方', partyB: '乙方', amount: n, signDate: '2026-01-01' },
        token,
      );
      if (answer.status !== 200 || typeof answer.body.data?.id !== 'number')
        throw new Error(`save answered HTTP ${answer.status} ${answer.body.msg}`);
      into.acknowledged.set(code, answer.body.data.id);
    } catch (error) {
      if ((error as Error).message.startsWith('save answered')) throw error;
      into.unanswered++;
      return; // the server is gone
    }
  }
}

function storedContracts(file: string): { rows: Map<string, number>; integrity: string } {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare('SELECT code, id FROM Contract WHERE code LIKE ?').all(`DUR-${run}-%`) as { code: string; id: number }[];
    const integrity = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
    return { rows: new Map(rows.map((row) => [row.code, row.id])), integrity };
  } finally {
    db.close();
  }
}

const database = await freshDatabase('durability');
let server = await startMock({ name: 'durability-mock', databaseFile: database.file });
const rounds: Round[] = [];
const problems: string[] = [];
const rows: string[][] = [];
console.log(`durability: ${kills} SIGKILLs during a stream of writes from ${writerCount} writers; load average ${loadAverage()}`);
try {
  for (let round = 1; round <= kills; round++) {
    // Tokens survive restarts (the signing secret is kept in the database), but each round logs in anew anyway.
    const token = await login(server.baseUrl, DEMO_ACCOUNTS.tenant);
    const current: Round = { sent: 0, acknowledged: new Map(), unanswered: 0 };
    rounds.push(current);
    const stream = Promise.all(Array.from({ length: writerCount }, (_, id) => writer(server, token, round, id + 1, current)));
    // Mid-stream: once the writes flow (the first answers after a start are slow), at a random moment.
    while (current.acknowledged.size < writerCount) await sleep(20);
    await sleep(200 + Math.random() * 1300);
    await server.kill();
    await stream;

    server = await startMock({ name: 'durability-mock', databaseFile: database.file, appendLog: true });
    const { rows: stored, integrity } = storedContracts(database.file);
    const everAcknowledged = rounds.flatMap((r) => [...r.acknowledged]);
    const lost = everAcknowledged.filter(([code, id]) => stored.get(code) !== id);
    const ownRows = [...stored.keys()].filter((code) => code.startsWith(`DUR-${run}-${round}-`)).length;
    // The API must see the same rows as the file (the restarted server reads what the killed one wrote).
    const page = await postJson<{ total: number }>(
      server.baseUrl,
      '/api/project/contractTable',
      { ...PROJECT, keyword: `DUR-${run}-`, pageSize: 1 },
      await login(server.baseUrl, DEMO_ACCOUNTS.tenant),
    );
    if (page.body.data?.total !== stored.size)
      problems.push(`round ${round}: the API counts ${page.body.data?.total}, the table ${stored.size}`);
    if (integrity !== 'ok') problems.push(`round ${round}: integrity check says ${integrity}`);
    for (const [code, id] of lost.slice(0, 5)) problems.push(`round ${round}: acknowledged ${code} (id ${id}) is missing`);
    rows.push([
      String(round),
      String(current.sent),
      String(current.acknowledged.size),
      String(ownRows),
      String(ownRows - current.acknowledged.size),
      String(lost.length),
      integrity,
    ]);
  }
} finally {
  await server.stop();
  database.remove();
}

const acknowledged = rounds.reduce((sum, r) => sum + r.acknowledged.size, 0);
console.log(
  '\n' +
    formatTable(
      [
        'kill',
        'writes sent',
        'acknowledged',
        'in the table after restart',
        'committed, answer lost',
        'acknowledged but missing',
        'integrity',
      ],
      rows,
    ),
);
for (const problem of problems) console.log(`problem: ${problem}`);
const ok = problems.length === 0 && acknowledged > 0 && rows.length === kills;
console.log(`\ndurability: ${kills} kills, ${acknowledged} writes acknowledged, ${problems.length} problems ${ok ? 'passed' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
