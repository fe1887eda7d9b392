// Creates and seeds the database on first run (npm start, npm run db:reset, test databases): a SQLite file,
// or the tables of a PostgreSQL database (postgresql/setup.ts).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { dayOf } from '../clock';
import { pushSchema } from './push';
import { DEFAULT_SEED, seedDatabase, type SeedSummary } from './seed';
import { createPool } from './postgresql/session';
import { ensurePostgres, recreatePostgres } from './postgresql/setup';
import { databaseFile, isPostgresUrl } from './url';

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

/** Creates and seeds the database unless the file exists; returns the seed summary when it created one. */
export async function ensureDatabase(file: string, options: CreateOptions = {}): Promise<SeedSummary | null> {
  return existsSync(file) ? null : createDatabase(file, options);
}

/** As ensureDatabase or createDatabase, for a database URL of either engine. */
export async function prepareDatabase(url: string | undefined, options: CreateOptions & { recreate?: boolean } = {}) {
  if (!isPostgresUrl(url)) {
    const file = databaseFile(url);
    return options.recreate ? createDatabase(file, options) : ensureDatabase(file, options);
  }
  const pool = createPool(url, { max: 1 });
  try {
    return await (options.recreate ? recreatePostgres(pool, options) : ensurePostgres(pool, options));
  } finally {
    await pool.end();
  }
}
