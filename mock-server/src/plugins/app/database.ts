// The database and the services built on it (decorated as app.services); the daily facts are topped
// up to today before the first request, and the client is closed with the app.
import { existsSync } from 'node:fs';
import type { SchemaValidator } from '@smartsite/api/document';
import fp from 'fastify-plugin';
import type { ResolvedOptions } from '../../config';
import { BUSINESS_ZONE, DEFAULT_TIME_ZONE } from '../../clock';
import { createPrisma, type PrismaClient } from '../../db/client';
import { databaseFile } from '../../db/url';
import { createServices } from '../../services';

export default fp<{ options: ResolvedOptions; validator: SchemaValidator }>(
  async (app, { options, validator }) => {
    const file = databaseFile(options.databaseUrl);
    if (!existsSync(file)) throw new Error(`No database at ${file}: create it with \`npm run db:reset\` (npm start does it on first run)`);
    const prisma = await createPrisma(options.databaseUrl);
    app.addHook('onClose', () => prisma.$disconnect());
    await checkTimeZone(prisma, file);
    const services = createServices(options, prisma, validator, file);
    services.facts.ensure();
    app.decorate('services', services);
  },
  { name: 'database' },
);

/** Facts are stored as wall-clock times of the zone they were seeded in; another zone would misread them. */
async function checkTimeZone(prisma: PrismaClient, file: string) {
  const row = await prisma.setting.findUnique({ where: { key: 'timeZone' } });
  const seededIn = row?.value ?? DEFAULT_TIME_ZONE;
  if (seededIn !== BUSINESS_ZONE.name) {
    await prisma.$disconnect();
    throw new Error(
      `${file} was seeded in ${seededIn} but MOCK_TZ is ${BUSINESS_ZONE.name}: reseed it (MOCK_TZ=${BUSINESS_ZONE.name} npm run db:reset) or use another DATABASE_URL`,
    );
  }
}
