// Rate limiting for the calls that guess secrets (login, SMS code, registration): routes opt in
// with config.rateLimit (routes/operations.ts). It runs as a preHandler so the key can include the
// account tried, and answers 429 in the envelope with Retry-After. Instances sharing a database pass the
// store that counts there (src/shared/postgres.ts); alone, the plugin's in-memory store counts.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors';
import type { RateLimitStoreClass } from '../../shared/state';

export default fp<{ store?: RateLimitStoreClass }>(
  async (app, { store }) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      errorResponseBuilder: () => new ApiError(429),
      ...(store ? { store: store as never } : {}),
    });
  },
  // After the database: instances sharing one count login attempts there (the store comes from its shared state).
  { name: 'rate-limit', dependencies: ['database'] },
);
