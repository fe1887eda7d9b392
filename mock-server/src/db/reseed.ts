// Reseeds a database in place, while the server keeps it open: every row is deleted and the seed runs
// again into the same tables. The settings the seed does not write (the generated token secret) are kept,
// so sessions survive a reset (the seeded users keep their ids).
import { openDatabase, seedDatabase, type SeedSummary } from './seed';

const SEEDED_SETTINGS = new Set(['seed', 'seedDate', 'timeZone']);

export async function reseedInPlace(file: string, options: { seed: number; today: string }): Promise<SeedSummary> {
  const db = openDatabase(file);
  let kept: { key: string; value: string }[];
  try {
    kept = (db.prepare('SELECT key, value FROM Setting').all() as { key: string; value: string }[]).filter(
      (s) => !SEEDED_SETTINGS.has(s.key),
    );
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma%'")
      .all() as { name: string }[];
    db.pragma('foreign_keys = OFF');
    db.transaction(() => {
      for (const { name } of tables) db.prepare(`DELETE FROM "${name}"`).run();
      const sequences = db.prepare("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
      if (sequences) db.prepare('DELETE FROM sqlite_sequence').run();
    })();
  } finally {
    db.close();
  }
  const summary = await seedDatabase(file, options);
  const after = openDatabase(file);
  try {
    const keep = after.prepare('INSERT OR REPLACE INTO Setting (key, value) VALUES (?, ?)');
    for (const setting of kept) keep.run(setting.key, setting.value);
  } finally {
    after.close();
  }
  return summary;
}
