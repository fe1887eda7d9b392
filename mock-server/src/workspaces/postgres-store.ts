// Workspaces on PostgreSQL: each is a schema of the one database (ws_<name>, hyphens as underscores), so every
// instance on that database sees it: the registry is a table (mock_workspace, beside the default workspace's
// tables), not memory. A workspace's connections set search_path to its schema (db/url.ts withSchema).
// A copy of a schema is one script sent in one round trip: the tables (prisma/postgresql/schema.sql), the rows,
// the sequences, then the indexes and the foreign keys (NOT VALID: the rows come from a schema whose keys held;
// every later write is checked as before). It runs in one transaction: a fork of a live workspace reads one
// REPEATABLE READ snapshot of it whatever writes run meanwhile, and a server killed in the middle leaves nothing.
// What never changes (the seed's template schema, a snapshot) is copied ahead of time: spare copies
// (mock_workspace_spare, wsp_…) made in the background, so a fork from the seed or a snapshot, and a restore, are a
// schema rename in a short transaction. A fork from the seed copies a template schema of the seed and day, made
// once from the seeded SQLite template (db/template.ts), so both engines hold the same rows. Every workspace schema
// journals the rows written since it was a copy of that template (postgres-journal.ts): a fork of a live workspace
// or a snapshot takes a spare of the template and applies only those rows, in proportion to what the workspace
// changed rather than to its size; the full copy stays for a source without a usable journal or spare.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { seededTemplate } from '../db/template';
import { LOCKS, withAdvisoryLock, type Pool, type PoolClient } from '../db/postgresql/session';
import { copySqliteRows, POSTGRES_SCHEMA_SQL } from '../db/postgresql/setup';
import { withSchema } from '../db/url';
import {
  applyJournalScript,
  foreignKeys,
  journalDdl,
  journaledTables,
  journalOff,
  journalOn,
  type JournaledTable,
} from './postgres-journal';
import { DEFAULT_WORKSPACE } from './names';
import type { ForkSource, SnapshotRecord, WorkspaceRecord, WorkspaceStore } from './store';

const REGISTRY = `
  CREATE TABLE IF NOT EXISTS mock_workspace (
    name TEXT COLLATE "C" PRIMARY KEY, created_at BIGINT NOT NULL, last_used_at BIGINT NOT NULL, source TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS mock_workspace_snapshot (
    workspace TEXT COLLATE "C" NOT NULL, name TEXT COLLATE "C" NOT NULL, schema_name TEXT NOT NULL, created_at BIGINT NOT NULL,
    PRIMARY KEY (workspace, name));
  CREATE TABLE IF NOT EXISTS mock_workspace_spare (
    schema_name TEXT COLLATE "C" PRIMARY KEY, source TEXT COLLATE "C" NOT NULL, created_at BIGINT NOT NULL);`;

/**
 * Spare copies kept of the seed's template: forks from the seed take them, and so do forks of live workspaces and
 * snapshots (a snapshot takes two: itself and its own spare).
 */
const SEED_SPARES = 3;
/** Spare copies kept of each snapshot: one, made with the snapshot and again after each restore or fork from it. */
const SNAPSHOT_SPARES = 1;
/** Spare schemas holding only the empty tables, for copies of live data (a fork of a workspace, a snapshot). */
const EMPTY_SPARES = 2;
/** Beyond this many journaled rows a fork copies every row instead (applying them would cost as much). */
const MAX_JOURNAL_ROWS = 50_000;
/** pg_try_advisory_xact_lock(SPARE_LOCK, hashtext(source)): one instance at a time makes a source's spares. */
const SPARE_LOCK = 26_004;

/** The control settings stored in Setting (shared/postgres.ts) belong to the workspace, not to its data. */
const DATA_SETTINGS = `"key" NOT LIKE 'mock.%'`;

/**
 * schema.sql's statements in three parts: the tables, their indexes, their foreign keys (each after a `-- CreateIndex`
 * or `-- AddForeignKey` line); its table names and SERIAL columns, to copy rows and move sequences on.
 */
function splitSchema(sql: string) {
  const parts = sql.split(/\n(?=-- )/);
  const kind = (part: string) => /^-- (CreateIndex|AddForeignKey)/.exec(part)?.[1] ?? 'table';
  const tables = parts.filter((part) => kind(part) === 'table').join('\n');
  const serials: { table: string; column: string }[] = [];
  for (const [, table, body] of tables.matchAll(/CREATE TABLE "(\w+)" \(([^;]*)\);/g))
    for (const [, column] of body!.matchAll(/"(\w+)" SERIAL/g)) serials.push({ table: table!, column: column! });
  return {
    tables,
    indexes: parts.filter((part) => kind(part) === 'CreateIndex').join('\n'),
    foreignKeys: parts.filter((part) => kind(part) === 'AddForeignKey').join('\n'),
    names: [...tables.matchAll(/CREATE TABLE "(\w+)"/g)].map((match) => match[1]!),
    serials,
  };
}

const workspaceSchema = (name: string) => `ws_${name.replace(/-/g, '_')}`;
const isTemplate = (schema: string) => schema.startsWith('wstpl_');
const quoted = (identifier: string) => `"${identifier}"`;

export class PostgresWorkspaceStore implements WorkspaceStore {
  readonly kind = 'postgresql';
  private defaultSchema = 'public';
  private readonly ddl = splitSchema(readFileSync(POSTGRES_SCHEMA_SQL, 'utf8'));
  private readonly journaled = journaledTables(this.ddl.tables);
  private readonly journal = journalDdl(this.journaled);
  private readonly keys = foreignKeys(this.ddl.foreignKeys);
  /** The `source` of the spares that hold schema.sql's empty tables (its hash: spares of another version are dropped). */
  private readonly emptyTables = `tables:${createHash('sha256').update(this.ddl.tables).update(this.journal).digest('hex').slice(0, 12)}`;
  /** Sizes of schemas nothing writes (snapshots, spares): measuring hundreds of relations again costs 100 ms and more. */
  private readonly fixedSizes = new Map<string, number>();
  /** The sources whose spares a connection's transaction took (others are made once it commits). */
  private readonly took = new WeakMap<PoolClient, Set<string>>();
  /** The background jobs under way here: spare copies by source schema, drops of retired schemas by name. */
  private readonly refilling = new Map<string, Promise<void>>();
  private closed = false;

  private constructor(
    private readonly baseUrl: string,
    /** The default workspace's pool (its search_path is the default schema). */
    private readonly pool: Pool,
    /** Told when a spare copy could not be made (the next fork or restore then copies for itself). */
    private readonly onError: (error: Error) => void,
  ) {}

  static async open(url: string, pool: Pool, onError: (error: Error) => void = () => {}): Promise<PostgresWorkspaceStore> {
    const store = new PostgresWorkspaceStore(url, pool, onError);
    await withAdvisoryLock(pool, LOCKS.schema, (client) => client.query(REGISTRY));
    store.defaultSchema = (await pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
    // Spares whose source went while they were being made (a snapshot deleted meanwhile, yesterday's template),
    // and the schemas restores retired but were stopped before dropping (a schema being built is not yet visible).
    await store.transaction((client) => store.dropSpares(client, null), 'READ COMMITTED');
    const { rows } = await pool.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'wsr\\_%'`);
    for (const { name } of rows) await store.dropRetired(name);
    return store;
  }

  /** The registry table, named with its schema: some statements run with another search_path. */
  private get registry() {
    return `${quoted(this.defaultSchema)}.mock_workspace`;
  }

  private get spares() {
    return `${quoted(this.defaultSchema)}.mock_workspace_spare`;
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
    const measure = schemas.filter((schema) => !this.fixedSizes.has(schema));
    const { rows } = await this.pool.query<{ schema: string; bytes: string }>(
      `SELECT n.nspname AS schema, SUM(pg_total_relation_size(c.oid)) AS bytes FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ANY($1) AND c.relkind = 'r' GROUP BY n.nspname`,
      [measure],
    );
    const measured = new Map(rows.map((row) => [row.schema, Number(row.bytes)]));
    for (const [schema, bytes] of measured) if (/^ws[sp]_/.test(schema)) this.fixedSizes.set(schema, bytes);
    return schemas.reduce((total, schema) => total + (this.fixedSizes.get(schema) ?? measured.get(schema) ?? 0), 0);
  }

  size(name: string): Promise<number> {
    return this.schemaSize([this.schema(name)]);
  }

  async totalSize(): Promise<number> {
    const { rows } = await this.pool.query<{ schema: string }>(
      `SELECT nspname AS schema FROM pg_namespace WHERE nspname LIKE 'ws\\_%' OR nspname LIKE 'wss\\_%' OR nspname LIKE 'wsp\\_%'`,
    );
    const schemas = rows.map((row) => row.schema);
    for (const gone of [...this.fixedSizes.keys()].filter((schema) => !schemas.includes(schema))) this.fixedSizes.delete(gone);
    return this.schemaSize(schemas);
  }

  /**
   * The script that makes `target` a copy of `source` (one round trip): its tables, rows and sequences, then the
   * indexes and foreign keys, built once over the rows rather than row by row. The keys are NOT VALID: the rows
   * satisfied them in `source`, and PostgreSQL checks every later write as before (so Prisma sees no difference).
   */
  private copyScript(source: string, target: string, tablesMade: boolean, sourceJournal: 'template' | 'journal' | 'none'): string {
    const [from, to] = [quoted(source), quoted(target)];
    const rows = this.ddl.names.map(
      (table) =>
        `INSERT INTO ${to}.${quoted(table)} SELECT * FROM ${from}.${quoted(table)}${table === 'Setting' ? ` WHERE ${DATA_SETTINGS}` : ''};`,
    );
    const sequences = this.ddl.serials.map(({ table, column }) => {
      const [name, max] = [`${to}.${quoted(table)}`, `(SELECT MAX(${quoted(column)}) FROM ${to}.${quoted(table)})`];
      return `setval(pg_get_serial_sequence('${name}', '${column}'), COALESCE(${max}, 1), ${max} IS NOT NULL)`;
    });
    // The copy's journal counts from the template it is (a copy of), or from the source's base with its rows.
    const journal =
      sourceJournal === 'journal'
        ? [
            `INSERT INTO ${to}."_journal" SELECT * FROM ${from}."_journal";`,
            `INSERT INTO ${to}."_journal_base" SELECT * FROM ${from}."_journal_base";`,
          ]
        : [`INSERT INTO ${to}."_journal_base" VALUES (${sourceJournal === 'template' ? `'${source}'` : 'NULL'});`];
    return [
      ...(tablesMade ? [] : [`CREATE SCHEMA ${to};`]),
      `SET LOCAL search_path TO ${to};`,
      ...(tablesMade ? [] : [this.ddl.tables, this.journal]),
      journalOff,
      ...rows,
      `SELECT ${sequences.join(', ')};`,
      ...journal,
      this.ddl.indexes,
      this.ddl.foreignKeys.replace(/;$/gm, ' NOT VALID;'),
      journalOn,
    ].join('\n');
  }

  /**
   * Takes a spare copy of `source` in the caller's transaction and renames it `target`: false when none is ready.
   * SKIP LOCKED: two forks at once (from any instance) never take the same spare.
   */
  private async claimSpare(client: PoolClient, source: string, target: string): Promise<boolean> {
    const { rows } = await client.query<{ schema_name: string }>(
      `DELETE FROM ${this.spares} WHERE schema_name =
         (SELECT schema_name FROM ${this.spares} WHERE source = $1 ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING schema_name`,
      [source],
    );
    if (!rows[0]) return false;
    await client.query(`ALTER SCHEMA ${quoted(rows[0].schema_name)} RENAME TO ${quoted(target)}`);
    const took = this.took.get(client) ?? new Set<string>();
    this.took.set(client, took.add(source));
    return true;
  }

  /** Whether a schema has a change journal (not the default schema, a template, or a schema made before journals). */
  private async hasJournal(client: PoolClient, schema: string): Promise<boolean> {
    const { rows } = await client.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [
      `${quoted(schema)}."_journal_base"`,
    ]);
    return rows[0]!.present;
  }

  /** Makes `target` a copy of `source` in the caller's transaction, in an empty spare's tables when one is ready. */
  private async copy(client: PoolClient, source: string, target: string) {
    const sourceJournal = isTemplate(source) ? 'template' : (await this.hasJournal(client, source)) ? 'journal' : 'none';
    const tablesMade = await this.claimSpare(client, this.emptyTables, target);
    await client.query(this.copyScript(source, target, tablesMade, sourceJournal));
  }

  /**
   * Makes `target` hold `source`'s rows in the caller's transaction: a spare of the template `source` counts its
   * journal from, with the journaled rows applied, when `source` has a usable journal and such a spare is ready;
   * else a full copy. A failure of the journal's way (a spare made before journals, say) falls back to the copy too.
   */
  /** The template a schema's journal counts from and the tables it changed; null when it has no usable journal. */
  private async journalOf(client: PoolClient, schema: string): Promise<{ base: string; changed: JournaledTable[] } | null> {
    if (!(await this.hasJournal(client, schema))) return null;
    const from = quoted(schema);
    const { rows } = await client.query<{ base: string | null; count: number; tables: string[] }>(
      `SELECT (SELECT "schema" FROM ${from}."_journal_base" LIMIT 1) AS base, (SELECT count(*)::int FROM ${from}."_journal") AS count,
              ARRAY(SELECT DISTINCT "table" FROM ${from}."_journal") AS tables`,
    );
    const { base, count, tables } = rows[0]!;
    if (!base || count > MAX_JOURNAL_ROWS) return null;
    return { base, changed: this.journaled.filter((table) => tables.includes(table.name)) };
  }

  private async copyChanges(client: PoolClient, source: string, target: string) {
    const journal = await this.journalOf(client, source);
    if (journal) {
      const { base, changed } = journal;
      await client.query('SAVEPOINT journal');
      try {
        if (await this.claimSpare(client, base, target)) {
          const dataOnly = { Setting: DATA_SETTINGS };
          await client.query(applyJournalScript({ source, target, changed, keys: this.keys, serials: this.ddl.serials, dataOnly }));
          await client.query('RELEASE SAVEPOINT journal');
          return;
        }
        await client.query('RELEASE SAVEPOINT journal');
        // None ready: the copy below, and spares made for the next time.
        this.took.set(client, (this.took.get(client) ?? new Set<string>()).add(base));
      } catch (error) {
        await client.query('ROLLBACK TO SAVEPOINT journal');
        this.took.get(client)?.delete(base);
        this.onError(error as Error);
      }
    }
    await this.copy(client, source, target);
  }

  /**
   * Turns a deleted workspace's schema back into a spare of the template its journal counts from, by undoing the
   * journaled rows (in proportion to what it changed, as a fork), when that template still wants spares: a
   * workspace made and deleted (a test run's, an expired one) leaves the next fork a spare instead of a refill.
   */
  private async recycle(client: PoolClient, schema: string): Promise<boolean> {
    if (!(await this.hasJournal(client, schema))) return false;
    // A request still under way in it (another instance not yet told) finishes first, and no write comes after.
    const tables = this.journaled.map((table) => `${quoted(schema)}.${quoted(table.name)}`).join(', ');
    await client.query(`LOCK TABLE ${tables} IN EXCLUSIVE MODE`);
    const journal = await this.journalOf(client, schema);
    if (!journal) return false;
    const { base, changed } = journal;
    const { rows } = await client.query<{ wanted: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AND (SELECT count(*) FROM ${this.spares} WHERE source = $1) < $2 AS wanted`,
      [base, SEED_SPARES],
    );
    if (!rows[0]!.wanted) return false;
    const spare = `wsp_${randomBytes(8).toString('hex')}`;
    await client.query('SAVEPOINT recycle');
    try {
      const undo = applyJournalScript({
        source: base,
        target: schema,
        changed,
        keys: this.keys,
        serials: this.ddl.serials,
        dataOnly: {},
        journal: schema,
      });
      // Its own state (mock_* tables and sequence: scenario, SMS codes, ...) goes with the workspace.
      const { rows: own } = await client.query<{ name: string; kind: string }>(
        `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = $1 AND c.relkind IN ('r', 'S') AND c.relname LIKE 'mock\\_%'`,
        [schema],
      );
      const drops = own.map(
        ({ name, kind }) => `DROP ${kind === 'S' ? 'SEQUENCE' : 'TABLE'} IF EXISTS ${quoted(schema)}.${quoted(name)} CASCADE;`,
      );
      await client.query(
        [undo, `DELETE FROM ${quoted(schema)}."_journal";`, ...drops, `ALTER SCHEMA ${quoted(schema)} RENAME TO ${quoted(spare)};`].join(
          '\n',
        ),
      );
      await client.query(`INSERT INTO ${this.spares} (schema_name, source, created_at) VALUES ($1, $2, $3)`, [spare, base, Date.now()]);
      await client.query('RELEASE SAVEPOINT recycle');
      return true;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT recycle');
      this.onError(error as Error);
      return false;
    }
  }

  /** Makes a spare copy of `source` (or a spare of the empty tables) in the caller's transaction, from `from`'s rows. */
  private async makeSpare(client: PoolClient, source: string, from = source) {
    const spare = `wsp_${randomBytes(8).toString('hex')}`;
    if (source === this.emptyTables)
      await client.query(`CREATE SCHEMA ${quoted(spare)}; SET LOCAL search_path TO ${quoted(spare)}; ${this.ddl.tables}; ${this.journal}`);
    else if (isTemplate(from)) await this.copy(client, source, spare);
    else await this.copyChanges(client, from, spare);
    await client.query(`INSERT INTO ${this.spares} (schema_name, source, created_at) VALUES ($1, $2, $3)`, [spare, source, Date.now()]);
  }

  /**
   * Makes spare copies of `source` in the background until `count` are ready. One instance at a time per source
   * (another one busy with it is left to it); each copy is its own transaction, so a killed server leaves none half made.
   */
  private refill(source: string, count: number): void {
    if (this.refilling.has(source) || this.closed) return;
    const one = () =>
      this.transaction(async (client) => {
        const { rows } = await client.query<{ mine: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS mine', [
          SPARE_LOCK,
          source,
        ]);
        if (!rows[0]!.mine) return false;
        const { rows: have } = await client.query<{ ready: number; present: boolean }>(
          `SELECT (SELECT count(*)::int FROM ${this.spares} WHERE source = $1) AS ready,
                  $1 = $2 OR EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS present`,
          [source, this.emptyTables],
        );
        if (have[0]!.ready >= count || !have[0]!.present) return false;
        await this.makeSpare(client, source);
        return true;
      }, 'READ COMMITTED');
    this.track(
      source,
      (async () => {
        while (!this.closed && (await one()));
      })().catch((error: Error) => this.onError(error)),
    );
  }

  private sparesKept(source: string): number {
    return source === this.emptyTables ? EMPTY_SPARES : isTemplate(source) ? SEED_SPARES : SNAPSHOT_SPARES;
  }

  /** Keeps a background job until it ends, so close() waits for it. */
  private track(key: string, job: Promise<void>) {
    this.refilling.set(
      key,
      job.finally(() => this.refilling.delete(key)),
    );
  }

  /**
   * Drops the spare copies of `sources` (null: of every source that no longer exists), in the caller's transaction;
   * `recycle`: each turned back into a spare of its template where it can be (a transaction block is needed).
   */
  private async dropSpares(client: PoolClient, sources: string[] | null, recycle = false) {
    const { rows } = await client.query<{ schema_name: string }>(
      sources
        ? `DELETE FROM ${this.spares} WHERE source = ANY($1) RETURNING schema_name`
        : `DELETE FROM ${this.spares} s WHERE s.source <> $1 AND NOT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = s.source)
           RETURNING schema_name`,
      [sources ?? this.emptyTables],
    );
    for (const { schema_name } of rows)
      if (recycle) await this.discard(client, schema_name);
      else await client.query(`DROP SCHEMA IF EXISTS ${quoted(schema_name)} CASCADE`);
  }

  /** A schema no longer wanted: a spare of its template again (recycle), or dropped. */
  private async discard(client: PoolClient, schema: string) {
    if (!(await this.recycle(client, schema))) await client.query(`DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE`);
  }

  /** Drops (or recycles) a schema a restore swapped out (in the background: requests still using it are waited for). */
  private async dropRetired(schema: string) {
    await this.transaction((client) => this.discard(client, schema), 'READ COMMITTED').catch((error: Error) => {
      // Another instance starting meanwhile may drop it first.
      if (!/does not exist|concurrently/.test(error.message)) this.onError(error);
    });
  }

  /**
   * Runs `job` in one transaction on its own connection: it commits whole or not at all. REPEATABLE READ (the
   * default) reads one snapshot, for copies of live data; READ COMMITTED where a spare is claimed (SKIP LOCKED
   * then never fails on a spare another transaction took meanwhile) and only unchanging schemas are copied.
   */
  private async transaction<T>(
    job: (client: PoolClient) => Promise<T>,
    isolation: 'REPEATABLE READ' | 'READ COMMITTED' = 'REPEATABLE READ',
  ): Promise<T> {
    const client = await this.pool.connect();
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
          const result = await job(client);
          await client.query('COMMIT');
          for (const source of this.took.get(client) ?? []) this.refill(source, this.sparesKept(source));
          this.took.delete(client);
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          this.took.delete(client);
          // REPEATABLE READ: a spare another transaction took after this one's snapshot began; once more finds another.
          if ((error as { code?: string }).code !== '40001' || attempt > 1) throw error;
        }
      }
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
        await client.query(`${this.ddl.tables};${this.ddl.indexes};${this.ddl.foreignKeys}`);
        await copySqliteRows(client, file);
        await client.query(`ALTER SCHEMA ${quoted(building)} RENAME TO ${quoted(schema)}`);
        // Yesterday's templates are never copied again (a fork from the seed copies today's).
        const { rows: old } = await client.query<{ name: string }>(
          `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'wstpl\\_%' AND nspname <> $1`,
          [schema],
        );
        for (const { name } of old) await client.query(`DROP SCHEMA ${quoted(name)} CASCADE`);
        await this.dropSpares(
          client,
          old.map(({ name }) => name),
        );
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
    const live = !('seed' in from) && !from.snapshot;
    const source =
      'seed' in from
        ? await this.template(seed.seed, seed.today)
        : from.snapshot
          ? await this.snapshotSchema(from.workspace, from.snapshot)
          : this.schema(from.workspace);
    const target = workspaceSchema(record.name);
    await this.transaction(
      async (client) => {
        if (live) await this.copyChanges(client, source, target);
        else if (!(await this.claimSpare(client, source, target))) await this.copy(client, source, target);
        await client.query(`INSERT INTO ${this.registry} (name, created_at, last_used_at, source) VALUES ($1, $2, $3, $4)`, [
          record.name,
          record.createdAt,
          record.lastUsedAt,
          record.source,
        ]);
      },
      live ? 'REPEATABLE READ' : 'READ COMMITTED',
    );
    if (!live) this.refill(source, this.sparesKept(source));
  }

  async touch(name: string, lastUsedAt: number): Promise<void> {
    await this.pool.query('UPDATE mock_workspace SET last_used_at = GREATEST(last_used_at, $2) WHERE name = $1', [name, lastUsedAt]);
  }

  async remove(name: string): Promise<void> {
    await this.transaction(async (client) => {
      const { rows } = await client.query<{ schema_name: string }>('SELECT schema_name FROM mock_workspace_snapshot WHERE workspace = $1', [
        name,
      ]);
      await client.query('DELETE FROM mock_workspace_snapshot WHERE workspace = $1', [name]);
      await client.query('DELETE FROM mock_workspace WHERE name = $1', [name]);
      for (const { schema_name } of rows) await this.discard(client, schema_name);
      await this.dropSpares(
        client,
        rows.map((row) => row.schema_name),
        true,
      );
      await this.discard(client, workspaceSchema(name));
    }, 'READ COMMITTED');
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

  /**
   * The snapshot and, in the same transaction, its first spare copy (a restore right after it is a rename too):
   * both made from the workspace's changed rows when it has a journal and template spares are ready.
   */
  async snapshot(workspace: string, snapshot: string, createdAt: number): Promise<SnapshotRecord> {
    const schema = `wss_${randomBytes(8).toString('hex')}`;
    await this.transaction(async (client) => {
      await this.copyChanges(client, this.schema(workspace), schema);
      await client.query(`INSERT INTO ${this.registry}_snapshot (workspace, name, schema_name, created_at) VALUES ($1, $2, $3, $4)`, [
        workspace,
        snapshot,
        schema,
        createdAt,
      ]);
      await this.makeSpare(client, schema, this.schema(workspace));
    });
    return { name: snapshot, createdAt, sizeBytes: await this.schemaSize([schema]) };
  }

  /**
   * Takes a spare copy of the snapshot (or copies it when none is ready), moves the workspace's own state over (its
   * mock_* tables and sequence, its control settings), then swaps the schemas' names: one transaction. The
   * workspace's connections name their schema in search_path, so their next statement reads the restored data.
   * Another spare is made in the background for the next restore.
   */
  async restore(workspace: string, snapshot: string): Promise<void> {
    const source = await this.snapshotSchema(workspace, snapshot);
    const live = this.schema(workspace);
    const [building, retired] = [`wsr_${randomBytes(8).toString('hex')}`, `wsr_${randomBytes(8).toString('hex')}`];
    await this.transaction(async (client) => {
      if (!(await this.claimSpare(client, source, building))) await this.copy(client, source, building);
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
      await client.query(`ALTER SCHEMA ${from} RENAME TO ${quoted(retired)}`);
      await client.query(`ALTER SCHEMA ${to} RENAME TO ${from}`);
    }, 'READ COMMITTED');
    this.track(retired, this.dropRetired(retired));
    this.refill(source, SNAPSHOT_SPARES);
  }

  async removeSnapshot(workspace: string, snapshot: string): Promise<void> {
    const schema = await this.snapshotSchema(workspace, snapshot);
    await this.transaction(async (client) => {
      await client.query('DELETE FROM mock_workspace_snapshot WHERE workspace = $1 AND name = $2', [workspace, snapshot]);
      await this.discard(client, schema);
      await this.dropSpares(client, [schema], true);
    }, 'READ COMMITTED');
  }

  async hasShareLink(workspace: string, token: string): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM ${quoted(this.schema(workspace))}."ShareLink" WHERE token = $1`, [token]);
    return rows.length > 0;
  }

  /** Waits for the spare copies under way (each ends at its current copy). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.refilling.values());
  }
}
