// PostgreSQL connections for what Prisma does not do: the schema, the seed copy, the daily facts' bulk
// writes, advisory locks and the shared state of several instances. Every pool has an error handler: an idle
// connection that PostgreSQL closes (a restart) must not end the process.
import pg from 'pg';
import type { Row, SqlSession, SqlValue, Writer } from '../sql';

export type { Pool, PoolClient } from 'pg';

export interface PoolOptions {
  max?: number;
  /** Told about connection errors (logged by the server; they are otherwise survivable). */
  onError?: (error: Error) => void;
}

export function createPool(url: string, { max = 4, onError }: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => onError?.(error));
  return pool;
}

/** `?` placeholders → `$1, $2, ...` (the SQL shared with SQLite has no `?` inside string literals). */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Largest number of bound values in one statement (PostgreSQL's protocol allows 65 535). */
const MAX_PARAMS = 60_000;

type Pending =
  { kind: 'rows'; table: string; columns: string[]; once: boolean; rows: SqlValue[][] } | { kind: 'run'; sql: string; params: SqlValue[] };

/** Multi-row INSERTs, in the order the rows were emitted, so serial ids come out as SQLite's would. */
export async function insertRows(client: pg.ClientBase, table: string, columns: string[], rows: SqlValue[][], once = false) {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const names = columns.map((column) => `"${column}"`).join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    let n = 0;
    const values = chunk.map((row) => `(${row.map(() => `$${++n}`).join(', ')})`).join(', ');
    const conflict = once ? ' ON CONFLICT DO NOTHING' : '';
    await client.query(`INSERT INTO "${table}" (${names}) VALUES ${values}${conflict}`, chunk.flat());
  }
}

/** A SqlSession on one PostgreSQL connection: writes are buffered per table and sent as multi-row INSERTs. */
export function postgresSession(client: pg.ClientBase): SqlSession {
  return {
    all: async <T>(sql: string, params: SqlValue[] = []) => (await client.query(numberedPlaceholders(sql), params)).rows as T[],
    async write(fill) {
      const pending: Pending[] = [];
      const byShape = new Map<string, Extract<Pending, { kind: 'rows' }>>();
      const add = (table: string, row: Row, once: boolean) => {
        const columns = Object.keys(row);
        // One batch per table while the columns stay the same, so each table's rows keep their order.
        const key = `${once}|${table}`;
        let batch = byShape.get(key);
        if (!batch || batch.columns.join() !== columns.join()) {
          batch = { kind: 'rows', table, columns, once, rows: [] };
          byShape.set(key, batch);
          pending.push(batch);
        }
        batch.rows.push(columns.map((column) => row[column]!));
      };
      const writer: Writer = {
        insert: (table, row) => add(table, row, false),
        insertOnce: (table, row) => add(table, row, true),
        run: (sql, params) => {
          // Statements may read the rows emitted before them: later rows start new batches.
          byShape.clear();
          pending.push({ kind: 'run', sql, params });
        },
      };
      fill(writer);
      await client.query('BEGIN');
      try {
        for (const step of pending) {
          if (step.kind === 'rows') await insertRows(client, step.table, step.columns, step.rows, step.once);
          else await client.query(numberedPlaceholders(step.sql), step.params);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** Advisory lock keys: one per job that must run once across instances. */
export const LOCKS = { schema: 26_001, facts: 26_002, reseed: 26_003 } as const;

/** Runs `job` on one connection while holding a session advisory lock (other instances wait for it). */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: number, job: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await job(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
