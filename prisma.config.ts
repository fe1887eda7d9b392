// Prisma CLI configuration: the JavaScript schema engine through the better-sqlite3 adapter, so no
// command downloads a native engine (../shared/notes/prisma-offline.md).
import { defineConfig } from 'prisma/config';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { databaseUrl } from '@smartsite/mock-server/admin';

// schema.prisma reads env("DATABASE_URL"); without it the CLI fails to read the schema and then
// misreports that as a failed engine download. The adapter below is what actually connects.
process.env.DATABASE_URL = databaseUrl();

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  async adapter() {
    return new PrismaBetterSQLite3({ url: databaseUrl() });
  },
});
