// CORS for the configured origins only (the frontend is normally served from the same origin).
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { BUSINESS_CLOCK_HEADER, BUSINESS_TIME_HEADER, BUSINESS_ZONE_HEADER } from '../../clock';

export default fp<{ origins: (string | RegExp)[] }>(async (app, { origins }) => {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'x-mock-scenario', 'x-mock-control-token'],
    exposedHeaders: ['Retry-After', BUSINESS_TIME_HEADER, BUSINESS_ZONE_HEADER, BUSINESS_CLOCK_HEADER],
  });
});
