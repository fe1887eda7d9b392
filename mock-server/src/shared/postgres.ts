// The shared state of several instances on one PostgreSQL database (see state.ts): announcements go through
// NOTIFY on one channel and arrive on a dedicated LISTEN connection; the control settings live in the Setting
// table, SMS codes, login rate-limit counters, recent requests and the drift report in tables of their own
// (the last two in postgres-lists.ts). The LISTEN connection reconnects
// when PostgreSQL restarts (with a resync, since announcements may have been missed meanwhile): an error
// there is logged, never fatal.
//
// Notifications arrive a little after the announcing instance has answered, so a read through another
// instance right after the answer could race them (measured: it sometimes lost). Every announcement therefore
// takes a number from a sequence, and each request first asks PostgreSQL for the latest number and waits
// until this instance has heard that far (sync). Concurrent requests share one such query, so under load
// it costs about one round trip per request wave, not per request.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AccountFailures } from '../auth/guess-limits';
import { newSmsCode, SMS_CODE_MAX_WRONG_TRIES, type PendingCode, type SmsCodeStore } from '../auth/sms';
import type { DriftLog } from '../hybrid/drift-report';
import { LOCKS, withAdvisoryLock, type Pool } from '../db/postgresql/session';
import { LIST_TABLES, PostgresDriftLog, PostgresRecentRequests, type Logger } from './postgres-lists';
import { DEFAULT_WORKSPACE } from '../workspaces/names';
import type { ChangeListener, RateLimitStoreClass, SharedChange, SharedState, StoredChange } from './state';

const CHANNEL = 'smartsite_mock';
const SETTING_KEYS = { scenario: 'mock.scenario', latency: 'mock.latencyMs', clock: 'mock.clock' } as const;
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];
/** How long a request waits for announcements it knows of before going on anyway (a lost LISTEN connection). */
const CATCH_UP_LIMIT_MS = 1000;
/** The database's clock in milliseconds: instances on several machines count rate-limit windows on one clock. */
const NOW_MS = '(extract(epoch from clock_timestamp()) * 1000)::bigint';

const TABLES = `
  CREATE TABLE IF NOT EXISTS mock_sms_code (phone TEXT COLLATE "C" PRIMARY KEY, code TEXT NOT NULL, expires_at BIGINT NOT NULL);
  ALTER TABLE mock_sms_code ADD COLUMN IF NOT EXISTS wrong_tries INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE IF NOT EXISTS mock_rate_limit (key TEXT COLLATE "C" PRIMARY KEY, count INTEGER NOT NULL, expires_at BIGINT NOT NULL);
  CREATE SEQUENCE IF NOT EXISTS mock_change_seq;
  ${LIST_TABLES}`;

export class PostgresState implements SharedState {
  readonly mode = 'postgresql';
  readonly sms: SmsCodeStore;
  readonly rateLimitStore: RateLimitStoreClass;
  readonly accountFailures: AccountFailures;
  readonly requests: PostgresRecentRequests;
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly listeners: ChangeListener[] = [];
  /** The highest announcement number heard (own ones included), and who waits to hear further. */
  private heard = 0;
  private readonly catchingUp = new Set<{ upTo: number; resolve: () => void }>();
  private checking: Promise<void> | null = null;
  private nextCheck: Promise<void> | null = null;
  private listener: pg.Client | null = null;
  private closed = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly url: string,
    private readonly pool: Pool,
    private readonly log: Logger,
    private readonly now: () => Date,
    private readonly workspace: string,
  ) {
    // A workspace's instances talk on a channel of their own: its announcements are numbered by its own sequence.
    this.channel = workspace === DEFAULT_WORKSPACE ? CHANNEL : `${CHANNEL}_${workspace.replace(/-/g, '_')}`;
    this.sms = new PostgresSmsCodes(pool, now);
    this.rateLimitStore = rateLimitStore(pool);
    this.accountFailures = new PostgresAccountFailures(pool);
    this.requests = new PostgresRecentRequests(pool, log);
  }

  /** `url` and `pool` work in the workspace's schema (its tables are its own); `workspace` names it in every announcement. */
  static async start(url: string, pool: Pool, log: Logger, now: () => Date, workspace = DEFAULT_WORKSPACE): Promise<PostgresState> {
    // Under the schema lock: instances starting together would race on CREATE ... IF NOT EXISTS.
    await withAdvisoryLock(pool, LOCKS.schema, (client) => client.query(TABLES));
    const state = new PostgresState(url, pool, log, now, workspace);
    await state.listen();
    return state;
  }

  async announce(change: SharedChange): Promise<void> {
    const stored = storedSetting(change);
    if (stored) {
      await this.pool.query(
        'INSERT INTO "Setting" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value"',
        stored,
      );
    }
    // One statement: the number is taken and the notification sent together, or neither.
    await this.pool.query(
      `SELECT pg_notify($1, json_build_object('origin', $2::text, 'workspace', $4::text, 'seq', nextval('mock_change_seq'), 'change', $3::json)::text)`,
      [this.channel, this.origin, JSON.stringify(change), this.workspace],
    );
  }

  sync(): Promise<void> {
    // A check already running may have read the number before this request's change was announced: wait for the next.
    if (!this.checking) {
      this.checking = this.catchUp().finally(() => (this.checking = null));
      return this.checking;
    }
    this.nextCheck ??= this.checking.then(() => {
      this.nextCheck = null;
      return this.sync();
    });
    return this.nextCheck;
  }

  private async catchUp(): Promise<void> {
    let latest: number;
    try {
      const { rows } = await this.pool.query<{ latest: string }>(
        'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS latest FROM mock_change_seq',
      );
      latest = Number(rows[0]!.latest);
    } catch {
      return; // PostgreSQL unreachable: the request will say so if it needs the database
    }
    if (latest <= this.heard) return;
    await new Promise<void>((resolve) => {
      const waiter = { upTo: latest, resolve };
      const timer = setTimeout(() => {
        // Not heard in time (a lost connection; the resync on reconnect covers it): stop waiting for it.
        this.catchingUp.delete(waiter);
        this.heard = Math.max(this.heard, latest);
        resolve();
      }, CATCH_UP_LIMIT_MS);
      waiter.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
      this.catchingUp.add(waiter);
    });
  }

  private hear(seq: number) {
    this.heard = Math.max(this.heard, seq);
    for (const waiter of this.catchingUp) {
      if (waiter.upTo <= this.heard) {
        this.catchingUp.delete(waiter);
        waiter.resolve();
      }
    }
  }

  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  async storedSettings(): Promise<StoredChange[]> {
    const { rows } = await this.pool.query<{ key: string; value: string }>('SELECT "key", "value" FROM "Setting" WHERE "key" = ANY($1)', [
      Object.values(SETTING_KEYS),
    ]);
    return rows.flatMap(({ key, value }): StoredChange[] => {
      if (key === SETTING_KEYS.scenario) return [{ kind: 'scenario', value: value || null }];
      if (key === SETTING_KEYS.latency) return [{ kind: 'latency', ms: Number(value) }];
      const clock = JSON.parse(value) as { value: string; setAt: number };
      return [{ kind: 'clock', value: clock.value, setAt: clock.setAt }];
    });
  }

  driftLog(upstream: string | null): Promise<DriftLog> {
    return PostgresDriftLog.open(upstream, this.pool, this.log, this.now);
  }

  async close(): Promise<void> {
    await this.requests.flush();
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
  }

  private tell(change: SharedChange) {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error, change }, 'applying a shared change failed');
      }
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000, keepAlive: true });
    // Without these handlers a PostgreSQL restart would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', ({ payload }) => {
      if (!payload) return;
      const { origin, seq, change } = JSON.parse(payload) as { origin: string; seq: number; change: SharedChange };
      if (origin !== this.origin) this.tell(change);
      this.hear(seq);
    });
    await client.connect();
    await client.query(`LISTEN ${this.channel}`);
    this.listener = client;
  }

  private lost(client: pg.Client, error: Error) {
    if (this.listener !== client || this.closed) return;
    this.listener = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.log.warn({ error: error.message }, 'shared state: lost the PostgreSQL LISTEN connection, reconnecting');
    this.reconnect();
  }

  private reconnect() {
    const delay = RECONNECT_MS[Math.min(this.attempt++, RECONNECT_MS.length - 1)]!;
    this.reconnectTimer = setTimeout(() => {
      this.listen().then(
        () => {
          this.attempt = 0;
          this.log.info({}, 'shared state: listening again; resynchronising');
          this.tell({ kind: 'resync' });
        },
        () => {
          if (!this.closed) this.reconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }
}

function storedSetting(change: SharedChange): [string, string] | null {
  if (change.kind === 'scenario') return [SETTING_KEYS.scenario, change.value ?? ''];
  if (change.kind === 'latency') return [SETTING_KEYS.latency, String(change.ms)];
  if (change.kind === 'clock') return [SETTING_KEYS.clock, JSON.stringify({ value: change.value, setAt: change.setAt })];
  return null;
}

const SMS_SWEEP_MS = 60_000;

class PostgresSmsCodes implements SmsCodeStore {
  private lastSweep = 0;

  constructor(
    private readonly pool: Pool,
    private readonly now: () => Date,
  ) {}

  async issue(phone: string): Promise<PendingCode> {
    const now = this.now();
    // Expired codes are swept now and then rather than on every code.
    if (now.getTime() - this.lastSweep > SMS_SWEEP_MS) {
      this.lastSweep = now.getTime();
      await this.pool.query('DELETE FROM mock_sms_code WHERE expires_at <= $1', [this.lastSweep]);
    }
    const issued = newSmsCode(now);
    await this.pool.query(
      `INSERT INTO mock_sms_code (phone, code, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at, wrong_tries = 0`,
      [phone, issued.code, issued.expiresAt],
    );
    return issued;
  }

  async peek(phone: string): Promise<PendingCode | undefined> {
    const { rows } = await this.pool.query<{ code: string; expires_at: string }>(
      'SELECT code, expires_at FROM mock_sms_code WHERE phone = $1 AND expires_at > $2 AND wrong_tries < $3',
      [phone, this.now().getTime(), SMS_CODE_MAX_WRONG_TRIES],
    );
    return rows[0] ? { code: rows[0].code, expiresAt: Number(rows[0].expires_at) } : undefined;
  }

  async consume(phone: string, code: string): Promise<boolean> {
    // One statement: the right code is spent, a wrong one counts against the pending code (voided at the limit).
    const { rows } = await this.pool.query<{ hit: number }>(
      `WITH hit AS (
         DELETE FROM mock_sms_code WHERE phone = $1 AND code = $2 AND expires_at > $3 AND wrong_tries < $4 RETURNING 1
       ), miss AS (
         UPDATE mock_sms_code SET wrong_tries = wrong_tries + 1
         WHERE phone = $1 AND code <> $2 AND expires_at > $3 AND wrong_tries < $4 RETURNING 1
       )
       SELECT (SELECT count(*) FROM hit)::int AS hit`,
      [phone, code, this.now().getTime(), SMS_CODE_MAX_WRONG_TRIES],
    );
    return rows[0]?.hit === 1;
  }
}

/** Failed guesses per account, in the rate-limit table (keys 'account-failures|...') on the database's clock. */
class PostgresAccountFailures implements AccountFailures {
  constructor(private readonly pool: Pool) {}

  async attempt(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const { rows } = await this.pool.query<{ count: number; ttl: string }>(
      `INSERT INTO mock_rate_limit AS r (key, count, expires_at) VALUES ($1, 1, ${NOW_MS} + $2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.expires_at <= ${NOW_MS} THEN 1 ELSE r.count + 1 END,
         expires_at = CASE WHEN r.expires_at <= ${NOW_MS} THEN ${NOW_MS} + $2 ELSE r.expires_at END
       RETURNING count, expires_at - ${NOW_MS} AS ttl`,
      [`account-failures|${key}`, windowMs],
    );
    return { count: rows[0]!.count, ttlMs: Math.max(0, Number(rows[0]!.ttl)) };
  }

  async forgive(key: string): Promise<void> {
    await this.pool.query('UPDATE mock_rate_limit SET count = count - 1 WHERE key = $1 AND count > 0', [`account-failures|${key}`]);
  }
}

type Incremented = (error: Error | null, result: { current: number; ttl: number } | null) => void;

/**
 * A @fastify/rate-limit store counting in one table: one upsert per attempt, on the database's clock. Every
 * counter shares it: their keys start with the name of their budget (plugins/external/rate-limit.ts).
 */
function rateLimitStore(pool: Pool): RateLimitStoreClass {
  let lastSweep = 0;
  return class PostgresRateLimitStore {
    incr(key: string, done: Incremented, timeWindow: number) {
      pool
        .query<{ count: number; ttl: string }>(
          `INSERT INTO mock_rate_limit AS r (key, count, expires_at) VALUES ($1, 1, ${NOW_MS} + $2)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN r.expires_at <= ${NOW_MS} THEN 1 ELSE r.count + 1 END,
             expires_at = CASE WHEN r.expires_at <= ${NOW_MS} THEN ${NOW_MS} + $2 ELSE r.expires_at END
           RETURNING count, expires_at - ${NOW_MS} AS ttl`,
          [key, timeWindow],
        )
        .then(
          ({ rows }) => done(null, { current: rows[0]!.count, ttl: Math.max(0, Number(rows[0]!.ttl)) }),
          (error: Error) => done(error, null),
        );
      // Expired counters are swept now and then rather than on every attempt.
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        pool.query(`DELETE FROM mock_rate_limit WHERE expires_at <= ${NOW_MS}`).catch(() => undefined);
      }
    }

    child() {
      return this;
    }
  };
}
