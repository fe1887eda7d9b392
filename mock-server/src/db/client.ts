// The Prisma client of the server. SQLite runs in WAL mode with synchronous=NORMAL: a commit is
// acknowledged once it is written to the WAL (in the OS page cache), so an acknowledged write
// survives the process being killed (SIGKILL; test/persistence.test.ts) and only an OS crash or
// power loss could drop the last commits, which is acceptable for a mock. FULL would fsync every
// commit and slow each write for no gain against a killed process.
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client';

export type { PrismaClient };

export async function createPrisma(url: string): Promise<PrismaClient> {
  const prisma = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
  await prisma.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await prisma.$queryRawUnsafe('PRAGMA synchronous = NORMAL');
  await prisma.$queryRawUnsafe('PRAGMA busy_timeout = 5000');
  await prisma.$queryRawUnsafe('PRAGMA foreign_keys = ON');
  return prisma;
}
