// Computed dashboard answers per (operation, body, minute). Every write clears it, and the minute is
// part of the key, so an answer never outlives the facts it summarises by more than a minute.
// The cache holds the computation itself, so concurrent requests for one key share it: when a minute turns
// (or after a write) 50 dashboards asking at once cost one computation, not 50 (without it the benchmark and
// load runs showed a stampede). A computation cleared by a write while running is never stored afterwards.
// A finished computation is also kept as its value, so the usual request (a repeated dashboard call) reads it
// synchronously: no promise, no turn of the microtask queue.
const MAX_ENTRIES = 20_000;

export class AnswerCache {
  private readonly answers = new Map<string, Promise<unknown>>();
  private readonly finished = new Map<string, unknown>();

  /** The answer for `key` if its computation has finished and no write cleared it since; undefined otherwise. */
  ready<T>(key: string): T | undefined {
    return this.finished.get(key) as T | undefined;
  }

  through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      if (this.answers.size >= MAX_ENTRIES) this.clear();
      const computing = compute();
      answer = computing;
      this.answers.set(key, computing);
      computing.then(
        (value) => {
          if (this.answers.get(key) === computing) this.finished.set(key, value);
        },
        // A failure is answered to the requests that shared it, and not kept.
        () => {
          if (this.answers.get(key) === computing) this.answers.delete(key);
        },
      );
    }
    return answer;
  }

  clear(): void {
    this.answers.clear();
    this.finished.clear();
  }
}
