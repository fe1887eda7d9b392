// Options of buildApp, and how server.ts reads them from the environment.
import type { FastifyServerOptions } from 'fastify';
import { checkControlTokenStrength, parseControlSetting, type ControlSetting } from './control';
import { DEFAULT_DISCARD_LIMITS, type DiscardLimits } from './discard-body';
import { databaseUrl } from './db/url';
import { hybridFromEnv, type HybridOptions } from './hybrid/options';

export interface AppOptions {
  /** `file:` URL of the SQLite database (must exist with its tables; see ensureDatabase) or a `postgresql://` URL. */
  databaseUrl?: string;
  /** Connections each instance opens to PostgreSQL at most (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize?: number;
  /**
   * Which proxies to believe about the client's address (TRUST_PROXY, Fastify's trustProxy): behind a load
   * balancer the login rate limit must count clients, not the balancer. Default: none.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** HS256 secret; by default one is generated on first run and kept in the database, so tokens survive restarts. */
  jwtSecret?: string;
  /** Token lifetime in seconds (default 12 h). */
  tokenTtlSeconds?: number;
  /** Delay added to every API answer (MOCK_LATENCY_MS). */
  latencyMs?: number;
  /** Origins allowed by CORS (default: http://localhost:<any port> and http://127.0.0.1:<any port>). */
  corsOrigins?: (string | RegExp)[];
  logger?: FastifyServerOptions['logger'];
  /** Serve `/__mock/sms/:phone` and log SMS codes (default: NODE_ENV is not 'production'). */
  exposeSmsCodes?: boolean;
  /** Folder of the built frontend served at `/` (default frontend/dist when it exists; null to disable). */
  frontendDist?: string | null;
  /** The real clock (tests move it). */
  now?: () => Date;
  /** The demo clock (MOCK_CLOCK): 'real' (default), 'HH:MM' (every day runs from that time) or an ISO instant (frozen). */
  clock?: string;
  /** Login, SMS and registration attempts per client IP and account within the window. */
  authRateLimit?: { max: number; timeWindowMs: number };
  /** How long the `timeout` scenario holds a request before answering 504 (default 35 s, past the client's 30 s). */
  timeoutScenarioMs?: number;
  /** Largest accepted request body in bytes (default 256 KiB). */
  bodyLimit?: number;
  /** How much of a refused (oversized) body is read and dropped so the client can read its 413 (64 MiB, 15 s). */
  oversizedBodyDiscard?: DiscardLimits;
  /** Cache computed dashboard answers per operation, body and minute until the next write (default true). */
  answerCache?: boolean;
  /**
   * Who may use x-mock-scenario and /__mock/* (MOCK_CONTROL): `auto` opens them while the server listens on
   * loopback only (or not at all, as under app.inject) and asks for the control token elsewhere, `token` always
   * asks for it, `off` removes them. Default `off` when NODE_ENV is 'production', else `auto`.
   */
  control?: ControlSetting;
  /** The control token (MOCK_CONTROL_TOKEN, 16 characters or more); generated at start when absent. */
  controlToken?: string;
  /** Answer the deliberate contract faults (fault:* scenarios) of the contract suite's self-test (MOCK_FAULTS; default false). */
  faults?: boolean;
  /** Hybrid mode (MOCK_UPSTREAM, MOCK_LOCAL, MOCK_RECORD, MOCK_REPLAY, ...): absent, the mock answers everything itself. */
  hybrid?: HybridOptions;
}

export type ResolvedOptions = Required<Omit<AppOptions, 'jwtSecret' | 'logger' | 'controlToken' | 'hybrid' | 'trustProxy'>> &
  Pick<AppOptions, 'jwtSecret' | 'logger' | 'controlToken' | 'hybrid' | 'trustProxy'>;

const DEFAULT_CORS_ORIGINS = [/^http:\/\/localhost(:\d+)?$/, /^http:\/\/127\.0\.0\.1(:\d+)?$/];

export function resolveOptions(options: AppOptions, defaultFrontendDist: string | null): ResolvedOptions {
  return {
    databaseUrl: databaseUrl(options.databaseUrl),
    databasePoolSize: options.databasePoolSize ?? 10,
    trustProxy: options.trustProxy,
    jwtSecret: options.jwtSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 12 * 3600,
    latencyMs: options.latencyMs ?? 0,
    corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    logger: options.logger,
    exposeSmsCodes: options.exposeSmsCodes ?? process.env.NODE_ENV !== 'production',
    frontendDist: options.frontendDist === undefined ? defaultFrontendDist : options.frontendDist,
    now: options.now ?? (() => new Date()),
    clock: options.clock ?? 'real',
    authRateLimit: options.authRateLimit ?? { max: 30, timeWindowMs: 60_000 },
    timeoutScenarioMs: options.timeoutScenarioMs ?? 35_000,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    oversizedBodyDiscard: options.oversizedBodyDiscard ?? DEFAULT_DISCARD_LIMITS,
    answerCache: options.answerCache ?? true,
    control: options.control ?? (process.env.NODE_ENV === 'production' ? 'off' : 'auto'),
    controlToken: options.controlToken,
    faults: options.faults ?? false,
    hybrid: options.hybrid,
  };
}

/** '43200', '45s', '30m', '12h' or '7d' → seconds. */
function parseDuration(value: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
  if (!match) throw new Error(`Invalid duration "${value}": use seconds or a number with s, m, h or d`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
}

/** '30/1m' (attempts per window) → the authRateLimit option. */
function parseRateLimit(value: string): { max: number; timeWindowMs: number } {
  const [max, window] = value.split('/');
  const attempts = Number(max);
  if (!Number.isInteger(attempts) || attempts < 1 || !window)
    throw new Error(`Invalid rate limit "${value}": use <attempts>/<window>, e.g. 30/1m`);
  return { max: attempts, timeWindowMs: parseDuration(window) * 1000 };
}

function nonNegativeInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return number;
}

/** 'on' / 'off' (also true/false, 1/0) → boolean; anything else is a mistake worth stopping for. */
export function parseSwitch(name: string, value: string): boolean {
  const setting = value.trim().toLowerCase();
  if (['on', 'true', '1'].includes(setting)) return true;
  if (['off', 'false', '0'].includes(setting)) return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

/** TRUST_PROXY: on/off, a number of hops, or addresses and CIDR ranges separated by commas. */
function parseTrustProxy(value: string): FastifyServerOptions['trustProxy'] {
  const setting = value.trim();
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address: string, hop: number) => hop < hops;
  }
  if (['on', 'true'].includes(setting.toLowerCase())) return true;
  if (['off', 'false', ''].includes(setting.toLowerCase())) return false;
  return setting;
}

/**
 * The server's environment: PORT, HOST, DATABASE_URL, DATABASE_POOL_SIZE, TRUST_PROXY, JWT_SECRET, TOKEN_TTL, MOCK_LATENCY_MS, CORS_ORIGINS,
 * AUTH_RATE_LIMIT (e.g. 30/1m; benchmarks raise it), MOCK_ANSWER_CACHE=off (benchmarks measure the queries),
 * MOCK_CONTROL (auto, token or off), MOCK_CONTROL_TOKEN, MOCK_FAULTS=on (the contract suite's fault self-test) and
 * MOCK_CLOCK (the demo clock), and hybrid mode's MOCK_UPSTREAM, MOCK_UPSTREAM_TIMEOUT_MS, MOCK_LOCAL, MOCK_LOCAL_AS,
 * MOCK_RECORD and MOCK_REPLAY (src/hybrid/options.ts). MOCK_TZ is read by src/clock.ts.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions & { port: number; host: string } {
  const hybrid = hybridFromEnv(env);
  return {
    port: env.PORT ? nonNegativeInteger('PORT', env.PORT) : 11000,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    ...(env.DATABASE_POOL_SIZE ? { databasePoolSize: Math.max(1, nonNegativeInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE)) } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: parseTrustProxy(env.TRUST_PROXY) } : {}),
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    ...(env.TOKEN_TTL ? { tokenTtlSeconds: parseDuration(env.TOKEN_TTL) } : {}),
    ...(env.MOCK_LATENCY_MS ? { latencyMs: nonNegativeInteger('MOCK_LATENCY_MS', env.MOCK_LATENCY_MS) } : {}),
    ...(env.CORS_ORIGINS
      ? {
          corsOrigins: env.CORS_ORIGINS.split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        }
      : {}),
    ...(env.AUTH_RATE_LIMIT ? { authRateLimit: parseRateLimit(env.AUTH_RATE_LIMIT) } : {}),
    ...(env.MOCK_CLOCK ? { clock: env.MOCK_CLOCK } : {}),
    ...(env.MOCK_ANSWER_CACHE ? { answerCache: !['off', 'false', '0'].includes(env.MOCK_ANSWER_CACHE) } : {}),
    ...(env.MOCK_CONTROL ? { control: parseControlSetting(env.MOCK_CONTROL) } : {}),
    ...(env.MOCK_CONTROL_TOKEN ? { controlToken: checkControlTokenStrength(env.MOCK_CONTROL_TOKEN) } : {}),
    ...(env.MOCK_FAULTS ? { faults: parseSwitch('MOCK_FAULTS', env.MOCK_FAULTS) } : {}),
    ...(hybrid ? { hybrid } : {}),
    logger: { level: env.LOG_LEVEL || 'info' },
  };
}
