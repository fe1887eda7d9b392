// Workspaces on SQLite: each is its own database file in a folder beside the default one
// (data/smartsite.db -> data/smartsite.workspaces/<name>.db), described by <name>.json, its snapshots in
// <name>.snapshots/<snapshot>.db (the default workspace's too).
// Every file is written under a temporary name and renamed when complete, the data file last: a server killed
// in the middle of a fork leaves a .tmp file (swept at the next start) and no listed workspace. A copy of a live
// database is made with VACUUM INTO, which reads one consistent snapshot however many writes run meanwhile.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { basename, dirname, extname, join } from 'node:path';
import { seededTemplate } from '../db/template';
import { openDatabase } from '../db/seed';
import { DEFAULT_WORKSPACE } from './names';
import type { ForkSource, SnapshotRecord, WorkspaceRecord, WorkspaceStore } from './store';

const TEMPORARY = '.tmp';

const fileSize = (file: string) => (existsSync(file) ? statSync(file).size : 0);
/** A database's bytes: the file and its write-ahead log. */
const databaseSize = (file: string) => fileSize(file) + fileSize(`${file}-wal`);

function removeDatabase(file: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
}

/** Writes a file under a temporary name, then renames it into place. */
function writeAtomically(file: string, text: string) {
  writeFileSync(file + TEMPORARY, text);
  renameSync(file + TEMPORARY, file);
}

/** A consistent copy of a live database (one read transaction), compacted. */
function copyLive(source: string, target: string) {
  const db = openDatabase(source);
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

export class SqliteWorkspaceStore implements WorkspaceStore {
  readonly kind = 'sqlite';
  readonly dir: string;

  constructor(private readonly defaultFile: string) {
    this.dir = join(dirname(defaultFile), `${basename(defaultFile, extname(defaultFile))}.workspaces`);
    mkdirSync(this.dir, { recursive: true });
    this.sweepIncomplete();
  }

  /** What a killed fork or snapshot left: temporary files, and descriptions whose data file never arrived. */
  private sweepIncomplete() {
    for (const entry of readdirSync(this.dir, { recursive: true, encoding: 'utf8' })) {
      const path = join(this.dir, entry);
      if (entry.endsWith(TEMPORARY) || entry.includes(`${TEMPORARY}-`)) rmSync(path, { force: true });
    }
    for (const entry of readdirSync(this.dir)) {
      if (entry.endsWith('.json') && !existsSync(this.file(entry.slice(0, -'.json'.length)))) rmSync(join(this.dir, entry));
    }
  }

  private file(name: string) {
    return name === DEFAULT_WORKSPACE ? this.defaultFile : join(this.dir, `${name}.db`);
  }

  private description(name: string) {
    return join(this.dir, `${name}.json`);
  }

  private snapshotDir(name: string) {
    return join(this.dir, `${name}.snapshots`);
  }

  private snapshotFile(workspace: string, snapshot: string) {
    return join(this.snapshotDir(workspace), `${snapshot}.db`);
  }

  url(name: string): string {
    return `file:${this.file(name)}`;
  }

  async list(): Promise<WorkspaceRecord[]> {
    const records: WorkspaceRecord[] = [];
    for (const entry of readdirSync(this.dir)) {
      if (!entry.endsWith('.db')) continue;
      const name = entry.slice(0, -'.db'.length);
      if (!existsSync(this.description(name))) continue;
      records.push(JSON.parse(readFileSync(this.description(name), 'utf8')) as WorkspaceRecord);
    }
    return records.sort((a, b) => a.createdAt - b.createdAt);
  }

  async size(name: string): Promise<number> {
    return databaseSize(this.file(name));
  }

  async totalSize(): Promise<number> {
    let total = 0;
    for (const entry of readdirSync(this.dir, { recursive: true, encoding: 'utf8' })) {
      const path = join(this.dir, entry);
      if (statSync(path).isFile()) total += statSync(path).size;
    }
    return total;
  }

  async create(record: WorkspaceRecord, from: ForkSource, { seed, today }: { seed: number; today: string }): Promise<void> {
    const target = this.file(record.name);
    const temporary = target + TEMPORARY;
    removeDatabase(temporary);
    try {
      if ('seed' in from) copyFileSync(await seededTemplate(seed, today), temporary);
      else if (from.snapshot) copyFileSync(this.snapshotFile(from.workspace, from.snapshot), temporary);
      else copyLive(this.file(from.workspace), temporary);
      // The description first, the data file last: only a workspace with both is listed.
      writeAtomically(this.description(record.name), JSON.stringify(record));
      renameSync(temporary, target);
    } catch (error) {
      removeDatabase(temporary);
      rmSync(this.description(record.name), { force: true });
      throw error;
    }
  }

  async touch(name: string, lastUsedAt: number): Promise<void> {
    const description = this.description(name);
    if (!existsSync(description)) return;
    const record = JSON.parse(readFileSync(description, 'utf8')) as WorkspaceRecord;
    writeAtomically(description, JSON.stringify({ ...record, lastUsedAt }));
  }

  async remove(name: string): Promise<void> {
    // The data file first: from then on the workspace is no longer listed, whatever happens to the rest.
    removeDatabase(this.file(name));
    rmSync(this.description(name), { force: true });
    rmSync(this.snapshotDir(name), { recursive: true, force: true });
  }

  async snapshots(workspace: string): Promise<SnapshotRecord[]> {
    const dir = this.snapshotDir(workspace);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((entry) => entry.endsWith('.db'))
      .map((entry) => {
        const stat = statSync(join(dir, entry));
        return { name: entry.slice(0, -'.db'.length), createdAt: stat.mtimeMs, sizeBytes: stat.size };
      })
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  async snapshot(workspace: string, snapshot: string, createdAt: number): Promise<SnapshotRecord> {
    mkdirSync(this.snapshotDir(workspace), { recursive: true });
    const target = this.snapshotFile(workspace, snapshot);
    const temporary = target + TEMPORARY;
    removeDatabase(temporary);
    try {
      copyLive(this.file(workspace), temporary);
      renameSync(temporary, target);
    } catch (error) {
      removeDatabase(temporary);
      throw error;
    }
    return { name: snapshot, createdAt, sizeBytes: fileSize(target) };
  }

  async restore(workspace: string, snapshot: string): Promise<void> {
    const db = openDatabase(this.file(workspace));
    try {
      db.prepare('ATTACH DATABASE ? AS snapshot').run(this.snapshotFile(workspace, snapshot));
      const tables = db
        .prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'")
        .all() as { name: string }[];
      const sequences = !!db.prepare("SELECT 1 FROM main.sqlite_master WHERE name = 'sqlite_sequence'").get();
      const snapshotSequences = !!db.prepare("SELECT 1 FROM snapshot.sqlite_master WHERE name = 'sqlite_sequence'").get();
      db.pragma('foreign_keys = OFF');
      db.transaction(() => {
        for (const { name } of tables) {
          db.prepare(`DELETE FROM main."${name}"`).run();
          db.prepare(`INSERT INTO main."${name}" SELECT * FROM snapshot."${name}"`).run();
        }
        if (sequences) {
          db.prepare('DELETE FROM main.sqlite_sequence').run();
          if (snapshotSequences) db.prepare('INSERT INTO main.sqlite_sequence SELECT * FROM snapshot.sqlite_sequence').run();
        }
      })();
    } finally {
      db.close();
    }
  }

  async removeSnapshot(workspace: string, snapshot: string): Promise<void> {
    removeDatabase(this.snapshotFile(workspace, snapshot));
  }

  async hasShareLink(workspace: string, token: string): Promise<boolean> {
    // A short read-only connection: the workspace's own client may be closed, and opening it costs more.
    const db = new Database(this.file(workspace), { readonly: true, fileMustExist: true });
    try {
      return !!db.prepare('SELECT 1 FROM ShareLink WHERE token = ?').get(token);
    } finally {
      db.close();
    }
  }

  async close(): Promise<void> {}
}
