// Prepares the database on first run (npm start, npm run db:reset, test databases): a SQLite file
// (create.ts), or the tables of a PostgreSQL database (postgresql/setup.ts).
import { existsSync } from 'node:fs';
import { createDatabase, type CreateOptions } from './create';
import type { SeedSummary } from './seed';
import { createPool } from './postgresql/session';
import { ensurePostgres, recreatePostgres } from './postgresql/setup';
import { databaseFile, isPostgresUrl } from './url';

/** Creates and seeds the database unless the file exists; returns the seed summary when it created one. */
async function ensureDatabase(file: string, options: CreateOptions = {}): Promise<SeedSummary | null> {
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
