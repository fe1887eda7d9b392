// The lists a person reads on the control pages, kept in tables so that every instance sharing the PostgreSQL
// database shows the same: the control page's recent requests and hybrid mode's drift report. Recording is
// never in the way of an answer: requests are written in batches a moment after they are answered, drift as
// it is judged, and a failed write is logged, not thrown. Reads and clears go to the tables, so there is
// nothing in memory to announce or resynchronise.
import type { Violation } from '@smartsite/api/judge';
import {
  driftSnapshot,
  recordSighting,
  type AnsweredBy,
  type DriftFinding,
  type DriftLog,
  type DriftSnapshot,
  type FallbackReason,
  type OperationSeen,
} from '../hybrid/drift-report';
import type { Pool } from '../db/postgresql/session';
import { KEPT_REQUESTS, loggedRequest, type LoggedRequest, type RecentRequests, type RecordedRequest } from '../services/request-log';

/** Where the PostgreSQL state reports what it could not do (the app's logger). */
export interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export const LIST_TABLES = `
  CREATE TABLE IF NOT EXISTS mock_request_log (id BIGSERIAL PRIMARY KEY, entry JSONB NOT NULL);
  CREATE TABLE IF NOT EXISTS mock_drift_operation (
    operation_id TEXT COLLATE "C" PRIMARY KEY, method TEXT NOT NULL, path TEXT NOT NULL,
    upstream INTEGER NOT NULL, mock INTEGER NOT NULL, replay INTEGER NOT NULL, last JSONB NOT NULL);
  CREATE TABLE IF NOT EXISTS mock_drift_finding (
    operation_id TEXT COLLATE "C" NOT NULL, rule TEXT COLLATE "C" NOT NULL, pointer TEXT COLLATE "C" NOT NULL,
    finding JSONB NOT NULL, PRIMARY KEY (operation_id, rule, pointer));
  CREATE TABLE IF NOT EXISTS mock_drift_since (id BOOLEAN PRIMARY KEY DEFAULT true CHECK (id), since TEXT NOT NULL);`;

/** Requests answered within this long are written together. */
const BATCH_MS = 100;

export class PostgresRecentRequests implements RecentRequests {
  private pending: RecordedRequest[] = [];
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
  ) {}

  add(entry: RecordedRequest): void {
    this.pending.push(entry);
    this.flushTimer ??= setTimeout(() => void this.flush(), BATCH_MS);
  }

  async latest(count = 50): Promise<LoggedRequest[]> {
    await this.flush();
    const { rows } = await this.pool.query<{ entry: LoggedRequest }>('SELECT entry FROM mock_request_log ORDER BY id DESC LIMIT $1', [
      count,
    ]);
    return rows.map((row) => row.entry);
  }

  async clear(): Promise<void> {
    this.pending = [];
    await this.pool.query('DELETE FROM mock_request_log');
  }

  /**
   * Writes the waiting requests and drops all but the latest KEPT_REQUESTS of every instance (the DELETE sees
   * the table as it was before this INSERT, hence the offset).
   */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.pool.query(
        `WITH added AS (INSERT INTO mock_request_log (entry) SELECT value FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY ORDER BY ordinality)
         DELETE FROM mock_request_log WHERE id < (SELECT id FROM mock_request_log ORDER BY id DESC OFFSET $2 LIMIT 1)`,
        [JSON.stringify(batch.map(loggedRequest)), Math.max(0, KEPT_REQUESTS - batch.length - 1)],
      );
    } catch (error) {
      this.log.warn({ error: (error as Error).message, requests: batch.length }, 'could not keep the recent requests');
    }
  }
}

export class PostgresDriftLog implements DriftLog {
  /** Findings already logged by this instance (every instance logs a finding the first time it sees it). */
  private readonly logged = new Set<string>();

  private constructor(
    readonly upstream: string | null,
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly now: () => Date,
  ) {}

  /** The report shared by every instance; it runs since the first instance started or since it was last cleared. */
  static async open(upstream: string | null, pool: Pool, log: Logger, now: () => Date): Promise<PostgresDriftLog> {
    await pool.query('INSERT INTO mock_drift_since (since) VALUES ($1) ON CONFLICT (id) DO NOTHING', [now().toISOString()]);
    return new PostgresDriftLog(upstream, pool, log, now);
  }

  answered(
    op: { operationId: string; method: string; path: string },
    answeredBy: AnsweredBy,
    status: number,
    reason: FallbackReason | null,
  ) {
    const last = { answeredBy, status, reason, at: this.now().toISOString() };
    const count = (by: AnsweredBy) => (answeredBy === by ? 1 : 0);
    this.write(
      `INSERT INTO mock_drift_operation AS o (operation_id, method, path, upstream, mock, replay, last) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (operation_id) DO UPDATE SET upstream = o.upstream + EXCLUDED.upstream, mock = o.mock + EXCLUDED.mock,
         replay = o.replay + EXCLUDED.replay, last = EXCLUDED.last`,
      [op.operationId, op.method.toUpperCase(), op.path, count('upstream'), count('mock'), count('replay'), JSON.stringify(last)],
    );
  }

  add(operationId: string, violations: readonly Violation[]): DriftFinding[] {
    const at = this.now().toISOString();
    // One row per key (an answer may break one rule at one pointer twice): counted together.
    const sightings = new Map<string, DriftFinding>();
    for (const v of violations) recordSighting(sightings, operationId, v, at);
    if (!sightings.size) return [];
    // The first sighting and the count stay from the row already kept; the rest is the latest.
    this.write(
      `INSERT INTO mock_drift_finding AS f (operation_id, rule, pointer, finding)
       SELECT value->>'operationId', value->>'rule', value->>'pointer', value FROM jsonb_array_elements($1::jsonb)
       ON CONFLICT (operation_id, rule, pointer) DO UPDATE SET finding = EXCLUDED.finding || jsonb_build_object(
         'count', (f.finding->>'count')::int + (EXCLUDED.finding->>'count')::int, 'firstSeen', f.finding->'firstSeen')`,
      [JSON.stringify([...sightings.values()])],
    );
    const fresh = [...sightings].filter(([key]) => !this.logged.has(key));
    for (const [key] of fresh) this.logged.add(key);
    return fresh.map(([, finding]) => finding);
  }

  async clear(): Promise<void> {
    this.logged.clear();
    await this.pool.query(
      `WITH operations AS (DELETE FROM mock_drift_operation), findings AS (DELETE FROM mock_drift_finding)
       INSERT INTO mock_drift_since (since) VALUES ($1) ON CONFLICT (id) DO UPDATE SET since = EXCLUDED.since`,
      [this.now().toISOString()],
    );
  }

  async snapshot(): Promise<DriftSnapshot> {
    const [operations, findings, since] = await Promise.all([
      this.pool.query<{ operation_id: string; method: string; path: string; last: OperationSeen['last'] } & Record<AnsweredBy, number>>(
        'SELECT * FROM mock_drift_operation',
      ),
      this.pool.query<{ finding: DriftFinding }>('SELECT finding FROM mock_drift_finding'),
      this.pool.query<{ since: string }>('SELECT since FROM mock_drift_since'),
    ]);
    return driftSnapshot(
      this.upstream,
      since.rows[0]?.since ?? this.now().toISOString(),
      operations.rows.map((o) => ({
        operationId: o.operation_id,
        method: o.method,
        path: o.path,
        answers: { upstream: o.upstream, mock: o.mock, replay: o.replay },
        last: o.last,
      })),
      findings.rows.map((row) => row.finding),
    );
  }

  private write(sql: string, values: unknown[]) {
    this.pool.query(sql, values).catch((error: Error) => this.log.warn({ error: error.message }, 'could not keep the drift report'));
  }
}
