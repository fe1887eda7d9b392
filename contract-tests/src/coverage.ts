// What a run proved, measured against what the document promises: for every operation, each declared answer
// (HTTP status with the envelope code the document gives it) and whether a call observed it, and from which check;
// and which cells of the x-access isolation matrix (rule x account kind x scope) were sent.
import type { OperationInfo } from '@smartsite/api/document';
import { SUCCESS_CODES } from '@smartsite/api/judge';
import type { CallRecord, RunRecord } from './recorder';

interface DeclaredAnswer {
  status: number;
  /** The envelope codes the document allows with this status: its success codes, or the status itself (docs/requirements/envelope.md#error-catalogue). */
  codes: readonly unknown[];
  /** The checks whose calls got this answer (status and an allowed code); empty when never observed. */
  observedBy: string[];
}

export interface OperationCoverage {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  answers: DeclaredAnswer[];
}

interface Tally {
  declared: number;
  observed: number;
  percent: number;
}

interface MatrixCell {
  rule: string;
  account: string;
  scope: string;
  allowed: number;
  refused: number;
}

export interface CoverageReport {
  answers: Tally;
  byTag: Record<string, Tally>;
  /** Statuses never observed, with the operations that declare them. */
  unobservedByStatus: Record<string, string[]>;
  operations: OperationCoverage[];
  matrix: { rules: string[]; accounts: string[]; scopes: string[]; cells: MatrixCell[]; sent: number; possible: number };
}

/** Matrix rows: the rules of x-access that look at who calls and where, beyond a valid token. */
const MATRIX_ACCOUNTS = ['system', 'tenant', 'user'];
/** Matrix columns, in the order the isolation test builds them (test/contract/access.test.ts). */
const MATRIX_SCOPES = [
  'own project',
  'unassigned project of its tenant',
  "another tenant's project",
  "own tenant id, another tenant's project",
  "another tenant's id, own project",
];

const tally = (declared: number, observed: number): Tally => ({
  declared,
  observed,
  percent: declared ? Math.round((observed / declared) * 1000) / 10 : 100,
});

/** The envelope codes a declared answer may carry: the success codes (the document's SuccessCode), or the status itself (docs/requirements/envelope.md#error-catalogue). */
const declaredCodes = (status: number): readonly unknown[] => (status >= 300 ? [status] : SUCCESS_CODES);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function measureCoverage(operations: readonly OperationInfo[], records: readonly RunRecord[]): CoverageReport {
  const calls = records.filter((r): r is CallRecord => r.type === 'call');
  const callsByOperation = new Map<string, CallRecord[]>();
  for (const call of calls) callsByOperation.set(call.operationId, [...(callsByOperation.get(call.operationId) ?? []), call]);

  const covered = operations.map((op): OperationCoverage => {
    const mine = callsByOperation.get(op.operationId) ?? [];
    const answers = op.statuses.map((status) => {
      const codes = declaredCodes(status);
      const matching = mine.filter((call) => call.status === status && codes.some((code) => sameValue(code, call.code)));
      return { status, codes, observedBy: [...new Set(matching.map((call) => call.check))] };
    });
    return { operationId: op.operationId, tag: op.tag, method: op.method.toUpperCase(), path: op.path, answers };
  });

  const byTagCounts: Record<string, [number, number]> = {};
  const unobservedByStatus: Record<string, string[]> = {};
  for (const op of covered) {
    const counts = (byTagCounts[op.tag] ??= [0, 0]);
    for (const answer of op.answers) {
      counts[0] += 1;
      if (answer.observedBy.length) counts[1] += 1;
      else (unobservedByStatus[answer.status] ??= []).push(op.operationId);
    }
  }
  const byTag = Object.fromEntries(Object.entries(byTagCounts).map(([tag, [declared, observed]]) => [tag, tally(declared, observed)]));
  const declared = Object.values(byTag).reduce((n, t) => n + t.declared, 0);
  const observed = Object.values(byTag).reduce((n, t) => n + t.observed, 0);
  return { answers: tally(declared, observed), byTag, unobservedByStatus, operations: covered, matrix: measureMatrix(operations, calls) };
}

function measureMatrix(operations: readonly OperationInfo[], calls: readonly CallRecord[]): CoverageReport['matrix'] {
  const rulesOf = new Map(
    operations.map((op) => [
      op.operationId,
      [...new Set(op.access.map((rule) => rule.kind).filter((kind) => kind !== 'public' && kind !== 'token'))],
    ]),
  );
  const rules = [...new Set([...rulesOf.values()].flat())];
  const cells = new Map<string, MatrixCell>();
  for (const rule of rules) {
    for (const account of MATRIX_ACCOUNTS) {
      for (const scope of MATRIX_SCOPES) cells.set(`${rule}|${account}|${scope}`, { rule, account, scope, allowed: 0, refused: 0 });
    }
  }
  for (const call of calls) {
    if (!call.cell) continue;
    for (const rule of rulesOf.get(call.operationId) ?? []) {
      const key = `${rule}|${call.cell.account}|${call.cell.scope}`;
      const cell = cells.get(key) ?? { rule, account: call.cell.account, scope: call.cell.scope, allowed: 0, refused: 0 };
      cells.set(key, cell);
      if (call.cell.allowed) cell.allowed += 1;
      else cell.refused += 1;
    }
  }
  const list = [...cells.values()];
  const scopes = [...new Set([...MATRIX_SCOPES, ...list.map((cell) => cell.scope)])];
  return {
    rules,
    accounts: MATRIX_ACCOUNTS,
    scopes,
    cells: list,
    sent: list.filter((cell) => cell.allowed + cell.refused > 0).length,
    possible: list.length,
  };
}

const percent = (t: Tally) => `${t.percent.toFixed(1)}%`;

export function formatCoverage(report: CoverageReport): string {
  const tagWidth = Math.max(5, ...Object.keys(report.byTag).map((tag) => tag.length));
  const row = (name: string, t: Tally) =>
    `${name.padEnd(tagWidth)}  ${String(t.declared).padStart(8)}  ${String(t.observed).padStart(8)}  ${percent(t).padStart(8)}`;
  const lines = [
    `Coverage of declared answers (status with its envelope code, per operation): ${report.answers.observed} of ${report.answers.declared} observed (${percent(report.answers)})`,
    '',
    `${'tag'.padEnd(tagWidth)}  declared  observed  coverage`,
    ...Object.entries(report.byTag).map(([tag, t]) => row(tag, t)),
    row('total', report.answers),
  ];
  const unobserved = Object.entries(report.unobservedByStatus);
  if (unobserved.length) {
    lines.push('', 'Declared answers never observed:');
    for (const [status, ids] of unobserved) {
      lines.push(`  HTTP ${status}: ${ids.length} operations (${ids.slice(0, 6).join(', ')}${ids.length > 6 ? ', ...' : ''})`);
    }
  }
  lines.push('', `x-access isolation matrix: ${report.matrix.sent} of ${report.matrix.possible} cells (rule x account kind x scope) sent.`);
  return lines.join('\n');
}

/** The failure message of `--min-coverage N`, or undefined when the run reached it. */
export function coverageGate(report: CoverageReport, minimum: number | undefined): string | undefined {
  if (minimum === undefined || report.answers.percent >= minimum) return undefined;
  return `Coverage gate: ${percent(report.answers)} of declared answers observed, below --min-coverage ${minimum}.`;
}

/** `--min-coverage N` (CONTRACT_MIN_COVERAGE): the percent of declared answers a run must observe. */
export function minCoverageOf(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.CONTRACT_MIN_COVERAGE;
  if (raw === undefined || raw === '') return undefined;
  const minimum = Number(raw);
  if (!(minimum >= 0 && minimum <= 100)) throw new Error(`--min-coverage must be a percent from 0 to 100, got "${raw}"`);
  return minimum;
}
