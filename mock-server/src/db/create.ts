// Creates and seeds a SQLite database file: the first run of npm start, npm run db:reset, test databases,
// and the seed that postgresql/setup.ts copies into PostgreSQL.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { dayOf } from '../clock';
import { pushSchema } from './push';
import { DEFAULT_SEED, seedDatabase, type SeedSummary } from './seed';

export interface CreateOptions {
  seed?: number;
  /** Seed date; today (site time) by default. */
  today?: string;
}

/** Deletes the database file (and its WAL), then creates and seeds a fresh one. */
export async function createDatabase(file: string, options: CreateOptions = {}): Promise<SeedSummary> {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  pushSchema(file);
  return seedDatabase(file, { seed: options.seed ?? DEFAULT_SEED, today: options.today ?? dayOf(new Date()) });
}
