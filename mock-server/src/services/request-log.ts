// The latest API requests, for the control page: operation, status, time taken, scenario and, in hybrid mode,
// who answered.
export interface LoggedRequest {
  /** ISO instant (real time) the answer was sent. */
  at: string;
  operation: string;
  method: string;
  status: number;
  ms: number;
  scenario: string | null;
  /** Hybrid mode's answerer (upstream, mock or replay); absent when the mock runs alone. */
  answeredBy?: string;
}

/**
 * What is recorded per answer: the time as a number, formatted only when someone reads the list (formatting a
 * date costs more than the rest of the record, on every API call).
 */
export interface RecordedRequest extends Omit<LoggedRequest, 'at'> {
  /** Epoch milliseconds (real time) the answer was sent. */
  atMs: number;
}

export function loggedRequest({ atMs, ...rest }: RecordedRequest): LoggedRequest {
  return { at: new Date(atMs).toISOString(), ...rest };
}

/** How many requests are kept (the page shows the latest 50). */
export const KEPT_REQUESTS = 100;

/**
 * Where the recent requests are kept: in memory for one instance (RequestLog), in a table for instances
 * sharing a PostgreSQL database (src/shared/postgres-lists.ts). Recording never waits; reading and clearing may.
 */
export interface RecentRequests {
  add(entry: RecordedRequest): void;
  /** Latest first. */
  latest(count?: number): LoggedRequest[] | Promise<LoggedRequest[]>;
  clear(): void | Promise<void>;
}

export class RequestLog implements RecentRequests {
  private readonly entries: RecordedRequest[] = [];

  /** Trimmed in bulk, once the list holds twice what is kept: removing the oldest on each add moves every entry. */
  add(entry: RecordedRequest): void {
    this.entries.push(entry);
    if (this.entries.length >= 2 * KEPT_REQUESTS) this.entries.splice(0, this.entries.length - KEPT_REQUESTS);
  }

  /** Latest first. */
  latest(count = 50): LoggedRequest[] {
    return this.entries.slice(-Math.min(count, KEPT_REQUESTS)).reverse().map(loggedRequest);
  }

  clear(): void {
    this.entries.length = 0;
  }
}
