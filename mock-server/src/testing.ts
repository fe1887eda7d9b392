// Test databases: each call gets its own seeded SQLite file in a temp folder, a copy of the cached template of
// its seed and day (db/template.ts).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayOf } from './clock';
import { DEFAULT_SEED } from './db/seed';
import { seededTemplate } from './db/template';

export interface TestDatabase {
  /** `file:` URL for buildApp({ databaseUrl }). */
  url: string;
  file: string;
  cleanup(): void;
}

export async function createTestDatabase(options: { seed?: number; today?: string } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? DEFAULT_SEED;
  const source = await seededTemplate(seed, options.today ?? dayOf(new Date()));
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-test-db-'));
  const file = join(dir, 'test.db');
  copyFileSync(source, file);
  return { url: `file:${file}`, file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
