// The database, the shared state and the services built on them (decorated as app.services); the daily
// facts are topped up to today before the first request, and everything is closed with the app.
// On PostgreSQL the instances sharing the database share their state (src/shared/postgres.ts); the control
// settings another instance stored (scenario, latency, demo clock) apply here from the start.
import type { SchemaValidator } from '@smartsite/api/document';
import fp from 'fastify-plugin';
import type { ResolvedOptions } from '../../config';
import { BUSINESS_ZONE, DEFAULT_TIME_ZONE } from '../../clock';
import { openEngine, type DatabaseEngine } from '../../db/engine';
import { SmsCodes } from '../../auth/sms';
import { applyChange, createServices, type Services } from '../../services';
import { PostgresState } from '../../shared/postgres';
import { LocalState, type SharedState } from '../../shared/state';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp<{ options: ResolvedOptions; validator: SchemaValidator }>(
  async (app, { options, validator }) => {
    const database = await openEngine(options.databaseUrl, {
      poolSize: options.databasePoolSize,
      // The error object of an idle pool client refers to the client itself: log its message only.
      onPoolError: (error) => app.log.warn({ error: error.message }, 'PostgreSQL connection lost (the pool reconnects on the next query)'),
    });
    try {
      await checkTimeZone(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    const shared: SharedState = database.pool
      ? await PostgresState.start(options.databaseUrl, database.pool, app.log, options.now)
      : new LocalState(new SmsCodes(options.now), options.now);
    app.addHook('onClose', async () => {
      await shared.close();
      await database.close();
    });
    const services = createServices(options, database, validator, shared);
    const applyStored = async () => {
      for (const change of await shared.storedSettings()) applyChange(services, change);
    };
    await applyStored();
    shared.onChange((change) => {
      if (change.kind === 'resync')
        applyStored().catch((error: unknown) => app.log.warn({ err: error }, 'shared state: reloading the control settings failed'));
    });
    await services.facts.ensure();
    app.decorate('services', services satisfies Services);
    // Before anything else reads what instances share (the scenario gate, the token check, the answer cache); only
    // where other instances share the database.
    if (shared.sync) {
      const sync = shared.sync.bind(shared);
      app.addHook('onRequest', (request, _reply, done) => {
        if (request.url.startsWith('/api/') || request.url.startsWith('/__mock')) sync().then(() => done(), done);
        else done();
      });
    }
  },
  { name: 'database' },
);

/** Facts are stored as wall-clock times of the zone they were seeded in; another zone would misread them. */
async function checkTimeZone({ prisma, location }: DatabaseEngine) {
  const row = await prisma.setting.findUnique({ where: { key: 'timeZone' } });
  const seededIn = row?.value ?? DEFAULT_TIME_ZONE;
  if (seededIn !== BUSINESS_ZONE.name) {
    throw new Error(
      `${location} was seeded in ${seededIn} but MOCK_TZ is ${BUSINESS_ZONE.name}: reseed it (MOCK_TZ=${BUSINESS_ZONE.name} npm run db:reset) or use another DATABASE_URL`,
    );
  }
}
