// The mock server, two ways: `startMock` runs mock-server/src/server.ts on a database you give (benchmarks,
// reliability scripts); `startApp` runs the real `npm start` (builds the frontend when stale, creates and seeds a
// fresh database, serves API + frontend) as the browser journeys want it, and can restart it on the same port.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServerProcess, type RunningServer } from './server-process';

/** Building the frontend (when stale) and seeding take this long at most on a busy 2-core machine. */
const APP_STARTUP_LIMIT_MS = 240_000;

/** The control routes answer once the app is up (on loopback they need no token). */
const READY_PATH = '/__mock/scenario';

/** A SQLite file path or a `postgresql://` URL, as DATABASE_URL wants it. */
const databaseUrl = (fileOrUrl: string) => (fileOrUrl.includes('://') ? fileOrUrl : `file:${fileOrUrl}`);

const databaseFiles = (file: string) => ['', '-wal', '-shm', '-journal'].map((suffix) => file + suffix);

export const removeDatabase = (file: string): void => databaseFiles(file).forEach((path) => rmSync(path, { force: true }));

export interface MockOptions {
  name: string;
  /** A SQLite file, or a `postgresql://` URL. */
  databaseFile: string;
  logFile: string;
  /** Extra environment: LOG_LEVEL (default warn), LOG_FORMAT (default json, which the fuzzer reads), AUTH_RATE_LIMIT, MOCK_ANSWER_CACHE, ... */
  env?: Record<string, string>;
  /** Reuse a port (a restart on the same address). */
  port?: number;
  appendLog?: boolean;
  /** Write a V8 CPU profile of the server into this folder when it stops (node --cpu-prof). */
  profileDir?: string;
}

/** The mock server as `npm start` runs it (without the frontend build), in its own process. */
export function startMock({ name, databaseFile, logFile, env = {}, port, appendLog, profileDir }: MockOptions): Promise<RunningServer> {
  return startServerProcess({
    name,
    args: () => [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', 'mock-server/src/server.ts'],
    env: { HOST: '127.0.0.1', DATABASE_URL: databaseUrl(databaseFile), LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env },
    readyPath: READY_PATH,
    logFile,
    ...(port ? { port } : {}),
    ...(appendLog ? { appendLog } : {}),
  });
}

export interface AppOptions {
  /** Folder of the fresh database (removed again by stop). */
  scratchDir: string;
  logFile: string;
  /** Added to the server's environment (hybrid mode's MOCK_UPSTREAM, ...). */
  env?: Record<string, string>;
}

export interface RunningApp {
  baseUrl: string;
  stop(): Promise<void>;
  /** Stops the server and starts it again on the same port and database (a backend restart under open pages); `whileDown` runs in between. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

/** The real `npm start` (scripts/start.ts) on a free loopback port with a fresh seeded database. */
export async function startApp({ scratchDir, logFile, env = {} }: AppOptions): Promise<RunningApp> {
  mkdirSync(scratchDir, { recursive: true });
  // Unique per call: two servers started by one process in the same millisecond must not share a file.
  const database = join(scratchDir, `app-${randomUUID()}.db`);
  const launch = (port?: number, appendLog?: boolean) =>
    startServerProcess({
      name: 'the mock server (npm start)',
      args: () => ['--import', 'tsx', 'scripts/start.ts'],
      // As from a shell: a test runner's NODE_ENV=test would give a development build of React. On loopback with
      // MOCK_CONTROL=auto the scenario headers and /__mock calls need no control token.
      env: { NODE_ENV: undefined, HOST: '127.0.0.1', MOCK_CONTROL: 'auto', DATABASE_URL: `file:${database}`, LOG_LEVEL: 'warn', ...env },
      readyPath: READY_PATH,
      logFile,
      startupLimitMs: APP_STARTUP_LIMIT_MS,
      ...(port ? { port } : {}),
      ...(appendLog ? { appendLog } : {}),
    });
  let server = await launch();
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      removeDatabase(database);
    },
    restart: async (whileDown) => {
      await server.stop();
      await whileDown?.();
      server = await launch(server.port, true);
    },
  };
}
