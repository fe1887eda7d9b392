// The Prisma clients are generated (gitignored), never committed: regenerate them when missing or
// older than their schema (prisma/schema.prisma for SQLite, prisma/postgresql/schema.prisma for PostgreSQL).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatePostgresClient, POSTGRES_SCHEMA } from './postgresql/schema';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
const CLIENT = fileURLToPath(new URL('../generated/prisma/client.ts', import.meta.url));
const POSTGRES_CLIENT = fileURLToPath(new URL('../generated/prisma-postgresql/client.ts', import.meta.url));

const isCurrent = (client: string, schema: string) => existsSync(client) && statSync(client).mtimeMs >= statSync(schema).mtimeMs;

function prismaClientIsCurrent(): boolean {
  return isCurrent(CLIENT, SCHEMA) && isCurrent(POSTGRES_CLIENT, POSTGRES_SCHEMA);
}

/** Runs `prisma generate` unless the clients are current; returns whether it generated. */
export function ensurePrismaClient(): boolean {
  if (prismaClientIsCurrent()) return false;
  if (!isCurrent(POSTGRES_CLIENT, POSTGRES_SCHEMA)) generatePostgresClient();
  if (isCurrent(CLIENT, SCHEMA)) return true;
  const result = spawnSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHECKPOINT_DISABLE: '1' },
  });
  if (result.status !== 0) throw new Error(`prisma generate exited with ${result.status ?? result.signal}`);
  return true;
}
