// Creates or updates the tables of a database file from prisma/schema.prisma with `prisma db push`
// (offline with the JavaScript schema engine, see ../../../prisma.config.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRISMA_CLI = fileURLToPath(new URL('../../../node_modules/prisma/build/index.js', import.meta.url));
const PRELOAD = fileURLToPath(new URL('./prisma-cli-preload.cjs', import.meta.url));

export function pushSchema(file: string): void {
  const result = spawnSync(process.execPath, ['-r', PRELOAD, PRISMA_CLI, 'db', 'push', '--skip-generate'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${file}`, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`prisma db push failed for ${file}:\n${result.stdout}\n${result.stderr}`);
}
