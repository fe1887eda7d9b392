// Where the database lives: a SQLite file (the default) or a PostgreSQL server (DATABASE_URL=postgresql://...).
// A relative `file:` URL would be read relative to whatever the working directory happens to be, so it is
// made absolute here, in one place.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_DATABASE_FILE = fileURLToPath(new URL('../../data/smartsite.db', import.meta.url));

/** Whether a database URL names a PostgreSQL server rather than a SQLite file. */
export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//.test(url ?? '');

/** The absolute file path of a `file:` database URL (or of the default database when none is given). */
export function databaseFile(url: string | undefined = process.env.DATABASE_URL): string {
  if (!url) return DEFAULT_DATABASE_FILE;
  if (!url.startsWith('file:'))
    throw new Error(`DATABASE_URL must be a file: URL (SQLite) or a postgresql:// URL, got "${redactUrl(url)}"`);
  const path = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/** The database as an absolute `file:` URL, or the PostgreSQL URL as given. */
export const databaseUrl = (url: string | undefined = process.env.DATABASE_URL): string =>
  isPostgresUrl(url) ? url : `file:${databaseFile(url)}`;

/** A PostgreSQL URL whose connections work in `schema` (search_path, as a workspace's: workspaces/postgres-store.ts). */
export function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** The schema withSchema set on a URL, if any. */
export function schemaOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options');
  return /-c search_path=(\w+)/.exec(options ?? '')?.[1];
}

/** A URL fit for logs: the password replaced. */
export const redactUrl = (url: string): string => url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
