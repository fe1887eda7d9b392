// @smartsite/mock-server/admin: what the project's scripts (start, db:reset, generate, the benchmarks and the
// multi-instance test) do to the mock's databases and process, through one door instead of its internal modules.
// Nothing here reaches the generated Prisma client at import: `npm start` on a fresh clone generates it first
// (ensurePrismaClient), so the engine and the server are loaded when called.
import type { AppExtras } from './app';
import type { DatabaseEngine, EngineOptions } from './db/engine';

export { addDays, dayOf } from './clock';
export { prepareDatabase } from './db/ensure';
export { topUpFacts } from './db/facts';
export { ensurePrismaClient } from './db/generate';
export { derivePostgresFiles, generatePostgresClient, POSTGRES_SCHEMA, POSTGRES_SQL } from './db/postgresql/schema';
export { sqliteSession } from './db/sql';
export { databaseUrl, redactUrl } from './db/url';

/** Opens the database of a URL (SQLite file or PostgreSQL) as the server does. */
export async function openEngine(url: string, options: EngineOptions): Promise<DatabaseEngine> {
  const engine = await import('./db/engine');
  return engine.openEngine(url, options);
}

/** Runs the server in this process, configured by its environment (see server.ts), with the plugins of the floors above. */
export async function runServer(extras: AppExtras = {}): Promise<void> {
  const { startServer } = await import('./server');
  await startServer(extras);
}
