// The live drift report of hybrid mode: every operation seen with who answered it, and every finding of the
// contract suite's judge kept once per operation, rule and pointer with a count and the last time it was seen.
import type { Violation } from '@smartsite/api/judge';
import { redactText } from '@smartsite/api/redact';

export type AnsweredBy = 'upstream' | 'mock' | 'replay';

/** Why the mock answered instead of the upstream. */
export type FallbackReason =
  'local' | 'upstream-404' | 'upstream-405' | 'upstream-501' | 'upstream-timeout' | 'upstream-unreachable' | 'no-upstream';

export interface OperationSeen {
  operationId: string;
  method: string;
  path: string;
  answers: Record<AnsweredBy, number>;
  last: { answeredBy: AnsweredBy; status: number; reason: FallbackReason | null; at: string };
}

export interface DriftFinding {
  operationId: string;
  severity: Violation['severity'];
  rule: Violation['rule'];
  check: Violation['check'];
  pointer: string;
  expected: string;
  actual: string;
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

export interface DriftSnapshot {
  upstream: string | null;
  since: string;
  operations: OperationSeen[];
  findings: DriftFinding[];
  totals: { breaksClient: number; differsFromDocument: number };
}

const SEVERITY_ORDER: Record<Violation['severity'], number> = { 'breaks-client': 0, 'differs-from-document': 1 };

/**
 * Where the drift report is kept: in memory for one instance (DriftReport), in tables for instances sharing a
 * PostgreSQL database (src/shared/postgres-lists.ts). Recording never waits; reading and clearing may.
 */
export interface DriftLog {
  readonly upstream: string | null;
  answered(
    op: { operationId: string; method: string; path: string },
    answeredBy: AnsweredBy,
    status: number,
    reason: FallbackReason | null,
  ): void;
  /** Keeps the findings of one answer; returns those this instance sees for the first time (the ones worth a log line). */
  add(operationId: string, violations: readonly Violation[]): DriftFinding[];
  clear(): void | Promise<void>;
  snapshot(): DriftSnapshot | Promise<DriftSnapshot>;
}

/**
 * Records one sighting in `findings` (one per operation, rule and pointer): a known finding counts it and takes
 * its latest values, redacted since a drifted login answer may carry its token; returns the finding when it is new.
 */
export function recordSighting(findings: Map<string, DriftFinding>, operationId: string, v: Violation, at: string): DriftFinding | null {
  const key = `${operationId}\n${v.rule}\n${v.pointer}`;
  const latest = { expected: v.expected, actual: redactText(v.actual), message: redactText(v.message), lastSeen: at };
  const known = findings.get(key);
  if (known) {
    Object.assign(known, latest, { count: known.count + 1 });
    return null;
  }
  const finding: DriftFinding = {
    operationId,
    severity: v.severity,
    rule: v.rule,
    check: v.check,
    pointer: v.pointer,
    ...latest,
    count: 1,
    firstSeen: at,
  };
  findings.set(key, finding);
  return finding;
}

/** The report as read: findings that break the client first, then by operation and pointer. */
export function driftSnapshot(upstream: string | null, since: string, operations: OperationSeen[], found: DriftFinding[]): DriftSnapshot {
  const findings = found.toSorted(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.operationId.localeCompare(b.operationId) ||
      a.pointer.localeCompare(b.pointer),
  );
  return {
    upstream,
    since,
    operations: operations.toSorted((a, b) => a.operationId.localeCompare(b.operationId)),
    findings,
    totals: {
      breaksClient: findings.filter((f) => f.severity === 'breaks-client').length,
      differsFromDocument: findings.filter((f) => f.severity === 'differs-from-document').length,
    },
  };
}

export class DriftReport implements DriftLog {
  private readonly seen = new Map<string, OperationSeen>();
  private readonly findings = new Map<string, DriftFinding>();
  private since: string;

  constructor(
    readonly upstream: string | null,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.since = now().toISOString();
  }

  answered(
    op: { operationId: string; method: string; path: string },
    answeredBy: AnsweredBy,
    status: number,
    reason: FallbackReason | null,
  ): void {
    const at = this.now().toISOString();
    const entry = this.seen.get(op.operationId) ?? {
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      answers: { upstream: 0, mock: 0, replay: 0 },
      last: { answeredBy, status, reason, at },
    };
    entry.answers[answeredBy] += 1;
    entry.last = { answeredBy, status, reason, at };
    this.seen.set(op.operationId, entry);
  }

  /** Keeps the findings of one answer; returns those seen for the first time (the ones worth a log line). */
  add(operationId: string, violations: readonly Violation[]): DriftFinding[] {
    const at = this.now().toISOString();
    const fresh: DriftFinding[] = [];
    for (const v of violations) {
      const finding = recordSighting(this.findings, operationId, v, at);
      if (finding) fresh.push(finding);
    }
    return fresh;
  }

  clear(): void {
    this.seen.clear();
    this.findings.clear();
    this.since = this.now().toISOString();
  }

  snapshot(): DriftSnapshot {
    return driftSnapshot(this.upstream, this.since, [...this.seen.values()], [...this.findings.values()]);
  }
}
