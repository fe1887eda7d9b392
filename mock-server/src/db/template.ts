// Pristine seeded SQLite files, one per (schema, seed code, seed, date, business zone): built once (a `prisma db
// push` and a seed, ~3.5 s) and copied from then on (a few milliseconds). Test databases and workspaces forked from
// the seed are copies of one, so a fork is the very file a fresh seed of the same seed and day writes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUSINESS_ZONE } from '../clock';
import { createDatabase } from './create';

const TEMPLATES = join(tmpdir(), 'smartsite-mock-templates');
const SOURCES = [
  new URL('../../../prisma/schema.prisma', import.meta.url),
  new URL('./', import.meta.url),
  new URL('../auth/password.ts', import.meta.url),
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

const building = new Map<string, Promise<string>>();

/** The template file of a seed and day, built when missing (concurrent callers wait for the same build). */
export function seededTemplate(seed: number, today: string): Promise<string> {
  const file = join(TEMPLATES, `${fingerprint(seed, today)}.db`);
  if (existsSync(file)) return Promise.resolve(file);
  let pending = building.get(file);
  if (!pending) {
    pending = build(file, seed, today).finally(() => building.delete(file));
    building.set(file, pending);
  }
  return pending;
}

async function build(file: string, seed: number, today: string): Promise<string> {
  mkdirSync(TEMPLATES, { recursive: true });
  // Built beside it and renamed: parallel test workers never copy a half-written template.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await createDatabase(temporary, { seed, today });
  renameSync(temporary, file);
  for (const name of readdirSync(TEMPLATES)) {
    const other = join(TEMPLATES, name);
    if (other !== file && Date.now() - statSync(other).mtimeMs > 3600_000) rmSync(other, { force: true });
  }
  return file;
}
