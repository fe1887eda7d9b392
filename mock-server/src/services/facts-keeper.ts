// Keeps the simulated projects' facts up to today: on start and on the first request of each new day
// it generates the missing days (src/db/facts.ts). Requests arriving meanwhile wait for the same run.
export class FactsKeeper {
  private coveredDay: string | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly topUp: (today: string) => Promise<number>,
    private readonly today: () => string,
    private readonly onNewFacts: () => void,
  ) {}

  /** Checks again on the next call (after the database was reseeded). */
  forget(): void {
    this.coveredDay = null;
  }

  /** Generates any missing days up to today; nothing to wait for (undefined) when today is already covered. */
  ensure(): Promise<void> | undefined {
    const today = this.today();
    if (this.coveredDay === today) return undefined;
    this.running ??= this.topUp(today)
      .then((added) => {
        if (added > 0) this.onNewFacts();
        this.coveredDay = today;
      })
      .finally(() => (this.running = null));
    return this.running;
  }
}
