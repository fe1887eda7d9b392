// The latest API requests, for the control page: operation, status, time taken and scenario.
export interface LoggedRequest {
  /** ISO instant (real time) the answer was sent. */
  at: string;
  operation: string;
  method: string;
  status: number;
  ms: number;
  scenario: string | null;
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
