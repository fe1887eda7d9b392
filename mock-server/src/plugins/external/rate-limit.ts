// Rate limiting for the calls that guess secrets (login, SMS code, registration): routes opt in
// with config.rateLimit (routes/operations.ts). It runs as a preHandler so the key can include the
// account tried, and answers 429 in the envelope with Retry-After.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors';

export default fp(async (app) => {
  await app.register(rateLimit, { global: false, hook: 'preHandler', errorResponseBuilder: () => new ApiError(429) });
});
