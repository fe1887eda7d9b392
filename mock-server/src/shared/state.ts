// What several instances of the mock must agree on, behind one interface: a single instance keeps it in
// memory (LocalState, SQLite's default: nothing to set up, nothing slower), instances sharing a PostgreSQL
// database share it there (PostgresState: tables plus LISTEN/NOTIFY).
//
// The data itself is already shared by the database. What is not: everything an instance derives from it or
// keeps in memory. Each instance applies its own changes at once and announces them; the others apply them
// when told. After a lost connection an instance may have missed announcements, so it is told to resync.
import { LocalAccountFailures, type AccountFailures } from '../auth/guess-limits';
import type { SmsCodeStore } from '../auth/sms';
import { DriftReport, type DriftLog } from '../hybrid/drift-report';
import { RequestLog, type RecentRequests } from '../services/request-log';

export type SharedChange =
  /** A write: forget everything derived from the data (principals, modules, answers). */
  | { kind: 'data' }
  /** The database was reseeded: as data, and the daily facts must be checked again. */
  | { kind: 'reset' }
  | { kind: 'revoked'; jti: string }
  | { kind: 'scenario'; value: string | null }
  | { kind: 'latency'; ms: number }
  /** The demo clock; `setAt` is when it was set (a time-of-day clock runs from then). */
  | { kind: 'clock'; value: string; setAt: number }
  /** Announcements may have been missed: reload whatever is kept in memory. */
  | { kind: 'resync' }
  /** A workspace was deleted (announced in the default workspace, where every instance listens). */
  | { kind: 'workspace-deleted'; name: string };

/** The control settings that outlive the moment (an instance started later must see them). */
export type StoredChange = Extract<SharedChange, { kind: 'scenario' | 'latency' | 'clock' }>;

export type ChangeListener = (change: SharedChange) => void;

/** A @fastify/rate-limit store class (constructed by the plugin), or undefined for its in-memory store. */
export type RateLimitStoreClass = new (options: unknown) => unknown;

export interface SharedState {
  /** Whether other instances exist to tell ('local' never tells anyone). */
  readonly mode: 'local' | 'postgresql';
  /** Tells the other instances about a change this one has already applied; resolves once it is sent. */
  announce(change: SharedChange): Promise<void>;
  /** Listens to the changes of the other instances. */
  onChange(listener: ChangeListener): void;
  /**
   * Resolves once every change announced before the call has been applied here (every request waits for it
   * first). Absent where no other instance can change anything (an instance alone), so nothing waits.
   */
  sync?(): Promise<void>;
  /** The control settings stored by any instance, to apply at start and after a resync. */
  storedSettings(): Promise<StoredChange[]>;
  readonly sms: SmsCodeStore;
  readonly rateLimitStore: RateLimitStoreClass | undefined;
  /** Failed guesses per account (auth/guess-limits.ts). */
  readonly accountFailures: AccountFailures;
  /** The control page's recent requests. */
  readonly requests: RecentRequests;
  /** Hybrid mode's drift report (created only in hybrid mode). */
  driftLog(upstream: string | null): Promise<DriftLog>;
  close(): Promise<void>;
}

export class LocalState implements SharedState {
  readonly mode = 'local';
  readonly rateLimitStore = undefined;
  readonly requests = new RequestLog();
  readonly accountFailures: AccountFailures;

  constructor(
    readonly sms: SmsCodeStore,
    private readonly now: () => Date,
  ) {
    this.accountFailures = new LocalAccountFailures(now);
  }

  async driftLog(upstream: string | null): Promise<DriftLog> {
    return new DriftReport(upstream, this.now);
  }

  async announce(): Promise<void> {}
  onChange(): void {}
  async storedSettings(): Promise<StoredChange[]> {
    return [];
  }
  async close(): Promise<void> {}
}
