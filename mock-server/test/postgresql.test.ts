// The pieces of PostgreSQL support that need no server (the multi-instance step of npm test runs the rest
// against a real one): the derived schema, the SQL rewriting and the case-insensitive contains.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseInsensitiveContains } from '../src/db/client';
import { postgresSchemaOf, POSTGRES_SCHEMA, POSTGRES_SQL, SQLITE_SCHEMA, withCCollation } from '../src/db/postgresql/schema';
import { numberedPlaceholders } from '../src/db/postgresql/session';
import { databaseUrl, isPostgresUrl, redactUrl } from '../src/db/url';

describe('the PostgreSQL schema', () => {
  it('is schema.prisma with the provider and the client folder switched, and nothing else', () => {
    const source = readFileSync(SQLITE_SCHEMA, 'utf8');
    const derived = postgresSchemaOf(source);
    expect(derived).toBe(readFileSync(POSTGRES_SCHEMA, 'utf8'));
    const changed = derived
      .split('\n')
      .slice(1)
      .filter((line, i) => line !== source.split('\n')[i]);
    expect(changed.map((line) => line.trim())).toEqual([
      'output       = "../../mock-server/src/generated/prisma-postgresql"',
      'provider = "postgresql"',
    ]);
  });

  it('gives every text column the C collation', () => {
    const sql = readFileSync(POSTGRES_SQL, 'utf8');
    expect(sql).not.toMatch(/" TEXT(?! COLLATE "C")/);
    expect(withCCollation('    "name" TEXT NOT NULL,\n    "note" TEXT,\n    "n" INTEGER')).toBe(
      '    "name" TEXT COLLATE "C" NOT NULL,\n    "note" TEXT COLLATE "C",\n    "n" INTEGER',
    );
  });
});

describe('SQL shared by both engines', () => {
  it('numbers the placeholders for PostgreSQL', () => {
    expect(numberedPlaceholders('UPDATE "Device" SET "reading" = ?, "updateTime" = ? WHERE "id" = ?')).toBe(
      'UPDATE "Device" SET "reading" = $1, "updateTime" = $2 WHERE "id" = $3',
    );
  });
});

describe('contains on PostgreSQL', () => {
  it('asks for case-insensitive matching at any depth, as SQLite matches', () => {
    const where = { OR: [{ name: { contains: 'Ab' } }, { project: { name: { contains: 'x' } } }], id: { in: [1] } };
    caseInsensitiveContains(where);
    expect(where).toEqual({
      OR: [{ name: { contains: 'Ab', mode: 'insensitive' } }, { project: { name: { contains: 'x', mode: 'insensitive' } } }],
      id: { in: [1] },
    });
  });
});

describe('database URLs', () => {
  it('keep a PostgreSQL URL, make a file URL absolute and hide passwords in logs', () => {
    expect(isPostgresUrl('postgresql://u:p@h/db')).toBe(true);
    expect(isPostgresUrl('postgres://h/db')).toBe(true);
    expect(isPostgresUrl('file:x.db')).toBe(false);
    expect(databaseUrl('postgresql://h/db')).toBe('postgresql://h/db');
    expect(databaseUrl('file:/tmp/x.db')).toBe('file:/tmp/x.db');
    expect(redactUrl('postgresql://user:secret@host:5432/db')).toBe('postgresql://user:***@host:5432/db');
  });
});
