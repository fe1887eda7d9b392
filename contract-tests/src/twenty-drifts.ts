// Item 5 of issue 39: 20 single-field drifts picked by code from the usage file (seeded, not by hand), half on
// fields a recorded screen reads and half on required fields of a documented answer no screen reads. Each drift is
// the operation's documented success example without one top-level field of its data. Shared by the ranking test
// (test/harness/twenty-drifts.test.ts) and the browser proof (drift-screens.ts), so both prove the same twenty.
import { judge, type StatusExpectation, type Violation } from '@smartsite/api/judge';
import { rawOperation } from '@smartsite/api/document';
import { contract, operation, usage } from './contract';

const SUCCESS: StatusExpectation = { statuses: [200], kind: 'status' };

export interface Drift {
  operationId: string;
  field: string;
  /** The screens the usage file says read /data/<field> or below it, by name (empty: none reads it). */
  readers: string[];
  /** Their routes, in the same order as the usage file lists them. */
  readerRoutes: string[];
  /** The routes of the screens calling the operation. */
  callers: string[];
}

/** A small seeded generator (mulberry32): the pick changes only when the usage file or the seed does. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Envelope = { data: unknown } & Record<string, unknown>;

/** The operation's documented success example (a copy). */
export function documentedAnswer(operationId: string): Envelope {
  const op = operation(operationId);
  const success = rawOperation(contract.document, op).responses['200'] as { content: { 'application/json': { example: Envelope } } };
  return structuredClone(success.content['application/json'].example);
}

/** An answer envelope without the drift's field in its data (the data of any answer, the documented one by default). */
export function withoutField<T extends { data: unknown }>(answer: T, field: string): T {
  return { ...answer, data: Object.fromEntries(Object.entries(answer.data as object).filter(([key]) => key !== field)) };
}

/** What the judge finds in a 200 answer of the operation carrying `body`, ranked by the usage file. */
export function judged(operationId: string, body: unknown): Violation[] {
  const op = operation(operationId);
  const request = { method: op.method.toUpperCase(), url: op.path, headers: { authorization: 'Bearer t' }, body: {} };
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  return judge(contract, op, request, 200, headers, JSON.stringify(body), { expectation: SUCCESS, usage }).violations;
}

/** Every top-level answer field of a recorded operation whose absence the document calls a missing required field. */
function candidates(): Drift[] {
  const drifts: Drift[] = [];
  for (const [operationId, entry] of Object.entries(usage.operations)) {
    // The proof opens the screens in a browser: an operation called only on a user's action is not reached.
    if (!entry.calledBy.length || entry.onAction) continue;
    const documented = documentedAnswer(operationId);
    const data = documented.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) continue;
    for (const field of Object.keys(data)) {
      const missing = judged(operationId, withoutField(documented, field));
      if (missing.length !== 1 || missing[0]!.rule !== 'field-missing') continue;
      const pointer = `/data/${field}`;
      const readerRoutes = [
        ...new Set(
          Object.entries(entry.reads)
            .filter(([read]) => read === pointer || read.startsWith(`${pointer}/`))
            .flatMap(([, byScreen]) => Object.keys(byScreen)),
        ),
      ];
      const readers = [...new Set(readerRoutes.map((route) => usage.screens[route]!))].sort();
      drifts.push({ operationId, field, readers, readerRoutes, callers: entry.calledBy });
    }
  }
  return drifts;
}

function pick(drifts: Drift[], count: number, random: () => number): Drift[] {
  const pool = [...drifts];
  const picked: Drift[] = [];
  while (picked.length < count && pool.length) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** The twenty: ten a screen reads, ten none reads, from one seed. */
export function twentyDrifts(): { read: Drift[]; unread: Drift[] } {
  const all = candidates();
  const random = seeded(39);
  const read = pick(
    all.filter((drift) => drift.readers.length),
    10,
    random,
  );
  const unread = pick(
    all.filter((drift) => !drift.readers.length),
    10,
    random,
  );
  return { read, unread };
}

/** The ranking a drift must get: breaks-screen naming its readers, or breaks-clients naming none. */
export function rankedRight(
  drift: Drift,
  finding: { pointer: string; impact?: string; screens?: { name: string }[] | string[] | null } | undefined,
): boolean {
  const screens = (finding?.screens ?? []).map((screen) => (typeof screen === 'string' ? screen : screen.name)).sort();
  return (
    finding?.pointer === `/data/${drift.field}` &&
    finding.impact === (drift.readers.length ? 'breaks-screen' : 'breaks-clients') &&
    JSON.stringify(screens) === JSON.stringify(drift.readers)
  );
}
