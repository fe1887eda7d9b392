// CORS for the configured origins only (the frontend is normally served from the same origin).
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { BUSINESS_CLOCK_HEADER, BUSINESS_TIME_HEADER, BUSINESS_ZONE_HEADER } from '../../clock';
import { ANSWERED_BY_HEADER, FALLBACK_HEADER } from '../../hybrid/headers';

export default fp<{ origins: (string | RegExp)[] }>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      // An OPTIONS request without Origin or Access-Control-Request-Method is answered like a preflight (204)
      // rather than with the plugin's text/plain 400, the one answer outside the envelope; browsers always send both.
      strictPreflight: false,
      allowedHeaders: ['Content-Type', 'Authorization', 'x-mock-scenario', 'x-mock-control-token', 'x-mock-workspace'],
      // Joined once here: the plugin would join a list again for every answer.
      exposedHeaders: [
        'Retry-After',
        BUSINESS_TIME_HEADER,
        BUSINESS_ZONE_HEADER,
        BUSINESS_CLOCK_HEADER,
        ANSWERED_BY_HEADER,
        FALLBACK_HEADER,
      ].join(', '),
    });
  },
  { name: 'cors' },
);
