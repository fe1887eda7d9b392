// The database a server runs on, SQLite file or PostgreSQL server, with the few jobs that differ between
// the two: opening the Prisma client, topping up the daily facts, reseeding in place. On PostgreSQL the
// jobs that must run once however many instances share the database hold an advisory lock.
import { existsSync } from 'node:fs';
import { createPrisma, type PrismaClient } from './client';
import { topUpFacts } from './facts';
import { createPool, LOCKS, postgresSession, withAdvisoryLock, type Pool } from './postgresql/session';
import { reseedPostgres } from './postgresql/setup';
import { reseedInPlace } from './reseed';
import { DEFAULT_SEED, openDatabase, type SeedSummary } from './seed';
import { sqliteSession } from './sql';
import { databaseFile, isPostgresUrl, redactUrl } from './url';

export interface DatabaseEngine {
  readonly kind: 'sqlite' | 'postgresql';
  /** Where the data is, fit for logs (the file, or the URL without its password). */
  readonly location: string;
  readonly prisma: PrismaClient;
  /** PostgreSQL's connection pool (shared by Prisma and the shared state). */
  readonly pool: Pool | undefined;
  /** Generates the missing days of daily facts up to `today`; returns how many project-days it added. */
  topUpFacts(today: string): Promise<number>;
  /** Deletes every row and seeds again while the server runs; settings the seed does not write are kept. */
  reseed(options: { seed: number; today: string }): Promise<SeedSummary>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** Connections per instance to PostgreSQL (DATABASE_POOL_SIZE). */
  poolSize: number;
  onPoolError: (error: Error) => void;
}

export async function openEngine(url: string, options: EngineOptions): Promise<DatabaseEngine> {
  return isPostgresUrl(url) ? openPostgres(url, options) : openSqlite(url);
}

const seedOf = (rows: { value: string }[]) => (rows[0] ? Number(rows[0].value) : DEFAULT_SEED);
const SEED_SQL = 'SELECT "value" FROM "Setting" WHERE "key" = \'seed\'';

async function openSqlite(url: string): Promise<DatabaseEngine> {
  const file = databaseFile(url);
  if (!existsSync(file)) throw new Error(`No database at ${file}: create it with \`npm run db:reset\` (npm start does it on first run)`);
  const prisma = await createPrisma(url);
  return {
    kind: 'sqlite',
    location: file,
    prisma,
    pool: undefined,
    // A short-lived better-sqlite3 connection: prepared statements in one transaction per project.
    async topUpFacts(today) {
      const db = openDatabase(file);
      try {
        const session = sqliteSession(db);
        return await topUpFacts(session, seedOf(await session.all(SEED_SQL)), today);
      } finally {
        db.close();
      }
    },
    reseed: (options) => reseedInPlace(file, options),
    close: () => prisma.$disconnect(),
  };
}

async function openPostgres(url: string, { poolSize, onPoolError }: EngineOptions): Promise<DatabaseEngine> {
  const pool = createPool(url, { max: poolSize, onError: onPoolError });
  const prisma = await createPrisma(url, pool);
  return {
    kind: 'postgresql',
    location: redactUrl(url),
    prisma,
    pool,
    // The first instance to take the lock generates the days; the others then find them there.
    topUpFacts: (today) =>
      withAdvisoryLock(pool, LOCKS.facts, async (client) => {
        const session = postgresSession(client);
        return topUpFacts(session, seedOf(await session.all(SEED_SQL)), today);
      }),
    reseed: (options) => reseedPostgres(pool, options),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
