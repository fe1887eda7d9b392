// Options of buildApp, and how server.ts reads them from the environment.
import type { ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import type { FastifyServerOptions } from 'fastify';
import { CONTROL_SETTINGS, MIN_CONTROL_TOKEN_LENGTH, type ControlSetting } from './control';
import { DEFAULT_DISCARD_LIMITS, type DiscardLimits } from './discard-body';
import { databaseUrl } from './db/url';
import { HYBRID_VARIABLES, hybridFromEnv, type HybridOptions } from './hybrid/options';
import { LOG_FORMATS, type LogFormat } from './log-format';
import { DEFAULT_WORKSPACE_LIMITS, type WorkspaceLimits } from './workspaces/limits';

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
  /** Password or SMS-code guesses per client IP and account within the window; the other limits derive from it (auth/guess-limits.ts). */
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
  /** How long a client may take over its connection and its request (SocketTimeouts); a partial set keeps the other defaults. */
  timeouts?: Partial<SocketTimeouts>;
  /** The workspaces' limits (README, "Workspaces"); a partial set keeps the other defaults. */
  workspaces?: Partial<WorkspaceLimits>;
}

/**
 * Limits that keep slow or silent clients from holding sockets (a client sending one header byte at a time held
 * 2,000 sockets for 46 s). Past the headers or request limit Node answers 408; an idle socket is closed.
 */
interface SocketTimeouts {
  /** Until the request's headers have arrived (HEADERS_TIMEOUT_MS, default 10 s). */
  headersMs: number;
  /** Until the whole request, headers and body, has arrived (REQUEST_TIMEOUT_MS, default 30 s): at least headersMs. */
  requestMs: number;
  /**
   * A socket with no bytes in either direction for this long is closed (CONNECTION_TIMEOUT_MS, default 120 s). An
   * answer may take this long at most: longer than the `timeout` scenario's 35 s and the upstream's timeout.
   */
  connectionMs: number;
}

const DEFAULT_TIMEOUTS: SocketTimeouts = { headersMs: 10_000, requestMs: 30_000, connectionMs: 120_000 };

export type ResolvedOptions = Required<
  Omit<AppOptions, 'jwtSecret' | 'logger' | 'controlToken' | 'hybrid' | 'trustProxy' | 'timeouts' | 'workspaces'>
> &
  Pick<AppOptions, 'jwtSecret' | 'logger' | 'controlToken' | 'hybrid' | 'trustProxy'> & {
    timeouts: SocketTimeouts;
    workspaces: WorkspaceLimits;
  };

/** The timeouts with their defaults; the headers must be due no later than the whole request (Node refuses otherwise). */
function resolveTimeouts(given: Partial<SocketTimeouts> = {}): SocketTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...given };
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error(`HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs})`);
  return timeouts;
}

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
    timeouts: resolveTimeouts(options.timeouts),
    workspaces: { ...DEFAULT_WORKSPACE_LIMITS, ...options.workspaces },
  };
}

const DURATION = '\\d+\\s*[smhd]?';
const SWITCH = { type: 'string', enum: ['on', 'off', 'true', 'false', '1', '0'], description: 'on or off' } as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The server's environment, as env-schema validates it: each variable says in `description` what it accepts, and
 * a value that does not fit stops the start with that text, naming the variable. Values of an `enum` are read
 * without regard to case or surrounding spaces. Hybrid mode's variables are passed on to src/hybrid/options.ts,
 * which checks how they go together; MOCK_TZ is read by src/clock.ts.
 */
const ENVIRONMENT = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 11000, description: 'a port number from 0 to 65535' },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1', description: 'an address or host name to listen on' },
    DATABASE_URL: { type: 'string', minLength: 1, description: 'a file: URL or path of the SQLite database, or a postgresql:// URL' },
    DATABASE_POOL_SIZE: { type: 'integer', minimum: 1, description: 'a positive integer' },
    TRUST_PROXY: { type: 'string', description: 'on, off, a number of hops, or addresses and CIDR ranges separated by commas' },
    JWT_SECRET: { type: 'string', minLength: 1, description: 'a secret' },
    TOKEN_TTL: { type: 'string', pattern: `^${DURATION}$`, description: 'seconds, or a number with s, m, h or d (45s, 30m, 12h, 7d)' },
    MOCK_LATENCY_MS: { type: 'integer', minimum: 0, description: 'a non-negative integer (milliseconds)' },
    CORS_ORIGINS: { type: 'string', separator: ',', description: 'origins separated by commas' },
    AUTH_RATE_LIMIT: { type: 'string', pattern: `^[1-9]\\d*/${DURATION}$`, description: '<attempts>/<window>, e.g. 30/1m' },
    MOCK_CLOCK: { type: 'string', description: 'real, HH:MM or an ISO instant' },
    MOCK_ANSWER_CACHE: SWITCH,
    MOCK_CONTROL: { type: 'string', enum: [...CONTROL_SETTINGS], description: `one of ${CONTROL_SETTINGS.join(', ')}` },
    MOCK_CONTROL_TOKEN: {
      type: 'string',
      minLength: MIN_CONTROL_TOKEN_LENGTH,
      pattern: '^\\S+$',
      description: `at least ${MIN_CONTROL_TOKEN_LENGTH} characters without spaces`,
    },
    MOCK_FAULTS: SWITCH,
    MOCK_WORKSPACES_MAX: { type: 'integer', minimum: 0, description: 'a non-negative integer' },
    MOCK_WORKSPACES_MAX_MB: { type: 'integer', minimum: 1, description: 'a positive integer (megabytes)' },
    MOCK_WORKSPACE_IDLE_HOURS: { type: 'number', exclusiveMinimum: 0, description: 'a positive number of hours' },
    MOCK_WORKSPACES_OPEN: { type: 'integer', minimum: 1, description: 'a positive integer' },
    HEADERS_TIMEOUT_MS: { type: 'integer', minimum: 1, description: 'a positive integer (milliseconds)' },
    REQUEST_TIMEOUT_MS: { type: 'integer', minimum: 1, description: 'a positive integer (milliseconds)' },
    CONNECTION_TIMEOUT_MS: { type: 'integer', minimum: 1, description: 'a positive integer (milliseconds)' },
    LOG_LEVEL: { type: 'string', enum: LOG_LEVELS, default: 'info', description: `one of ${LOG_LEVELS.join(', ')}` },
    LOG_FORMAT: { type: 'string', enum: [...LOG_FORMATS], default: 'pretty', description: `one of ${LOG_FORMATS.join(', ')}` },
    ...Object.fromEntries(HYBRID_VARIABLES.map((name) => [name, { type: 'string' }])),
  },
} as const;

interface Environment {
  PORT: number;
  HOST: string;
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  TRUST_PROXY?: string;
  JWT_SECRET?: string;
  TOKEN_TTL?: string;
  MOCK_LATENCY_MS?: number;
  CORS_ORIGINS?: string[];
  AUTH_RATE_LIMIT?: string;
  MOCK_CLOCK?: string;
  MOCK_ANSWER_CACHE?: string;
  MOCK_CONTROL?: ControlSetting;
  MOCK_CONTROL_TOKEN?: string;
  MOCK_FAULTS?: string;
  MOCK_WORKSPACES_MAX?: number;
  MOCK_WORKSPACES_MAX_MB?: number;
  MOCK_WORKSPACE_IDLE_HOURS?: number;
  MOCK_WORKSPACES_OPEN?: number;
  HEADERS_TIMEOUT_MS?: number;
  REQUEST_TIMEOUT_MS?: number;
  CONNECTION_TIMEOUT_MS?: number;
  LOG_LEVEL: string;
  LOG_FORMAT: LogFormat;
}

type Property = { description?: string; enum?: readonly string[] };
const PROPERTIES: Record<string, Property> = ENVIRONMENT.properties;

/** The variables the schema knows, set to something other than the empty string (which reads as unset). */
function knownVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  const known: Record<string, string> = {};
  for (const [name, property] of Object.entries(PROPERTIES)) {
    const value = env[name];
    if (value) known[name] = property.enum ? value.trim().toLowerCase() : value;
  }
  return known;
}

/** 'MOCK_FAULTS must be on or off, got "maybe"', one line per variable that does not fit. */
function describeErrors(errors: ErrorObject[], env: NodeJS.ProcessEnv): string {
  const names = [...new Set(errors.map((error) => error.instancePath.slice(1)))];
  return names.map((name) => `${name} must be ${PROPERTIES[name]?.description ?? 'valid'}, got "${env[name]}"`).join('; ');
}

/** Validates the environment against ENVIRONMENT (coercing numbers, applying defaults). */
function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  try {
    return envSchema<Environment>({ schema: ENVIRONMENT, data: knownVariables(env), env: false });
  } catch (error) {
    const { errors } = error as { errors?: ErrorObject[] };
    if (!errors) throw error;
    throw new Error(describeErrors(errors, env), { cause: error });
  }
}

/** '43200', '45s', '30m', '12h' or '7d' → seconds. */
function parseDuration(value: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(value.trim());
  if (!match) throw new Error(`Invalid duration "${value}": use seconds or a number with s, m, h or d`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
}

/** '30/1m' (attempts per window, checked by the schema) → the authRateLimit option. */
function parseRateLimit(value: string): { max: number; timeWindowMs: number } {
  const [attempts, window] = value.split('/');
  return { max: Number(attempts), timeWindowMs: parseDuration(window!) * 1000 };
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

/** The timeouts the environment sets (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS), if any. */
function timeoutsFromEnv(vars: Environment): { timeouts?: Partial<SocketTimeouts> } {
  const timeouts: Partial<SocketTimeouts> = {
    ...(vars.HEADERS_TIMEOUT_MS !== undefined ? { headersMs: vars.HEADERS_TIMEOUT_MS } : {}),
    ...(vars.REQUEST_TIMEOUT_MS !== undefined ? { requestMs: vars.REQUEST_TIMEOUT_MS } : {}),
    ...(vars.CONNECTION_TIMEOUT_MS !== undefined ? { connectionMs: vars.CONNECTION_TIMEOUT_MS } : {}),
  };
  return Object.keys(timeouts).length ? { timeouts } : {};
}

/** The workspaces' limits the environment sets, if any. */
function workspacesFromEnv(vars: Environment): Pick<AppOptions, 'workspaces'> {
  const workspaces: Partial<WorkspaceLimits> = {
    ...(vars.MOCK_WORKSPACES_MAX !== undefined ? { maxCount: vars.MOCK_WORKSPACES_MAX } : {}),
    ...(vars.MOCK_WORKSPACES_MAX_MB !== undefined ? { maxBytes: vars.MOCK_WORKSPACES_MAX_MB * 1024 * 1024 } : {}),
    ...(vars.MOCK_WORKSPACE_IDLE_HOURS !== undefined ? { idleMs: vars.MOCK_WORKSPACE_IDLE_HOURS * 3600_000 } : {}),
    ...(vars.MOCK_WORKSPACES_OPEN !== undefined ? { maxOpen: vars.MOCK_WORKSPACES_OPEN } : {}),
  };
  return Object.keys(workspaces).length ? { workspaces } : {};
}

/** The options of buildApp, where to listen and how the log reads, from the environment (ENVIRONMENT lists the variables). */
export function optionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): AppOptions & { port: number; host: string; logFormat: LogFormat; logger: { level: string } } {
  const vars = readEnvironment(env);
  const hybrid = hybridFromEnv(env);
  const corsOrigins = vars.CORS_ORIGINS?.map((origin) => origin.trim()).filter(Boolean);
  return {
    port: vars.PORT,
    host: vars.HOST,
    logFormat: vars.LOG_FORMAT,
    databaseUrl: vars.DATABASE_URL,
    ...(vars.DATABASE_POOL_SIZE !== undefined ? { databasePoolSize: vars.DATABASE_POOL_SIZE } : {}),
    ...(vars.TRUST_PROXY ? { trustProxy: parseTrustProxy(vars.TRUST_PROXY) } : {}),
    ...(vars.JWT_SECRET ? { jwtSecret: vars.JWT_SECRET } : {}),
    ...(vars.TOKEN_TTL ? { tokenTtlSeconds: parseDuration(vars.TOKEN_TTL) } : {}),
    ...(vars.MOCK_LATENCY_MS !== undefined ? { latencyMs: vars.MOCK_LATENCY_MS } : {}),
    ...(corsOrigins ? { corsOrigins } : {}),
    ...(vars.AUTH_RATE_LIMIT ? { authRateLimit: parseRateLimit(vars.AUTH_RATE_LIMIT) } : {}),
    ...(vars.MOCK_CLOCK ? { clock: vars.MOCK_CLOCK } : {}),
    ...(vars.MOCK_ANSWER_CACHE ? { answerCache: parseSwitch('MOCK_ANSWER_CACHE', vars.MOCK_ANSWER_CACHE) } : {}),
    ...(vars.MOCK_CONTROL ? { control: vars.MOCK_CONTROL } : {}),
    ...(vars.MOCK_CONTROL_TOKEN ? { controlToken: vars.MOCK_CONTROL_TOKEN } : {}),
    ...(vars.MOCK_FAULTS ? { faults: parseSwitch('MOCK_FAULTS', vars.MOCK_FAULTS) } : {}),
    ...(hybrid ? { hybrid } : {}),
    ...timeoutsFromEnv(vars),
    ...workspacesFromEnv(vars),
    logger: { level: vars.LOG_LEVEL },
  };
}
