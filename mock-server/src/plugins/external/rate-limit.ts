// Rate limiting for the calls that guess or send secrets (login, SMS code, registration): each counts against
// the budgets of auth/guess-limits.ts, per client and per account, and answers 429 in the envelope with
// Retry-After once any of them is spent. It runs as a preHandler (routes/operations.ts) so the keys can include
// the account tried. Then the account's failures from any address: the attempt is counted before the handler
// runs (concurrent attempts cannot pass the limit together) and taken back in onSend unless the handler marked
// it a wrong guess (guessFailed). Instances sharing a database pass the store that counts there (src/shared/postgres.ts);
// alone, the plugin's in-memory store counts. Every workspace counts on its own.
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_OF, BUDGETS_OF, accountFailureLimit, guessBudgets, isFailedGuess } from '../../auth/guess-limits';
import { ApiError } from '../../errors';
import type { RateLimitStoreClass } from '../../shared/state';
import { DEFAULT_WORKSPACE } from '../../workspaces/names';

interface Hooks {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  onSend?(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The route hooks that count an operation's attempts, or null for an operation without limits. */
    guessLimit(operationId: string): Hooks | null;
  }
}

/** A workspace's counters are its own (README, "Workspaces"): its name in the key; the default workspace's keys are as before. */
const inWorkspace = (request: FastifyRequest) => (request.workspace.name === DEFAULT_WORKSPACE ? '' : `@${request.workspace.name}`);

export default fp<{ store?: RateLimitStoreClass }>(
  async (app, { store }) => {
    const failureLimit = accountFailureLimit(app.services.options.authRateLimit);
    /** The account key each request in progress counted an attempt under. */
    const counted = new WeakMap<FastifyRequest, string>();

    await app.register(rateLimit, { global: false, ...(store ? { store: store as never } : {}) });
    // One counter per budget, shared by the operations that count against it.
    const counters = new Map(
      Object.entries(guessBudgets(app.services.options.authRateLimit)).map(([name, { limit, key }]) => [
        name,
        app.createRateLimit({
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          keyGenerator: (request) => `${name}${inWorkspace(request)}|${key(request)}`,
        }),
      ]),
    );

    app.decorate('guessLimit', (operationId: string): Hooks | null => {
      const budgets = BUDGETS_OF[operationId]?.map((name) => counters.get(name)!);
      if (!budgets) return null;
      const account = ACCOUNT_OF[operationId];
      const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
        const results = await Promise.all(budgets.map((count) => count(request)));
        const spent = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
        if (!spent.length && account) {
          const key = account(request);
          const { count, ttlMs } = await request.workspace.services.shared.accountFailures.attempt(key, failureLimit.timeWindowMs);
          if (count <= failureLimit.max) return void counted.set(request, key);
          spent.push(Math.max(1, Math.ceil(ttlMs / 1000)));
        }
        if (!spent.length) return;
        reply.header('retry-after', Math.max(...spent));
        throw new ApiError(429);
      };
      if (!account) return { preHandler };
      const onSend = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        const key = counted.get(request);
        if (key !== undefined && !isFailedGuess(request)) await request.workspace.services.shared.accountFailures.forgive(key);
        return payload;
      };
      return { preHandler, onSend };
    });
  },
  // After the database: instances sharing one count there (the store comes from its shared state).
  { name: 'rate-limit', dependencies: ['database'] },
);
