// Every contract call and every skipped check is written as one JSON line to the run directory, so the
// summary and the coverage gate (src/summary.ts, run in vitest's main process) see what all workers did.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { redactText } from '@smartsite/api/redact';
import type { Violation } from '@smartsite/api/judge';
import type { ExchangeExcerpt } from './excerpt';

/** Why a check did not run; each is a policy of the target, listed in the summary. */
export type SkipPolicy =
  | 'read-only' // mutating call against an external target without --allow-writes
  | 'stateless' // needs stored data, token verification or enforced rules: not on a stateless mock (Prism)
  | 'needs-seeded-accounts' // needs the seeded users of the mock (several accounts, known passwords)
  | 'disruptive' // would lock an account or address out of a real backend
  | 'not-applicable' // the configured account cannot take part (for instance it holds every right)
  | 'given-token'; // a token was given instead of credentials (--token): no login or logout

export interface CallRecord {
  type: 'call';
  operationId: string;
  check: string;
  /** The call expected the operation's success answer: it counts as exercising the operation. */
  exercises: boolean;
  status: number;
  /** The envelope's code, when the answer was an envelope: the coverage of declared answers reads it. */
  code?: unknown;
  /** Set by the isolation matrix: which cell of account kind x scope the call was. */
  cell?: AccessCell;
  /** The request and answer, redacted, for calls with violations (shown in the HTML report). */
  exchange?: ExchangeExcerpt;
  violations: Violation[];
}

/** One cell of the x-access isolation matrix. */
export interface AccessCell {
  /** The caller's userType: system, tenant or user. */
  account: string;
  /** Where the call points, relative to the caller: its own project, another tenant's, ... */
  scope: string;
  allowed: boolean;
}

interface SkipRecord {
  type: 'skip';
  operationId: string;
  check: string;
  policy: SkipPolicy;
  reason: string;
}

/** A check that is not a single response, such as a flow's read-back after a write. */
export interface FindingRecord {
  type: 'finding';
  operationId: string;
  check: string;
  violations: Violation[];
}

/** A check that could not run because an earlier answer it needed (a token, an id, a list) was unreadable. */
interface BlockedRecord {
  type: 'blocked';
  operationId: string;
  check: string;
  /** The operation whose answer was needed. */
  by: string;
  reason: string;
}

export type RunRecord = CallRecord | SkipRecord | FindingRecord | BlockedRecord;

export interface Recorder {
  record(entry: RunRecord): void;
  /** Writes what is buffered; the suite calls it after each file. */
  flush(): void;
}

/** Records are buffered and appended in batches: one write per call would cost more than the call itself. */
const BATCH = 500;

export function fileRecorder(runDir: string | undefined): Recorder {
  if (!runDir) return { record: () => undefined, flush: () => undefined };
  mkdirSync(runDir, { recursive: true });
  const file = join(runDir, `records-${process.pid}-${Math.random().toString(36).slice(2)}.jsonl`);
  let buffered: string[] = [];
  const flush = () => {
    if (buffered.length) appendFileSync(file, buffered.join(''));
    buffered = [];
  };
  return {
    record(entry) {
      // Findings and excerpts come masked (api/src/judge/checks.ts, src/excerpt.ts); a skip's or block's reason is text too.
      buffered.push(`${redactText(JSON.stringify(entry))}\n`);
      if (buffered.length >= BATCH) flush();
    },
    flush,
  };
}
