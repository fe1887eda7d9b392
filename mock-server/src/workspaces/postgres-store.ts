// Workspaces on PostgreSQL: each is a schema of the one database (ws_<name>, hyphens as underscores), so every
// instance on that database sees it: the registry is a table (mock_workspace, beside the default workspace's
// tables), not memory. A workspace's connections set search_path to its schema (db/url.ts withSchema).
// A fork creates the schema, its tables (prisma/postgresql/schema.sql) and copies the rows of the source schema
// table by table in dependency order, all in one REPEATABLE READ transaction: the copy is one consistent
// snapshot of the source whatever writes run meanwhile, and a server killed in the middle leaves nothing (the
// transaction never commits). A fork from the seed copies a template schema of the seed and day, made once from
// the seeded SQLite template (db/template.ts), so both engines hold the same rows. Snapshots are schemas too.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { seededTemplate } from '../db/template';
import { LOCKS, withAdvisoryLock, type Pool, type PoolClient } from '../db/postgresql/session';
import { copySqliteRows, POSTGRES_SCHEMA_SQL, tablesInDependencyOrder } from '../db/postgresql/setup';
import { withSchema } from '../db/url';
import { DEFAULT_WORKSPACE } from './names';
import type { ForkSource, SnapshotRecord, WorkspaceRecord, WorkspaceStore } from './store';

const REGISTRY = `
  CREATE TABLE IF NOT EXISTS mock_workspace (
    name TEXT COLLATE "C" PRIMARY KEY, created_at BIGINT NOT NULL, last_used_at BIGINT NOT NULL, source TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS mock_workspace_snapshot (
    workspace TEXT COLLATE "C" NOT NULL, name TEXT COLLATE "C" NOT NULL, schema_name TEXT NOT NULL, created_at BIGINT NOT NULL,
    PRIMARY KEY (workspace, name));`;

/** The control settings stored in Setting (shared/postgres.ts) belong to the workspace, not to its data. */
const DATA_SETTINGS = `"key" NOT LIKE 'mock.%'`;

/** schema.sql's statements in two parts: the tables, then their indexes and foreign keys (each after a `-- CreateIndex` or `-- AddForeignKey` line). */
function splitSchema(sql: string): { tables: string; keys: string } {
  const parts = sql.split(/\n(?=-- )/);
  const isKey = (part: string) => /^-- (CreateIndex|AddForeignKey)/.test(part);
  return { tables: parts.filter((part) => !isKey(part)).join('\n'), keys: parts.filter(isKey).join('\n') };
}

const workspaceSchema = (name: string) => `ws_${name.replace(/-/g, '_')}`;
const quoted = (identifier: string) => `"${identifier}"`;

export class PostgresWorkspaceStore implements WorkspaceStore {
  readonly kind = 'postgresql';
  private defaultSchema = 'public';
  private readonly ddl = splitSchema(readFileSync(POSTGRES_SCHEMA_SQL, 'utf8'));

  private constructor(
    private readonly baseUrl: string,
    /** The default workspace's pool (its search_path is the default schema). */
    private readonly pool: Pool,
  ) {}

  static async open(url: string, pool: Pool): Promise<PostgresWorkspaceStore> {
    const store = new PostgresWorkspaceStore(url, pool);
    await withAdvisoryLock(pool, LOCKS.schema, (client) => client.query(REGISTRY));
    store.defaultSchema = (await pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
    return store;
  }

  /** The registry table, named with its schema: some statements run with another search_path. */
  private get registry() {
    return `${quoted(this.defaultSchema)}.mock_workspace`;
  }

  private schema(name: string) {
    return name === DEFAULT_WORKSPACE ? this.defaultSchema : workspaceSchema(name);
  }

  url(name: string): string {
    return withSchema(this.baseUrl, this.schema(name));
  }

  async list(): Promise<WorkspaceRecord[]> {
    const { rows } = await this.pool.query<{ name: string; created_at: string; last_used_at: string; source: string }>(
      'SELECT name, created_at, last_used_at, source FROM mock_workspace ORDER BY created_at, name',
    );
    return rows.map((row) => ({
      name: row.name,
      createdAt: Number(row.created_at),
      lastUsedAt: Number(row.last_used_at),
      source: row.source,
    }));
  }

  private async schemaSize(schemas: string[]): Promise<number> {
    const { rows } = await this.pool.query<{ bytes: string }>(
      `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) AS bytes FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ANY($1) AND c.relkind = 'r'`,
      [schemas],
    );
    return Number(rows[0]!.bytes);
  }

  size(name: string): Promise<number> {
    return this.schemaSize([this.schema(name)]);
  }

  async totalSize(): Promise<number> {
    const { rows } = await this.pool.query<{ schema: string }>(
      `SELECT nspname AS schema FROM pg_namespace WHERE nspname LIKE 'ws\\_%' OR nspname LIKE 'wss\\_%'`,
    );
    return this.schemaSize(rows.map((row) => row.schema));
  }

  /**
   * Creates `target` with the tables of schema.sql and copies `source`'s rows into it (the caller's transaction).
   * Indexes and foreign keys come after the rows: checked once per key then, not row by row (several times faster).
   */
  private async copySchema(client: PoolClient, source: string, target: string) {
    await client.query(`CREATE SCHEMA ${quoted(target)}`);
    await client.query(`SET LOCAL search_path TO ${quoted(target)}`);
    await client.query(this.ddl.tables);
    await this.copyRows(client, source, target);
    await client.query(this.ddl.keys);
  }

  /** Copies every data row of `source` into the tables of `target` (the current schema), then its sequences. */
  private async copyRows(client: PoolClient, source: string, target: string) {
    for (const table of await tablesInDependencyOrder(client)) {
      const where = table === 'Setting' ? ` WHERE ${DATA_SETTINGS}` : '';
      await client.query(`INSERT INTO ${quoted(target)}.${quoted(table)} SELECT * FROM ${quoted(source)}.${quoted(table)}${where}`);
    }
    const { rows: serials } = await client.query<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = $1 AND column_default LIKE 'nextval(%'`,
      [target],
    );
    for (const { table, column } of serials) {
      const name = `${quoted(target)}.${quoted(table)}`;
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(${quoted(column)}) FROM ${name}), 1),
                       (SELECT MAX(${quoted(column)}) FROM ${name}) IS NOT NULL)`,
        [name, column],
      );
    }
  }

  /** Runs `job` in one REPEATABLE READ transaction on its own connection: it reads one snapshot, and commits whole or not at all. */
  private async transaction<T>(job: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const result = await job(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The template schema of a seed and day (wstpl_<fingerprint>), made once under a lock from the seeded SQLite template. */
  private async template(seed: number, today: string): Promise<string> {
    const file = await seededTemplate(seed, today);
    const schema = `wstpl_${basename(file, '.db')}`;
    return withAdvisoryLock(this.pool, LOCKS.schema, async (client) => {
      const { rows } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
      if (rows.length) return schema;
      // Built under another name and renamed: a start killed meanwhile leaves no half template under the real name.
      const building = `wstpl_building_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE SCHEMA ${quoted(building)}`);
      try {
        await client.query(`SET search_path TO ${quoted(building)}`);
        await client.query(`${this.ddl.tables};${this.ddl.keys}`);
        await copySqliteRows(client, file);
        await client.query(`ALTER SCHEMA ${quoted(building)} RENAME TO ${quoted(schema)}`);
        // Yesterday's templates are never copied again (a fork from the seed copies today's).
        const { rows: old } = await client.query<{ name: string }>(
          `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'wstpl\\_%' AND nspname <> $1`,
          [schema],
        );
        for (const { name } of old) await client.query(`DROP SCHEMA ${quoted(name)} CASCADE`);
      } catch (error) {
        await client.query(`DROP SCHEMA IF EXISTS ${quoted(building)} CASCADE`).catch(() => undefined);
        throw error;
      } finally {
        await client.query('RESET search_path');
      }
      return schema;
    });
  }

  private async snapshotSchema(workspace: string, snapshot: string): Promise<string> {
    const { rows } = await this.pool.query<{ schema_name: string }>(
      'SELECT schema_name FROM mock_workspace_snapshot WHERE workspace = $1 AND name = $2',
      [workspace, snapshot],
    );
    if (!rows[0]) throw new Error(`no snapshot ${workspace}@${snapshot}`);
    return rows[0].schema_name;
  }

  async create(record: WorkspaceRecord, from: ForkSource, seed: { seed: number; today: string }): Promise<void> {
    const source =
      'seed' in from
        ? await this.template(seed.seed, seed.today)
        : from.snapshot
          ? await this.snapshotSchema(from.workspace, from.snapshot)
          : this.schema(from.workspace);
    await this.transaction(async (client) => {
      await this.copySchema(client, source, workspaceSchema(record.name));
      await client.query(`INSERT INTO ${this.registry} (name, created_at, last_used_at, source) VALUES ($1, $2, $3, $4)`, [
        record.name,
        record.createdAt,
        record.lastUsedAt,
        record.source,
      ]);
    });
  }

  async touch(name: string, lastUsedAt: number): Promise<void> {
    await this.pool.query('UPDATE mock_workspace SET last_used_at = GREATEST(last_used_at, $2) WHERE name = $1', [name, lastUsedAt]);
  }

  async remove(name: string): Promise<void> {
    await this.transaction(async (client) => {
      const { rows } = await client.query<{ schema_name: string }>('SELECT schema_name FROM mock_workspace_snapshot WHERE workspace = $1', [
        name,
      ]);
      for (const { schema_name } of rows) await client.query(`DROP SCHEMA IF EXISTS ${quoted(schema_name)} CASCADE`);
      await client.query('DELETE FROM mock_workspace_snapshot WHERE workspace = $1', [name]);
      await client.query('DELETE FROM mock_workspace WHERE name = $1', [name]);
      await client.query(`DROP SCHEMA IF EXISTS ${quoted(workspaceSchema(name))} CASCADE`);
    });
  }

  async snapshots(workspace: string): Promise<SnapshotRecord[]> {
    const { rows } = await this.pool.query<{ name: string; schema_name: string; created_at: string }>(
      'SELECT name, schema_name, created_at FROM mock_workspace_snapshot WHERE workspace = $1 ORDER BY created_at, name',
      [workspace],
    );
    const records: SnapshotRecord[] = [];
    for (const row of rows)
      records.push({ name: row.name, createdAt: Number(row.created_at), sizeBytes: await this.schemaSize([row.schema_name]) });
    return records;
  }

  async snapshot(workspace: string, snapshot: string, createdAt: number): Promise<SnapshotRecord> {
    const schema = `wss_${randomBytes(8).toString('hex')}`;
    await this.transaction(async (client) => {
      await this.copySchema(client, this.schema(workspace), schema);
      await client.query(`INSERT INTO ${this.registry}_snapshot (workspace, name, schema_name, created_at) VALUES ($1, $2, $3, $4)`, [
        workspace,
        snapshot,
        schema,
        createdAt,
      ]);
    });
    return { name: snapshot, createdAt, sizeBytes: await this.schemaSize([schema]) };
  }

  /**
   * Builds the snapshot's copy beside the workspace, moves the workspace's own state over (its mock_* tables and
   * sequence, its control settings), then swaps the schemas' names: one transaction, several times faster than
   * emptying the tables and refilling them under their foreign keys. The workspace's connections name their schema
   * in search_path, so their next statement reads the restored data.
   */
  async restore(workspace: string, snapshot: string): Promise<void> {
    const source = await this.snapshotSchema(workspace, snapshot);
    const live = this.schema(workspace);
    const building = `wsr_${randomBytes(8).toString('hex')}`;
    await this.transaction(async (client) => {
      await this.copySchema(client, source, building);
      const [from, to] = [quoted(live), quoted(building)];
      await client.query(`INSERT INTO ${to}."Setting" SELECT * FROM ${from}."Setting" WHERE NOT (${DATA_SETTINGS})`);
      const own = async (kind: 'r' | 'S') =>
        (
          await client.query<{ name: string }>(
            `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = $1 AND c.relkind = $2 AND c.relname LIKE 'mock\\_%'`,
            [live, kind],
          )
        ).rows.map((row) => row.name);
      for (const table of await own('r')) await client.query(`ALTER TABLE ${from}.${quoted(table)} SET SCHEMA ${to}`);
      for (const sequence of await own('S')) await client.query(`ALTER SEQUENCE ${from}.${quoted(sequence)} SET SCHEMA ${to}`);
      const retired = quoted(`wsr_${randomBytes(8).toString('hex')}`);
      await client.query(`ALTER SCHEMA ${from} RENAME TO ${retired}`);
      await client.query(`ALTER SCHEMA ${to} RENAME TO ${from}`);
      await client.query(`DROP SCHEMA ${retired} CASCADE`);
    });
  }

  async removeSnapshot(workspace: string, snapshot: string): Promise<void> {
    const schema = await this.snapshotSchema(workspace, snapshot);
    await this.transaction(async (client) => {
      await client.query('DELETE FROM mock_workspace_snapshot WHERE workspace = $1 AND name = $2', [workspace, snapshot]);
      await client.query(`DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE`);
    });
  }

  async hasShareLink(workspace: string, token: string): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM ${quoted(this.schema(workspace))}."ShareLink" WHERE token = $1`, [token]);
    return rows.length > 0;
  }

  async close(): Promise<void> {}
}
