// Where the database lives. DATABASE_URL may be a relative `file:` URL; SQLite would read it relative
// to whatever the working directory happens to be, so it is made absolute here, in one place.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DATABASE_FILE = fileURLToPath(new URL('../../data/smartsite.db', import.meta.url));

/** The absolute file path of a `file:` database URL (or of the default database when none is given). */
export function databaseFile(url: string | undefined = process.env.DATABASE_URL): string {
  if (!url) return DEFAULT_DATABASE_FILE;
  if (!url.startsWith('file:')) throw new Error(`DATABASE_URL must be a file: URL for SQLite, got "${url}"`);
  const path = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/** The same database as an absolute `file:` URL. */
export const databaseUrl = (url?: string): string => `file:${databaseFile(url)}`;
