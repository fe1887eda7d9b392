// Item 5 of issue 39, its ranking half: 20 single-field drifts picked by code from the usage file (seeded, not by
// hand), half on fields a recorded screen reads and half on required fields of a documented answer no screen
// reads. Each drifted answer (the documented example without that field) must be ranked breaks-screen, naming
// the screens the usage gives for it, or breaks-clients with no screen. The browser half (the screen shows the
// failure) is not built yet.
import { describe, expect, it } from 'vitest';
import { judge, type StatusExpectation } from '@smartsite/api/judge';
import { contract, operation, usage } from '../../src/contract';
import { example, reply } from './examples';

const SUCCESS: StatusExpectation = { statuses: [200], kind: 'status' };

interface Drift {
  operationId: string;
  field: string;
  /** The screens the usage file says read /data/<field> or below it (empty: none reads it). */
  readers: string[];
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

function judged(operationId: string, body: unknown) {
  const op = operation(operationId);
  const res = reply(body);
  const request = { method: op.method.toUpperCase(), url: op.path, headers: { authorization: 'Bearer t' }, body: {} };
  return judge(contract, op, request, res.status, res.headers, res.text, { expectation: SUCCESS, usage }).violations;
}

const withoutField = (operationId: string, field: string) => {
  const documented = example(operation(operationId)) as { data: Record<string, unknown> };
  return { ...documented, data: Object.fromEntries(Object.entries(documented.data).filter(([key]) => key !== field)) };
};

/** Every top-level answer field of a recorded operation whose absence the document calls a missing required field. */
function candidates(): Drift[] {
  const drifts: Drift[] = [];
  for (const [operationId, entry] of Object.entries(usage.operations)) {
    if (!entry.calledBy.length) continue;
    const data = (example(operation(operationId)) as { data: unknown }).data;
    if (data === null || typeof data !== 'object' || Array.isArray(data)) continue;
    for (const field of Object.keys(data)) {
      const missing = judged(operationId, withoutField(operationId, field));
      if (missing.length !== 1 || missing[0]!.rule !== 'field-missing') continue;
      const pointer = `/data/${field}`;
      const readers = Object.entries(entry.reads)
        .filter(([read]) => read === pointer || read.startsWith(`${pointer}/`))
        .flatMap(([, byScreen]) => Object.keys(byScreen).map((route) => usage.screens[route]!));
      drifts.push({ operationId, field, readers: [...new Set(readers)].sort() });
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

describe('20 single-field drifts picked from the usage file', () => {
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

  it('has ten of each kind to pick from, from more than one operation', () => {
    expect(read).toHaveLength(10);
    expect(unread).toHaveLength(10);
    expect(new Set([...read, ...unread].map((drift) => drift.operationId)).size).toBeGreaterThan(5);
  });

  it('ranks all 20 right: a field a screen reads breaks those screens, an unread one breaks generated clients', () => {
    const right = [...read, ...unread].filter(({ operationId, field, readers }) => {
      const [finding] = judged(operationId, withoutField(operationId, field));
      const screens = (finding?.screens ?? []).map((screen) => screen.name).sort();
      const impact = readers.length ? 'breaks-screen' : 'breaks-clients';
      expect(finding, `${operationId} /data/${field}`).toMatchObject({ pointer: `/data/${field}`, impact });
      expect(screens, `${operationId} /data/${field}`).toEqual(readers);
      return finding?.impact === impact;
    });
    console.log(
      `${right.length}/20 drifts ranked right: ${[...read, ...unread].map((d) => `${d.operationId} /data/${d.field} (${d.readers.length} screens)`).join(', ')}`,
    );
    expect(right).toHaveLength(20);
  });
});
