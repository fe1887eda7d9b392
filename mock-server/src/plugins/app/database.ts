// The database and the services built on it (decorated as app.services); the daily facts are topped
// up to today before the first request, and the client is closed with the app.
import { existsSync } from 'node:fs';
import type { SchemaValidator } from '@smartsite/api/document';
import fp from 'fastify-plugin';
import type { ResolvedOptions } from '../../config';
import { createPrisma } from '../../db/client';
import { databaseFile } from '../../db/url';
import { createServices } from '../../services';

export default fp<{ options: ResolvedOptions; validator: SchemaValidator }>(async (app, { options, validator }) => {
  const file = databaseFile(options.databaseUrl);
  if (!existsSync(file)) throw new Error(`No database at ${file}: create it with \`npm run db:reset\` (npm start does it on first run)`);
  const prisma = await createPrisma(options.databaseUrl);
  app.addHook('onClose', () => prisma.$disconnect());
  const services = createServices(options, prisma, validator, file);
  services.facts.ensure();
  app.decorate('services', services);
});
