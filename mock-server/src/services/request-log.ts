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

const KEPT = 100;

export class RequestLog {
  private readonly entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > KEPT) this.entries.shift();
  }

  /** Latest first. */
  latest(count = 50): LoggedRequest[] {
    return this.entries.slice(-count).reverse();
  }

  clear(): void {
    this.entries.length = 0;
  }
}
