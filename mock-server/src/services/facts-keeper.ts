// Keeps the simulated projects' facts up to today: on start and on the first request of each new day
// it generates the missing days (src/db/facts.ts) through a short-lived better-sqlite3 connection.
import { DEFAULT_SEED, openDatabase } from '../db/seed';
import { topUpFacts } from '../db/facts';

export class FactsKeeper {
  private coveredDay: string | null = null;

  constructor(
    private readonly file: string,
    private readonly today: () => string,
    private readonly onNewFacts: () => void,
  ) {}

  /** Checks again on the next call (after the database was reseeded). */
  forget(): void {
    this.coveredDay = null;
  }

  /** Generates any missing days up to today; cheap when today is already covered. */
  ensure(): void {
    const today = this.today();
    if (this.coveredDay === today) return;
    const db = openDatabase(this.file);
    try {
      const seed = db.prepare("SELECT value FROM Setting WHERE key = 'seed'").get() as { value: string } | undefined;
      if (topUpFacts(db, seed ? Number(seed.value) : DEFAULT_SEED, today) > 0) this.onNewFacts();
    } finally {
      db.close();
    }
    this.coveredDay = today;
  }
}
