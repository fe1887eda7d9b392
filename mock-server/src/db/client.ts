// The Prisma client of the server, on SQLite (the default) or PostgreSQL.
//
// SQLite runs in WAL mode with synchronous=NORMAL: a commit is acknowledged once it is written to the WAL
// (in the OS page cache), so an acknowledged write survives the process being killed (SIGKILL;
// test/persistence.test.ts) and only an OS crash or power loss could drop the last commits, which is
// acceptable for a mock. FULL would fsync every commit and slow each write for no gain against a killed process.
//
// PostgreSQL uses the client generated from prisma/postgresql/schema.prisma. Its model API is the SQLite
// client's, with one difference the handlers must not see: `contains` is case-sensitive there (LIKE) and
// case-insensitive on SQLite (ASCII letters), so every `contains` is sent with mode 'insensitive' (ILIKE).
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client';
import { isPostgresUrl, schemaOf } from './url';
import type { Pool } from './postgresql/session';

export type { PrismaClient };

export async function createPrisma(url: string, pool?: Pool): Promise<PrismaClient> {
  if (isPostgresUrl(url)) {
    if (!pool) throw new Error('a PostgreSQL database needs its connection pool');
    return createPostgresPrisma(pool, schemaOf(url));
  }
  const prisma = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
  await prisma.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await prisma.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
  await prisma.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  await prisma.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  return prisma;
}

/** `schema`: a workspace's (Prisma names the schema in every query: public unless told). */
async function createPostgresPrisma(pool: Pool, schema: string | undefined): Promise<PrismaClient> {
  const [{ PrismaPg }, { PrismaClient: PostgresClient }] = await Promise.all([
    import('@prisma/adapter-pg'),
    import('../generated/prisma-postgresql/client'),
  ]);
  const prisma = new PostgresClient({ adapter: new PrismaPg(pool, schema ? { schema } : undefined) }).$extends({
    query: {
      $allModels: {
        $allOperations({ args, query }) {
          caseInsensitiveContains((args as { where?: unknown }).where);
          return query(args);
        },
      },
    },
  });
  return prisma as unknown as PrismaClient;
}

/** Adds mode 'insensitive' beside every string `contains` of a where clause, at any depth. */
export function caseInsensitiveContains(filter: unknown): void {
  if (filter === null || typeof filter !== 'object') return;
  if (Array.isArray(filter)) return filter.forEach(caseInsensitiveContains);
  const record = filter as Record<string, unknown>;
  if (typeof record.contains === 'string') record.mode = 'insensitive';
  for (const value of Object.values(record)) caseInsensitiveContains(value);
}
