// Turns the run's records into the human summary (operations per outcome and tag, every finding grouped by
// severity, then operation, with JSON pointer, expected and actual) and the coverage gate: every operation of
// openapi.yaml must have been exercised, skipped by a policy of the target, or blocked by an unreadable answer.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperationInfo } from '@smartsite/api/document';
import { type Violation, SEVERITIES, type Severity } from '@smartsite/api/judge';
import { type FindingGroup, findingsByScreen, groupFindings as groupByCause, groupLine, readersOf } from './finding-groups';
import type { RunRecord, SkipPolicy } from './recorder';

/**
 * failed: a finding breaks the client; differs: only findings the request layer tolerates; blocked: not run
 * because an answer it needed was unreadable (the blocking operation has the finding).
 */
type Outcome = 'passed' | 'differs' | 'failed' | 'blocked' | 'skipped' | 'not exercised';

const OUTCOMES: readonly Outcome[] = ['passed', 'differs', 'failed', 'blocked', 'skipped', 'not exercised'];

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
  blocked: { check: string; by: string; reason: string }[];
}

/** One finding as the reports list it: grouped by severity, then operation. */
interface ReportedFinding {
  check: string;
  status?: number;
  violation: Violation;
}

export interface RunSummary {
  target: string;
  operations: OperationSummary[];
  totals: Record<Outcome, number>;
  byTag: Record<string, Record<Outcome, number>>;
  /** Operations neither exercised, skipped by a policy nor blocked: the coverage gate fails when this is not empty. */
  uncovered: string[];
  checks: { calls: number; violations: number; skipped: number };
  /** Every finding, by severity, then operation id. */
  findings: Record<Severity, Record<string, ReportedFinding[]>>;
  /** Every finding grouped by cause (src/finding-groups.ts), most harmful first; `findings` keeps the single ones. */
  groups: FindingGroup[];
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

const emptyTotals = (): Record<Outcome, number> => Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;

export function summarise(operations: readonly OperationInfo[], records: readonly RunRecord[], target: string): RunSummary {
  const summaries = operations.map((op): OperationSummary => {
    const mine = records.filter((r) => r.operationId === op.operationId);
    const failures = mine
      .filter((r) => (r.type === 'call' || r.type === 'finding') && r.violations.length > 0)
      .map((r) => ({
        check: r.check,
        ...(r.type === 'call' ? { status: r.status } : {}),
        violations: r.type === 'call' || r.type === 'finding' ? r.violations : [],
      }));
    const skips = mine.flatMap((r) => (r.type === 'skip' ? [{ check: r.check, policy: r.policy, reason: r.reason }] : []));
    const blocked = mine.flatMap((r) => (r.type === 'blocked' ? [{ check: r.check, by: r.by, reason: r.reason }] : []));
    const exercised = mine.some((r) => r.type === 'call' && r.exercises);
    const severities = new Set(failures.flatMap((f) => f.violations.map((v) => v.severity)));
    const outcome: Outcome = severities.has('breaks-client')
      ? 'failed'
      : severities.size
        ? 'differs'
        : exercised
          ? 'passed'
          : blocked.length
            ? 'blocked'
            : skips.length
              ? 'skipped'
              : 'not exercised';
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
      blocked,
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
    uncovered: summaries.filter((s) => !s.exercised && s.skips.length === 0 && s.blocked.length === 0).map((s) => s.operationId),
    checks: {
      calls: records.filter((r) => r.type === 'call').length,
      violations: records.reduce((n, r) => n + (r.type === 'call' || r.type === 'finding' ? r.violations.length : 0), 0),
      skipped: records.filter((r) => r.type === 'skip').length,
    },
    findings: groupFindings(summaries),
    groups: groupByCause(summaries.flatMap((s) => s.failures.map((f) => ({ operationId: s.operationId, ...f })))),
  };
}

function groupFindings(summaries: readonly OperationSummary[]): RunSummary['findings'] {
  const grouped = Object.fromEntries(SEVERITIES.map((s) => [s, {}])) as RunSummary['findings'];
  for (const s of [...summaries].sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    for (const failure of s.failures) {
      for (const violation of failure.violations) {
        const found = { check: failure.check, ...(failure.status ? { status: failure.status } : {}), violation };
        (grouped[violation.severity][s.operationId] ??= []).push(found);
      }
    }
  }
  return grouped;
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);

const SEVERITY_TITLES: Record<Severity, string> = {
  'breaks-client': 'breaks-client: the request layer or a field the frontend reads would fail',
  'differs-from-document': 'differs-from-document: departs from the document in a way the request layer tolerates',
};

/** Operations with at least one answer judged: passed, differs or failed. */
export const judgedCount = (summary: RunSummary) =>
  summary.operations.filter((s) => s.outcome === 'passed' || s.outcome === 'differs' || s.outcome === 'failed').length;

/** A finding's line: the same finding on several calls of an operation is printed once, with the count. */
const findingLine = (v: Violation) => `[${v.check}] ${v.message}`;

export function formatSummary(summary: RunSummary): string {
  const lines: string[] = [`Contract summary: ${summary.target}`, ''];
  const tagWidth = Math.max(5, ...Object.keys(summary.byTag).map((t) => t.length));
  lines.push(`${pad('tag', tagWidth)}  ${OUTCOMES.join('  ')}`);
  const row = (name: string, t: Record<Outcome, number>) =>
    `${pad(name, tagWidth)}  ${OUTCOMES.map((o) => padLeft(t[o], o.length)).join('  ')}`;
  for (const [tag, totals] of Object.entries(summary.byTag)) lines.push(row(tag, totals));
  lines.push(row('total', summary.totals));
  lines.push(
    '',
    `${summary.operations.length} operations in openapi.yaml, ${judgedCount(summary)} judged; ${summary.checks.calls} calls judged, ${summary.checks.violations} findings, ${summary.checks.skipped} checks skipped.`,
  );

  const screens = findingsByScreen(summary.groups);
  if (screens.length || summary.groups.some((g) => g.impact === 'breaks-clients')) {
    lines.push('', 'Findings by screen (the screens reading the drifting fields, most findings first):');
    for (const { screen, count, groups } of screens) {
      lines.push(`  ${screen}: ${count} findings (${groups.map((g) => g.key).join('; ')})`);
    }
    const unread = summary.groups.filter((g) => g.impact === 'breaks-clients');
    const unreadCount = unread.reduce((n, g) => n + g.count, 0);
    if (unread.length) {
      lines.push(
        `  no recorded screen reads them, generated clients break: ${unreadCount} findings (${unread.map((g) => `${g.key}${readersOf(g)}`).join('; ')})`,
      );
    }
  }
  if (summary.groups.length) {
    lines.push(
      '',
      `Findings by cause (${summary.groups.length} groups of ${summary.checks.violations} findings; rule, field, kind of value):`,
    );
    for (const g of summary.groups) lines.push(`  ${g.impact} ${groupLine(g)}`);
  }
  for (const severity of SEVERITIES) {
    const byOperation = Object.entries(summary.findings[severity]);
    if (!byOperation.length) continue;
    const count = byOperation.reduce((n, [, found]) => n + found.length, 0);
    lines.push('', `${SEVERITY_TITLES[severity]} (${count} findings in ${byOperation.length} operations)`);
    const byRule = new Map<string, number>();
    for (const [, found] of byOperation) for (const f of found) byRule.set(f.violation.rule, (byRule.get(f.violation.rule) ?? 0) + 1);
    lines.push(`  by rule: ${[...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}`);
    for (const [operationId, found] of byOperation) {
      const op = summary.operations.find((s) => s.operationId === operationId);
      lines.push(`  ${operationId} (${op?.method} ${op?.path})`);
      // One line per distinct finding (check, pointer, expected, status), with the first actual value and the count.
      const counted = new Map<string, { line: string; checks: Set<string>; n: number }>();
      for (const f of found) {
        const { check, pointer, expected } = f.violation;
        const key = `${check} ${pointer} ${expected} ${f.status ?? ''}`;
        const entry = counted.get(key) ?? {
          line: `${findingLine(f.violation)}${f.status ? ` HTTP ${f.status}` : ''}`,
          checks: new Set(),
          n: 0,
        };
        entry.checks.add(f.check);
        entry.n += 1;
        counted.set(key, entry);
      }
      for (const { line, checks, n } of counted.values()) {
        lines.push(`    ${line} [${[...checks].slice(0, 3).join('; ')}${n > 1 ? `; ${n} calls` : ''}]`);
      }
    }
  }
  const guessed = summary.operations.filter((s) => s.failures.some((f) => f.violations.some((v) => v.kind === 'inferred-path')));
  if (guessed.length) {
    lines.push('', 'x-inferred paths that answered 404 (the specs do not show these paths; our guess is probably wrong):');
    for (const s of guessed) lines.push(`  ${s.operationId}: ${s.method} ${s.path}`);
  }
  const blockedBy = new Map<string, Set<string>>();
  for (const s of summary.operations.filter((o) => o.outcome === 'blocked')) {
    for (const b of s.blocked) (blockedBy.get(b.by) ?? blockedBy.set(b.by, new Set()).get(b.by))?.add(s.operationId);
  }
  if (blockedBy.size) {
    lines.push('', 'Blocked (not run: the answer they needed was unreadable; the blocking operation has the finding):');
    for (const [by, ids] of blockedBy) lines.push(`  by ${by} (${ids.size} operations): ${[...ids].join(', ')}`);
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
      : `Coverage gate: passed, every operation of openapi.yaml exercised, skipped by policy or blocked.`,
  );
  return lines.join('\n');
}
