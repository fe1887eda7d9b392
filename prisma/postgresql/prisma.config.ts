// Prisma CLI configuration for the PostgreSQL flavour of the schema (mock-server/src/db/postgresql/schema.ts):
// `prisma generate`, and `prisma migrate diff --from-empty --to-schema-datamodel ... --script`, which only prints
// SQL but whose JavaScript schema engine still opens a driver first. This driver answers every query with no
// rows, so both run offline, without a PostgreSQL server. The servers connect through @prisma/adapter-pg.
import { defineConfig } from 'prisma/config';

const nothing = { columnNames: [], columnTypes: [], rows: [] };
const refuse = () => Promise.reject(new Error('no database: this configuration only prints SQL'));

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: process.env.POSTGRES_SCHEMA_FILE ?? 'schema.prisma',
  async adapter() {
    const driver = {
      provider: 'postgres',
      adapterName: '@prisma/adapter-pg',
      queryRaw: async () => nothing,
      executeRaw: async () => 0,
      executeScript: async () => undefined,
      startTransaction: refuse,
      getConnectionInfo: () => ({ schemaName: 'public', supportsRelationJoins: true }),
      dispose: async () => undefined,
    };
    return { provider: 'postgres', adapterName: '@prisma/adapter-pg', connect: async () => driver, connectToShadowDb: refuse } as never;
  },
});
