// Turns the run's records into the human summary (operations passed / failed / skipped per tag, every
// violation with operation, JSON pointer, expected and actual) and the coverage gate: every operation
// of openapi.yaml must have been exercised, or skipped by a policy of the target that the summary lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperationInfo } from '@smartsite/api/document';
import type { Violation } from './checks';
import type { RunRecord, SkipPolicy } from './recorder';

export type Outcome = 'passed' | 'failed' | 'skipped' | 'not exercised';

export interface OperationSummary {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  inferred: boolean;
  outcome: Outcome;
  /** At least one call expected the operation's success answer. */
  exercised: boolean;
  calls: number;
  /** The distinct checks its calls were made for ("success answer", "no token", ...). */
  checks: string[];
  failures: { check: string; status?: number; violations: Violation[] }[];
  skips: { check: string; policy: SkipPolicy; reason: string }[];
}

export interface RunSummary {
  target: string;
  operations: OperationSummary[];
  totals: Record<Outcome, number>;
  byTag: Record<string, Record<Outcome, number>>;
  /** Operations neither exercised nor skipped by a policy: the coverage gate fails when this is not empty. */
  uncovered: string[];
  checks: { calls: number; violations: number; skipped: number };
}

export function readRecords(runDir: string): RunRecord[] {
  let files: string[];
  try {
    files = readdirSync(runDir).filter((f) => f.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return files.flatMap((file) =>
    readFileSync(join(runDir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RunRecord),
  );
}

const emptyTotals = (): Record<Outcome, number> => ({ passed: 0, failed: 0, skipped: 0, 'not exercised': 0 });

export function summarise(operations: readonly OperationInfo[], records: readonly RunRecord[], target: string): RunSummary {
  const summaries = operations.map((op): OperationSummary => {
    const mine = records.filter((r) => r.operationId === op.operationId);
    const failures = mine
      .filter((r) => r.type !== 'skip' && r.violations.length > 0)
      .map((r) => ({
        check: r.check,
        ...(r.type === 'call' ? { status: r.status } : {}),
        violations: r.type === 'skip' ? [] : r.violations,
      }));
    const skips = mine.flatMap((r) => (r.type === 'skip' ? [{ check: r.check, policy: r.policy, reason: r.reason }] : []));
    const exercised = mine.some((r) => r.type === 'call' && r.exercises);
    const outcome: Outcome = failures.length ? 'failed' : exercised ? 'passed' : skips.length ? 'skipped' : 'not exercised';
    return {
      operationId: op.operationId,
      tag: op.tag,
      method: op.method.toUpperCase(),
      path: op.path,
      inferred: op.inferred,
      outcome,
      exercised,
      calls: mine.filter((r) => r.type === 'call').length,
      checks: [...new Set(mine.flatMap((r) => (r.type === 'call' ? [r.check] : [])))],
      failures,
      skips,
    };
  });
  const totals = emptyTotals();
  const byTag: Record<string, Record<Outcome, number>> = {};
  for (const s of summaries) {
    totals[s.outcome] += 1;
    (byTag[s.tag] ??= emptyTotals())[s.outcome] += 1;
  }
  const known = new Set(operations.map((op) => op.operationId));
  const stray = [...new Set(records.map((r) => r.operationId).filter((id) => !known.has(id)))];
  if (stray.length) throw new Error(`records name operations openapi.yaml does not have: ${stray.join(', ')}`);
  return {
    target,
    operations: summaries,
    totals,
    byTag,
    uncovered: summaries.filter((s) => !s.exercised && s.skips.length === 0).map((s) => s.operationId),
    checks: {
      calls: records.filter((r) => r.type === 'call').length,
      violations: records.reduce((n, r) => n + (r.type === 'skip' ? 0 : r.violations.length), 0),
      skipped: records.filter((r) => r.type === 'skip').length,
    },
  };
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

export function formatSummary(summary: RunSummary): string {
  const lines: string[] = [`Contract summary: ${summary.target}`, ''];
  const tagWidth = Math.max(5, ...Object.keys(summary.byTag).map((t) => t.length));
  lines.push(`${pad('tag', tagWidth)}  passed  failed  skipped  not exercised`);
  const row = (name: string, t: Record<Outcome, number>) =>
    `${pad(name, tagWidth)}  ${padLeft(t.passed, 6)}  ${padLeft(t.failed, 6)}  ${padLeft(t.skipped, 7)}  ${padLeft(t['not exercised'], 13)}`;
  for (const [tag, totals] of Object.entries(summary.byTag)) lines.push(row(tag, totals));
  lines.push(row('total', summary.totals));
  lines.push(
    '',
    `${summary.operations.length} operations in openapi.yaml; ${summary.checks.calls} calls judged, ${summary.checks.violations} violations, ${summary.checks.skipped} checks skipped.`,
  );

  const failed = summary.operations.filter((s) => s.failures.length);
  if (failed.length) {
    lines.push('', 'Violations:');
    for (const s of failed) {
      for (const f of s.failures) {
        lines.push(`  ${s.operationId} (${s.method} ${s.path}) [${f.check}]${f.status ? ` HTTP ${f.status}` : ''}`);
        for (const v of f.violations) lines.push(`    [${v.kind}] ${v.message}`);
      }
    }
  }
  const guessed = failed.filter((s) => s.failures.some((f) => f.violations.some((v) => v.kind === 'inferred-path')));
  if (guessed.length) {
    lines.push('', 'x-inferred paths that answered 404 (the specs do not show these paths; our guess is probably wrong):');
    for (const s of guessed) lines.push(`  ${s.operationId}: ${s.method} ${s.path}`);
  }
  const skippedByPolicy = new Map<string, Set<string>>();
  for (const s of summary.operations) {
    for (const k of s.skips) {
      const key = `${k.policy}: ${k.reason}`;
      (skippedByPolicy.get(key) ?? skippedByPolicy.set(key, new Set()).get(key))?.add(s.operationId);
    }
  }
  if (skippedByPolicy.size) {
    lines.push('', 'Skipped checks (by policy of the target):');
    for (const [reason, ids] of skippedByPolicy) lines.push(`  ${reason} (${ids.size} operations): ${[...ids].join(', ')}`);
  }
  lines.push(
    '',
    summary.uncovered.length
      ? `Coverage gate: FAILED, ${summary.uncovered.length} operations not exercised: ${summary.uncovered.join(', ')}`
      : `Coverage gate: passed, every operation of openapi.yaml exercised or skipped by policy.`,
  );
  return lines.join('\n');
}
