// A digest of every table of a SQLite database, read through its own read-only connection (WAL lets it read
// while the server writes): equal digests mean equal data, and the per-table digests name what changed.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

export interface DatabaseDigest {
  digest: string;
  tables: Record<string, { rows: number; digest: string }>;
}

export function databaseDigest(file: string): DatabaseDigest {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const names = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
        name: string;
      }[]
    ).map((row) => row.name);
    const whole = createHash('sha256');
    const tables: DatabaseDigest['tables'] = {};
    for (const name of names) {
      const hash = createHash('sha256');
      let rows = 0;
      for (const row of db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).iterate()) {
        hash.update(JSON.stringify(row));
        rows++;
      }
      const digest = hash.digest('hex');
      tables[name] = { rows, digest };
      whole.update(`${name}:${digest}`);
    }
    return { digest: whole.digest('hex'), tables };
  } finally {
    db.close();
  }
}

/** The tables whose rows differ between two digests, with their row counts. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  return [...names]
    .filter((name) => before.tables[name]?.digest !== after.tables[name]?.digest)
    .map((name) => `${name} (${before.tables[name]?.rows ?? 0} -> ${after.tables[name]?.rows ?? 0} rows)`);
}
