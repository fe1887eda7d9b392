// Creating, seeding and reseeding a PostgreSQL database. The tables come from prisma/postgresql/schema.sql
// (generated from prisma/schema.prisma by `npm run generate`: `prisma db push` through the pg adapter fails,
// prisma/orm#27403). The seed is the SQLite seed itself, run into a temporary file and copied row for row
// with its ids, so both engines hold byte-identical data; the daily facts after it are generated here
// directly (facts.ts). Every step runs under an advisory lock, so instances starting together on an empty
// database create it once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { dayOf } from '../../clock';
import { createDatabase } from '../create';
import { DEFAULT_SEED, type SeedSummary } from '../seed';
import type { SqlValue } from '../sql';
import { insertRows, LOCKS, withAdvisoryLock, type Pool, type PoolClient } from './session';

export const POSTGRES_SCHEMA_SQL = fileURLToPath(new URL('../../../../prisma/postgresql/schema.sql', import.meta.url));

/** Settings the seed writes; the others (the generated token secret) survive a reseed. */
const SEEDED_SETTINGS = ['seed', 'seedDate', 'timeZone'];

async function hasTables(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query(`SELECT to_regclass('"Setting"') IS NOT NULL AS present`);
  return rows[0].present as boolean;
}

/** Creates the tables and seeds them unless they exist; returns the seed summary when it created them. */
export async function ensurePostgres(pool: Pool, options: { seed?: number; today?: string } = {}): Promise<SeedSummary | null> {
  return withAdvisoryLock(pool, LOCKS.schema, async (client) => {
    if (await hasTables(client)) return null;
    await client.query(readFileSync(POSTGRES_SCHEMA_SQL, 'utf8'));
    return copySeed(client, { seed: options.seed ?? DEFAULT_SEED, today: options.today ?? dayOf(new Date()) });
  });
}

/** Drops every table and creates and seeds them again (npm run db:reset). */
export async function recreatePostgres(pool: Pool, options: { seed?: number; today?: string } = {}): Promise<SeedSummary> {
  await withAdvisoryLock(pool, LOCKS.schema, async (client) => {
    const tables = await tableNames(client);
    if (tables.length) await client.query(`DROP TABLE ${tables.map((t) => `"${t}"`).join(', ')} CASCADE`);
  });
  return (await ensurePostgres(pool, options))!;
}

/** Deletes every row and seeds again while servers keep running (the control page's reset). */
export async function reseedPostgres(pool: Pool, options: { seed: number; today: string }): Promise<SeedSummary> {
  return withAdvisoryLock(pool, LOCKS.reseed, async (client) => {
    const kept = await client.query('SELECT "key", "value" FROM "Setting" WHERE NOT ("key" = ANY($1))', [SEEDED_SETTINGS]);
    const tables = await tableNames(client);
    await client.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    const summary = await copySeed(client, options);
    for (const { key, value } of kept.rows) await client.query('INSERT INTO "Setting" ("key", "value") VALUES ($1, $2)', [key, value]);
    return summary;
  });
}

async function tableNames(client: PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'mock\\_%' AND table_name NOT LIKE '\\_journal%'",
  );
  return rows.map((row) => row.name);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function tablesInDependencyOrder(client: PoolClient): Promise<string[]> {
  const tables = await tableNames(client);
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of rows.filter((r) => r.child === table && r.parent !== table)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables.sort()) visit(table, new Set());
  return ordered;
}

/** Seeds a temporary SQLite file and copies every row (with its id) into the empty tables. */
async function copySeed(client: PoolClient, options: { seed: number; today: string }): Promise<SeedSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-pg-seed-'));
  try {
    const file = join(dir, 'seed.db');
    const summary = await createDatabase(file, options);
    await copySqliteRows(client, file);
    return summary;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Copies every row of a seeded SQLite file (with its id) into the empty tables of the current schema, in one transaction. */
export async function copySqliteRows(client: PoolClient, file: string): Promise<void> {
  const sqlite = new Database(file, { readonly: true });
  try {
    const { rows: described } = await client.query<{ table: string; column: string; boolean: boolean; serial: boolean }>(
      `SELECT table_name AS table, column_name AS column, data_type = 'boolean' AS boolean, column_default LIKE 'nextval(%' AS serial
         FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const booleans = described.filter((c) => c.boolean);
    await client.query('BEGIN');
    for (const table of await tablesInDependencyOrder(client)) {
      const rows = sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw(true).all() as SqlValue[][];
      if (!rows.length) continue;
      const columns = sqlite
        .prepare(`SELECT * FROM "${table}" LIMIT 1`)
        .columns()
        .map((column) => column.name);
      const flags = columns.map((column) => booleans.some((b) => b.table === table && b.column === column));
      const values = flags.some(Boolean)
        ? rows.map((row) => row.map((value, i) => (flags[i] && value !== null ? value === 1 : value)))
        : rows;
      await insertRows(client, table, columns, values);
      for (const { column } of described.filter((c) => c.serial && c.table === table))
        await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), (SELECT MAX("${column}") FROM "${table}"))`, [
          `"${table}"`,
          column,
        ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    sqlite.close();
  }
}
