// The seed is deterministic: the same seed and date give identical data, another seed other data, and
// a day's facts do not depend on when they were generated. It holds what the issue asks for.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/clock';
import { topUpFacts } from '../src/db/facts';
import { pushSchema } from '../src/db/push';
import { openDatabase, seedDatabase } from '../src/db/seed';
import { sqliteSession } from '../src/db/sql';

const dir = mkdtempSync(join(tmpdir(), 'smartsite-seed-test-'));
const empty = join(dir, 'empty.db');
const TODAY = '2026-11-20';

/** A fresh database seeded with the given seed and date. */
async function seeded(name: string, seed: number, today = TODAY): Promise<string> {
  const file = join(dir, `${name}.db`);
  copyFileSync(empty, file);
  await seedDatabase(file, { seed, today });
  return file;
}

/** Every row of every table, in primary-key order, as text. */
function dump(file: string, where: Record<string, string> = {}): Record<string, string> {
  const db = new Database(file, { readonly: true });
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
  ).map((t) => t.name);
  const result = Object.fromEntries(
    tables.map((table) => [table, JSON.stringify(db.prepare(`SELECT * FROM "${table}" ${where[table] ?? ''} ORDER BY rowid`).all())]),
  );
  db.close();
  return result;
}

pushSchema(empty);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const [a, b] = [await seeded('a', 7), await seeded('b', 7)];

describe('determinism', () => {
  it('gives identical dumps for the same seed and date, and different ones for another seed', async () => {
    const c = await seeded('c', 8);
    const first = dump(a);
    expect(dump(b)).toEqual(first);
    const other = dump(c);
    expect(other.AccessEvent).not.toBe(first.AccessEvent);
    expect(other.Warning).not.toBe(first.Warning);
    // Reference data does not depend on the seed.
    expect(other.Menu).toBe(first.Menu);
    expect(other.Tenant).toBe(first.Tenant);
  });

  it("generates a day's facts the same whenever it is generated", async () => {
    // Seeded three days earlier and topped up to TODAY, or seeded on TODAY: the last days agree.
    const early = await seeded('early', 7, addDays(TODAY, -3));
    const db = openDatabase(early);
    expect(await topUpFacts(sqliteSession(db), 7, TODAY)).toBe(3 * 5);
    db.close();
    const late = b;
    const recent = `WHERE date >= '${addDays(TODAY, -2)}'`;
    const columns = (file: string, table: string, list: string) =>
      new Database(file, { readonly: true }).prepare(`SELECT ${list} FROM "${table}" ${recent} ORDER BY projectId, date, time`).all();
    expect(columns(early, 'AccessEvent', 'projectId, workerId, date, time, direction')).toEqual(
      columns(late, 'AccessEvent', 'projectId, workerId, date, time, direction'),
    );
    expect(columns(early, 'Warning', 'projectId, type, module, level, date, time, handledOn')).toEqual(
      columns(late, 'Warning', 'projectId, type, module, level, date, time, handledOn'),
    );
  });
});

describe('what the seed holds', () => {
  const db = new Database(a, { readonly: true });
  afterAll(() => db.close());
  const all = <T>(sql: string) => db.prepare(sql).all() as T[];

  it('has 2+ tenants, an organisation tree and 4+ projects of different sizes, one in the second tenant', () => {
    expect(all('SELECT id FROM Tenant').length).toBeGreaterThanOrEqual(2);
    expect(all('SELECT id FROM Organisation WHERE parentId IS NOT NULL').length).toBeGreaterThan(2);
    const projects = all<{ name: string; tenantId: number; workers: number }>(
      'SELECT name, tenantId, (SELECT COUNT(*) FROM Worker w WHERE w.projectId = p.id) AS workers FROM Project p',
    );
    expect(projects.length).toBeGreaterThanOrEqual(4);
    expect(new Set(projects.map((p) => p.workers)).size).toBe(projects.length);
    expect(projects.some((p) => p.tenantId === 2)).toBe(true);
  });

  it('has project names for the v1 title-size rules: one of 13-14 characters, one longer than 15', () => {
    const lengths = all<{ name: string }>('SELECT name FROM Project').map((p) => [...p.name].length);
    expect(lengths.some((n) => n >= 13 && n <= 14)).toBe(true);
    expect(lengths.some((n) => n > 15)).toBe(true);
  });

  it('has the four demo accounts with their types and projects', () => {
    const users = all<{ username: string; userType: string; projects: number }>(
      "SELECT username, userType, (SELECT COUNT(*) FROM ProjectUser pu WHERE pu.userId = u.id) AS projects FROM User u WHERE username IN ('admin', 'tenant', 'user', 'guest') ORDER BY id",
    );
    expect(users).toEqual([
      { username: 'admin', userType: 'system', projects: 0 },
      { username: 'tenant', userType: 'tenant', projects: 0 },
      { username: 'user', userType: 'user', projects: 2 },
      { username: 'guest', userType: 'user', projects: 0 },
    ]);
    expect(
      all<{ passwordHash: string }>('SELECT passwordHash FROM User').every(
        (u) => !/admin123|tenant123|user123|guest123/.test(u.passwordHash),
      ),
    ).toBe(true);
  });

  it('lets one module expire, on one project only, and keeps 90 days of facts up to the seed date', () => {
    expect(all(`SELECT projectId, moduleCode FROM EmpowerRecord WHERE expireTime < '${TODAY}'`)).toEqual([
      { projectId: 4, moduleCode: 'iot' },
    ]);
    expect(all<{ first: string; last: string }>('SELECT MIN(date) AS first, MAX(date) AS last FROM FactDay WHERE projectId = 1')).toEqual([
      { first: addDays(TODAY, -89), last: TODAY },
    ]);
  });
});
