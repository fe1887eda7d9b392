// The PostgreSQL flavour of prisma/schema.prisma, derived by `npm run generate` and committed beside it
// (prisma/postgresql/), so that CI sees when it drifts: the schema with its provider switched (Prisma wants
// a literal provider; nothing else in the schema is SQLite-specific) and the SQL that creates its tables.
// Text columns get the C collation so that ORDER BY sorts as SQLite does (by bytes), whatever the
// database's default collation.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SQLITE_SCHEMA = join(ROOT, 'prisma/schema.prisma');
export const POSTGRES_SCHEMA = join(ROOT, 'prisma/postgresql/schema.prisma');
export const POSTGRES_SQL = join(ROOT, 'prisma/postgresql/schema.sql');
const PRISMA_CLI = join(ROOT, 'node_modules/prisma/build/index.js');
const POSTGRES_CONFIG = join(ROOT, 'prisma/postgresql/prisma.config.ts');

const HEADER = '// Generated from prisma/schema.prisma by `npm run generate` (provider postgresql); do not edit.\n';

export function postgresSchemaOf(source: string): string {
  const provider = /(datasource db \{[^}]*provider\s*=\s*)"sqlite"/;
  const output = /(generator client \{[^}]*output\s*=\s*)"\.\.\/mock-server\/src\/generated\/prisma"/;
  if (!provider.test(source) || !output.test(source))
    throw new Error('prisma/schema.prisma: expected provider "sqlite" and output "../mock-server/src/generated/prisma"');
  return HEADER + source.replace(provider, '$1"postgresql"').replace(output, '$1"../../mock-server/src/generated/prisma-postgresql"');
}

/** Every text column in the C collation. */
export const withCCollation = (sql: string): string => sql.replace(/^(\s+"\w+" TEXT)( |,|$)/gm, '$1 COLLATE "C"$2');

/** Runs the Prisma CLI on a PostgreSQL schema file with the offline configuration; returns its output. */
function prismaOnPostgresSchema(args: string[], schemaFile: string): string {
  const result = spawnSync(process.execPath, [PRISMA_CLI, ...args, '--config', POSTGRES_CONFIG], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      POSTGRES_SCHEMA_FILE: schemaFile,
      // Read by env("DATABASE_URL") in the schema; nothing connects to it.
      DATABASE_URL: 'postgresql://localhost/unused',
      CHECKPOINT_DISABLE: '1',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    },
  });
  if (result.status !== 0) throw new Error(`prisma ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Generates the PostgreSQL Prisma client (mock-server/src/generated/prisma-postgresql) from the committed schema. */
export const generatePostgresClient = (): void => void prismaOnPostgresSchema(['generate'], POSTGRES_SCHEMA);

/** The SQL that creates the tables of a PostgreSQL schema file (prisma migrate diff, offline). */
function createTablesSql(schemaFile: string): string {
  const stdout = prismaOnPostgresSchema(['migrate', 'diff', '--from-empty', '--to-schema-datamodel', schemaFile, '--script'], schemaFile);
  // The tables go into the schema of the connection (public unless the URL says otherwise).
  const tables = stdout.replace(/-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/, '');
  return `-- Generated from prisma/schema.prisma by \`npm run generate\`; do not edit.\n${withCCollation(tables)}`;
}

/** Both derived files as they should be now. */
export function derivePostgresFiles(): { schema: string; sql: string } {
  const schema = postgresSchemaOf(readFileSync(SQLITE_SCHEMA, 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'smartsite-pg-schema-'));
  try {
    const file = join(dir, 'schema.prisma');
    writeFileSync(file, schema);
    return { schema, sql: createTablesSql(file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
