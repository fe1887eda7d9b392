// Rate limiting for the calls that guess or send secrets (login, SMS code, registration): each counts against
// the budgets of auth/guess-limits.ts, per client and per account, and answers 429 in the envelope with
// Retry-After once any of them is spent. It runs as a preHandler (routes/operations.ts) so the keys can include
// the account tried. Instances sharing a database pass the store that counts there (src/shared/postgres.ts);
// alone, the plugin's in-memory store counts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUDGETS_OF, guessBudgets } from '../../auth/guess-limits';
import { ApiError } from '../../errors';
import type { RateLimitStoreClass } from '../../shared/state';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The preHandler that counts an operation's attempts, or null for an operation without limits. */
    guessLimit(operationId: string): Hook | null;
  }
}

export default fp<{ store?: RateLimitStoreClass }>(
  async (app, { store }) => {
    await app.register(rateLimit, { global: false, ...(store ? { store: store as never } : {}) });
    // One counter per budget, shared by the operations that count against it.
    const counters = new Map(
      Object.entries(guessBudgets(app.services.options.authRateLimit)).map(([name, { limit, key }]) => [
        name,
        app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: (request) => `${name}|${key(request)}` }),
      ]),
    );

    app.decorate('guessLimit', (operationId: string): Hook | null => {
      const budgets = BUDGETS_OF[operationId]?.map((name) => counters.get(name)!);
      if (!budgets) return null;
      return async (request, reply) => {
        const counted = await Promise.all(budgets.map((count) => count(request)));
        const spent = counted.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
        if (!spent.length) return;
        reply.header('retry-after', Math.max(...spent));
        throw new ApiError(429);
      };
    });
  },
  // After the database: instances sharing one count there (the store comes from its shared state).
  { name: 'rate-limit', dependencies: ['database'] },
);
