// Composition root (after fastify/demo): buildApp returns a ready, not listening, Fastify instance.
// External plugins first (compression, CORS, rate limit), then the app's own (database, repositories, envelope, control,
// scenarios, auth, workspaces, hybrid mode when configured, access), then the routes of every operation of openapi.yaml and,
// in a context of their own with the security headers, the docs, the mock control routes (unless control is off)
// and the built frontend (routes/site.ts).
// Each plugin is fp(fn, { name, dependencies }): one registered before what it needs stops the boot naming it.
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { secretFields } from '@smartsite/api';
import { redactText } from '@smartsite/api/redact';
import { resolveOptions, type AppOptions } from './config';
import { loadContract } from './contract';
import cors from './plugins/external/cors';
import rateLimit from './plugins/external/rate-limit';
import compression from './plugins/external/compression';
import database from './plugins/app/database';
import repositories from './plugins/app/repositories';
import envelope from './plugins/app/envelope';
import control from './plugins/app/control';
import scenarios from './plugins/app/scenarios';
import auth from './plugins/app/auth';
import workspaces from './plugins/app/workspaces';
import access from './plugins/app/access';
import wellFormedText from './plugins/app/well-formed-text';
import requestLog from './plugins/app/request-log';
import exactIntegers from './plugins/app/exact-integers';
import jsonBody from './plugins/app/json-body';
import operationRoutes from './routes/operations';
import siteRoutes from './routes/site';
import { handlers } from './handler-map';
import { lazyRequestLogger } from './request-logger';
import { clientErrorHandler, frameworkErrors, refuseConnect } from './early-errors';

export { parseSwitch, type AppOptions } from './config';
export { createTestDatabase, type TestDatabase } from './testing';
export { DEMO_ACCOUNTS } from './db/reference';
export { SEEDED_NAMES } from './media/catalogue';

const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** Never logged: the credentials of the headers and every body field openapi.yaml marks x-secret. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["x-mock-control-token"]',
  ...Object.keys(secretFields).map((name) => `req.body.${name}`),
];

/**
 * Fastify's own line for a request, its URL masked as recordings mask text (@smartsite/api/redact): a marked query
 * parameter (?phone=, ?token=, ?code=), a JWT, a share token or a phone in the path (/__mock/sms/<phone>).
 */
const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Fastify's own lines for every request ("incoming request", "request completed") are at info level. */
const REQUEST_LINE_LEVELS = new Set(['trace', 'debug', 'info']);

/** What a higher floor adds to the app without the mock importing it (scripts/start.ts: the MCP server's /mcp). */
export interface AppExtras {
  /** Registered last, each in its own context, after every route of the mock. */
  plugins?: FastifyPluginAsync[];
  /** Lines the start banner adds about them, given the address shown (a control feature: shown only when control is on). */
  bannerLines?: (url: string) => string[];
}

export async function buildApp(appOptions: AppOptions = {}, { plugins = [] }: AppExtras = {}): Promise<FastifyInstance> {
  const options = resolveOptions(appOptions, FRONTEND_DIST);
  const contract = loadContract();
  const logger = options.logger === undefined ? false : options.logger;
  const app = Fastify({
    logger: logger === false ? false : { ...(logger === true ? {} : logger), redact: REDACT, serializers },
    // Each request's logger is made when it writes its first line (without a logger Fastify makes none).
    ...(logger === false ? {} : { childLoggerFactory: lazyRequestLogger }),
    // Below info those lines are never written, yet Fastify would build their arguments on every call.
    logController: new LogController({
      disableRequestLogging: !REQUEST_LINE_LEVELS.has((typeof logger === 'object' && logger?.level) || 'info'),
    }),
    bodyLimit: options.bodyLimit,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    forceCloseConnections: true,
    return503OnClosing: true,
    connectionTimeout: options.timeouts.connectionMs,
    requestTimeout: options.timeouts.requestMs,
    // Node checks the headers and request timeouts on this interval (30 s by default, so a slow client held its
    // socket up to 30 s past the limit).
    http: { headersTimeout: options.timeouts.headersMs, requestTimeout: options.timeouts.requestMs, connectionsCheckingInterval: 1000 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.server.on('connect', refuseConnect);

  await app.register(compression);
  await app.register(cors, { origins: options.corsOrigins });

  await app.register(database, { options, validator: contract.validator });
  await app.register(repositories);
  await app.register(rateLimit, { store: app.services.shared.rateLimitStore });
  await app.register(envelope, { discardLimits: options.oversizedBodyDiscard });
  await app.register(control);
  await app.register(scenarios);
  await app.register(auth);
  await app.register(workspaces);
  // Loaded only in hybrid mode: the judge compiles the whole document, which the mock alone never needs.
  if (options.hybrid) await app.register((await import('./plugins/app/hybrid')).default, { hybrid: options.hybrid, contract });
  await app.register(access);
  await app.register(wellFormedText, { document: contract.document });
  await app.register(requestLog);
  await app.register(jsonBody);
  await app.register(exactIntegers, { document: contract.document });

  await app.register(operationRoutes, { contract, handlers });
  await app.register(siteRoutes, { document: contract.document, frontendDist: options.frontendDist });
  for (const plugin of plugins) await app.register(plugin);

  await app.ready();
  return app;
}
