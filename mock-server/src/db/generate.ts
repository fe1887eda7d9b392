// The Prisma client is generated (gitignored), never committed: regenerate it when it is missing or
// older than prisma/schema.prisma.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));
const CLIENT = fileURLToPath(new URL('../generated/prisma/client.ts', import.meta.url));

export function prismaClientIsCurrent(): boolean {
  return existsSync(CLIENT) && statSync(CLIENT).mtimeMs >= statSync(SCHEMA).mtimeMs;
}

/** Runs `prisma generate` unless the client is current; returns whether it generated. */
export function ensurePrismaClient(): boolean {
  if (prismaClientIsCurrent()) return false;
  const result = spawnSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHECKPOINT_DISABLE: '1' },
  });
  if (result.status !== 0) throw new Error(`prisma generate exited with ${result.status ?? result.signal}`);
  return true;
}
