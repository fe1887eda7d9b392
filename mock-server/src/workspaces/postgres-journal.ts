// A workspace schema's change journal (PostgreSQL): which rows were written since the schema was a copy of a seed's
// template. Statement-level triggers on every table record the table and primary key of each row inserted, updated or
// deleted ("_journal"), whatever wrote it (Prisma, the daily facts' bulk inserts, raw SQL, cascades), one statement
// at a time; "_journal_base" names the template the journal counts from (NULL: unknown, after a TRUNCATE or a copy
// of a schema without a journal). A fork of a live workspace then takes a ready spare copy of that template and
// applies only the journaled rows (postgres-store.ts), instead of copying every row.

/** Set to 'off' (SET LOCAL) while a copy fills a schema: those rows are the copy's base, not changes. */
const JOURNAL_SETTING = 'smartsite.journal';

const quoted = (identifier: string) => `"${identifier}"`;

export interface JournaledTable {
  name: string;
  /** Primary key columns with their SQL types, as the journal's jsonb array stores them. */
  key: { column: string; type: string }[];
}

/** The tables of schema.sql's CREATE TABLE statements with their primary keys. */
export function journaledTables(tablesSql: string): JournaledTable[] {
  const tables: JournaledTable[] = [];
  for (const [, name, body] of tablesSql.matchAll(/CREATE TABLE "(\w+)" \(([^;]*)\);/g)) {
    const types = new Map<string, string>();
    for (const [, column, type] of body!.matchAll(/^\s+"(\w+)" ([A-Z]+(?:\(\d+(?:,\d+)?\))?)/gm))
      types.set(column!, type === 'SERIAL' ? 'INTEGER' : type === 'BIGSERIAL' ? 'BIGINT' : type!);
    const primaryKey = /PRIMARY KEY \(([^)]*)\)/.exec(body!);
    if (!primaryKey) throw new Error(`schema.sql: table ${name} has no primary key to journal`);
    const key = primaryKey[1]!.split(',').map((part) => {
      const column = part.trim().replace(/"/g, '');
      return { column, type: types.get(column) ?? 'TEXT' };
    });
    tables.push({ name: name!, key });
  }
  return tables;
}

/**
 * The journal's tables, its trigger function and each table's triggers, for a schema whose tables exist (in the
 * current search_path). Transition tables give one INSERT per statement however many rows it wrote.
 */
export function journalDdl(tables: JournaledTable[]): string {
  const fn = `CREATE FUNCTION "_journal_rows"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('${JOURNAL_SETTING}', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('UPDATE %I."_journal_base" SET "schema" = NULL', TG_TABLE_SCHEMA);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO %I."_journal" SELECT %L, jsonb_build_array(%s) FROM new_rows ON CONFLICT DO NOTHING',
      TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('INSERT INTO %I."_journal" SELECT %L, jsonb_build_array(%s) FROM old_rows ON CONFLICT DO NOTHING',
      TG_TABLE_SCHEMA, TG_TABLE_NAME, TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $fn$;`;
  const triggers = tables.flatMap(({ name, key }) => {
    const [table, columns] = [quoted(name), `'${key.map(({ column }) => quoted(column)).join(', ')}'`];
    const run = `FOR EACH STATEMENT EXECUTE FUNCTION "_journal_rows"(${columns});`;
    return [
      `CREATE TRIGGER "_journal_i" AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows ${run}`,
      `CREATE TRIGGER "_journal_u" AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${run}`,
      `CREATE TRIGGER "_journal_d" AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows ${run}`,
      `CREATE TRIGGER "_journal_t" AFTER TRUNCATE ON ${table} ${run}`,
    ];
  });
  return [
    `CREATE TABLE "_journal" ("table" TEXT COLLATE "C" NOT NULL, "key" JSONB NOT NULL, PRIMARY KEY ("table", "key"));`,
    `CREATE TABLE "_journal_base" ("schema" TEXT COLLATE "C");`,
    fn,
    ...triggers,
  ].join('\n');
}

/** Statements of a copy that must not be journaled: they make the schema's base. */
export const journalOff = `SET LOCAL ${JOURNAL_SETTING} = 'off';`;
export const journalOn = `SET LOCAL ${JOURNAL_SETTING} = 'on';`;

/** A foreign key of schema.sql: the statement that adds it, its table, name and the table it references. */
export interface ForeignKey {
  statement: string;
  table: string;
  name: string;
  references: string;
}

export function foreignKeys(foreignKeysSql: string): ForeignKey[] {
  return [...foreignKeysSql.matchAll(/^ALTER TABLE "(\w+)" ADD CONSTRAINT "(\w+)" FOREIGN KEY .*? REFERENCES "(\w+)".*;$/gm)].map(
    ([statement, table, name, references]) => ({ statement: statement!, table: table!, name: name!, references: references! }),
  );
}

/**
 * The script that makes `target` (a copy of the base template, with its journal) hold `source`'s rows, given the
 * tables `source` journaled: the foreign keys pointing at a changed table are dropped (a delete would cascade to
 * rows that did not change, and a parent may arrive after its child), each changed table's journaled keys are deleted
 * and copied again from `source` (a key without a row there stays deleted), its sequences moved on, the journal
 * copied, and the keys added back NOT VALID (the rows satisfied them in `source`; every later write is checked).
 * A subset of `source`'s rows at every step, so no unique index is ever violated on the way.
 */
export function applyJournalScript(options: {
  source: string;
  target: string;
  changed: JournaledTable[];
  keys: ForeignKey[];
  serials: { table: string; column: string }[];
  /** Rows of the source's tables that are not its data (the Setting table's control settings). */
  dataOnly: Record<string, string>;
  /** The schema whose journal names the rows: `source` (copied along), or `target` (undone back to `source`). */
  journal?: string;
}): string {
  const { source, target, changed, keys, serials, dataOnly, journal = source } = options;
  const [from, to] = [quoted(source), quoted(target)];
  const names = new Set(changed.map((table) => table.name));
  const dropped = keys.filter((key) => names.has(key.references));
  const rows = changed.flatMap(({ name, key }) => {
    const columns = key.map(({ column }) => quoted(column)).join(', ');
    const journaled = `SELECT ${key.map(({ type }, i) => `("key"->>${i})::${type}`).join(', ')} FROM ${quoted(journal)}."_journal" WHERE "table" = '${name}'`;
    const only = dataOnly[name] ? ` AND ${dataOnly[name]}` : '';
    return [
      `DELETE FROM ${to}.${quoted(name)} WHERE (${columns}) IN (${journaled})${only};`,
      `INSERT INTO ${to}.${quoted(name)} SELECT * FROM ${from}.${quoted(name)} WHERE (${columns}) IN (${journaled})${only};`,
    ];
  });
  const sequences = serials
    .filter(({ table }) => names.has(table))
    .map(({ table, column }) => {
      const [name, max] = [`${to}.${quoted(table)}`, `(SELECT MAX(${quoted(column)}) FROM ${to}.${quoted(table)})`];
      return `setval(pg_get_serial_sequence('${name}', '${column}'), COALESCE(${max}, 1), ${max} IS NOT NULL)`;
    });
  return [
    `SET LOCAL search_path TO ${to};`,
    journalOff,
    ...dropped.map((key) => `ALTER TABLE ${quoted(key.table)} DROP CONSTRAINT ${quoted(key.name)};`),
    ...rows,
    ...(sequences.length ? [`SELECT ${sequences.join(', ')};`] : []),
    ...(journal === source ? [`INSERT INTO ${to}."_journal" SELECT * FROM ${from}."_journal" ON CONFLICT DO NOTHING;`] : []),
    ...dropped.map((key) => key.statement.replace(/;$/, ' NOT VALID;')),
    journalOn,
  ].join('\n');
}
