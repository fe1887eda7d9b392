// Runs the mock server: PORT (default 11000), HOST (default 127.0.0.1; HOST=0.0.0.0 to serve the
// network), DATABASE_URL (default mock-server/data/smartsite.db, created and seeded on first run; a
// postgresql:// URL runs on PostgreSQL, shared with any other instance on it), DATABASE_POOL_SIZE, TRUST_PROXY,
// JWT_SECRET, TOKEN_TTL (seconds or 45s/30m/12h/7d, default 12h), MOCK_LATENCY_MS, CORS_ORIGINS,
// AUTH_RATE_LIMIT (default 30/1m), MOCK_ANSWER_CACHE (off to compute every answer), MOCK_CONTROL (auto, token
// or off), MOCK_CONTROL_TOKEN, MOCK_FAULTS (on for the contract suite's fault self-test), HEADERS_TIMEOUT_MS,
// REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, MOCK_TZ (business zone, default Asia/Shanghai), MOCK_CLOCK (demo clock:
// real, HH:MM or an ISO instant), LOG_LEVEL, LOG_FORMAT (pretty, the default, prints a banner and readable lines;
// json, pino's records), and hybrid mode's
// MOCK_UPSTREAM, MOCK_UPSTREAM_TIMEOUT_MS, MOCK_LOCAL, MOCK_LOCAL_AS, MOCK_RECORD, MOCK_REPLAY; what each accepts is the
// schema ENVIRONMENT in src/config.ts.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp, type AppExtras } from './app';
import { startBanner } from './banner';
import { optionsFromEnv } from './config';
import { controlNotice, networkUrl } from './control';
import { prepareDatabase } from './db/ensure';
import { databaseUrl, redactUrl } from './db/url';
import { prettyLogStream } from './log-format';

/** Closing takes well under a second; this bounds a database that does not answer. */
const CLOSE_GRACE_MS = 10_000;

/** Starts the server; scripts/start.ts (npm start) passes the plugins of the floors above (the MCP server). */
export async function startServer(extras: AppExtras = {}): Promise<void> {
  const { port, host, logFormat, ...options } = optionsFromEnv();
  const pretty = logFormat === 'pretty';
  const created = await prepareDatabase(options.databaseUrl);
  const app = await buildApp(
    pretty ? { ...options, logger: { level: options.logger.level, stream: prettyLogStream(process.stdout) } } : options,
    extras,
  );
  if (created) app.log.info(created, `created and seeded ${redactUrl(databaseUrl(options.databaseUrl))}`);

  // SIGINT, SIGTERM or an uncaught error close the app (open connections are cut, held requests released, the database
  // closed) and exit, 1 after an error; a second signal, or a close still running after CLOSE_GRACE_MS, exits at once.
  closeWithGrace({ delay: CLOSE_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info(`${signal ?? 'exit'}: closing`);
    await app.close();
  });

  const url = await app.listen({ port, host });
  // Once, after listening: only then is it known whether the server is reachable from the network, and where.
  const shownUrl = app.control.servesNetwork ? (networkUrl(host, app.addresses()) ?? url) : url;
  const notice = controlNotice(app.control, shownUrl);
  app.log[notice.level](notice.message);
  // JSON logs are read by programs, which a banner would only confuse.
  if (pretty)
    process.stdout.write(startBanner(shownUrl, app.control, app.control.enabled ? (extras.bannerLines ?? (() => []))(shownUrl) : []));
}

// Run as a file (node --import tsx src/server.ts): start with the mock alone.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await startServer();
