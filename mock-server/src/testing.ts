// Test databases: each call gets its own seeded SQLite file in a temp folder. Creating one from
// scratch costs a `prisma db push` and a seed (~3.5 s), so the first call in a machine builds a
// template for (schema, seed code, seed, date, business zone) and later calls copy it (a few milliseconds).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS_ZONE, dayOf } from './clock';
import { createDatabase } from './db/create';
import { DEFAULT_SEED } from './db/seed';

export interface TestDatabase {
  /** `file:` URL for buildApp({ databaseUrl }). */
  url: string;
  file: string;
  cleanup(): void;
}

const TEMPLATES = join(tmpdir(), 'smartsite-mock-templates');
const SOURCES = [
  new URL('../../prisma/schema.prisma', import.meta.url),
  new URL('./db/', import.meta.url),
  new URL('./auth/password.ts', import.meta.url),
];

/** Fingerprint of everything that shapes a seeded database. */
function fingerprint(seed: number, today: string): string {
  const hash = createHash('sha256').update(`${seed}|${today}|${BUSINESS_ZONE.name}`);
  for (const source of SOURCES) {
    const path = fileURLToPath(source);
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .sort()
          .map((name) => join(path, name))
          .filter((file) => statSync(file).isFile())
      : [path];
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function template(seed: number, today: string): Promise<string> {
  mkdirSync(TEMPLATES, { recursive: true });
  const file = join(TEMPLATES, `${fingerprint(seed, today)}.db`);
  if (existsSync(file)) return file;
  // Build beside it and rename: parallel test workers never copy a half-written template.
  const building = `${file}.${process.pid}.${Date.now()}.tmp`;
  await createDatabase(building, { seed, today });
  renameSync(building, file);
  for (const name of readdirSync(TEMPLATES)) {
    const other = join(TEMPLATES, name);
    if (other !== file && Date.now() - statSync(other).mtimeMs > 3600_000) rmSync(other, { force: true });
  }
  return file;
}

export async function createTestDatabase(options: { seed?: number; today?: string } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? DEFAULT_SEED;
  const source = await template(seed, options.today ?? dayOf(new Date()));
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-test-db-'));
  const file = join(dir, 'test.db');
  copyFileSync(source, file);
  return { url: `file:${file}`, file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
