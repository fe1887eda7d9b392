// The servers the benchmark and reliability scripts start, each in its own process on a free loopback port:
// the mock server (mock-server/src/server.ts on a seeded database under .tmp/bench), a bare Fastify hello
// world and Stoplight Prism mocking openapi.yaml. Logs go to reports/bench/<name>.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase } from '@smartsite/mock-server';
import { isPostgresUrl } from '@smartsite/mock-server/db/url';
import { freePort, killProcess, stopProcess, waitUntilAnswering } from '../../lib/processes';
import { ROOT } from '../../lib/run';

const SCRATCH = join(ROOT, '.tmp', 'bench');
export const REPORTS = join(ROOT, 'reports', 'bench');

/** Starting the mock (tsx, Prisma) or Prism takes a few seconds, much longer on a busy 2-core machine. */
const STARTUP_LIMIT_MS = 120_000;

export interface RunningServer {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  logFile: string;
  /** SIGTERM (then SIGKILL after a grace period). */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush or close anything. */
  kill(): Promise<void>;
}

interface ProcessSpec {
  name: string;
  args: (port: number) => string[];
  /** Added to this process's environment, with PORT. */
  env?: Record<string, string>;
  /** A path that answers once the server is ready. */
  readyPath: string;
  port?: number;
  /** Keep the log of an earlier start (a restart) instead of starting a new one. */
  appendLog?: boolean;
}

async function startProcess({ name, args, env = {}, readyPath, port: given, appendLog }: ProcessSpec): Promise<RunningServer> {
  mkdirSync(REPORTS, { recursive: true });
  const port = given ?? (await freePort());
  const logFile = join(REPORTS, `${name}.log`);
  const log = createWriteStream(logFile, { flags: appendLog ? 'a' : 'w' });
  const child = spawn(process.execPath, args(port), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const closeLog = () => new Promise<void>((resolve) => log.end(resolve));
  try {
    await waitUntilAnswering(baseUrl + readyPath, child, name, STARTUP_LIMIT_MS);
  } catch (error) {
    await stopProcess(child);
    await closeLog();
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  }
  return {
    name,
    baseUrl,
    child,
    logFile,
    stop: async () => {
      await stopProcess(child);
      await closeLog();
    },
    kill: async () => {
      await killProcess(child);
      await closeLog();
    },
  };
}

const databaseFiles = (file: string) => ['', '-wal', '-shm', '-journal'].map((suffix) => file + suffix);

export interface ScratchDatabase {
  file: string;
  remove(): void;
}

/** A fresh seeded database under .tmp/bench (a copy of the mock's cached template). */
export async function freshDatabase(name: string): Promise<ScratchDatabase> {
  mkdirSync(SCRATCH, { recursive: true });
  const file = join(SCRATCH, `${name}-${process.pid}.db`);
  for (const path of databaseFiles(file)) rmSync(path, { force: true });
  const template = await createTestDatabase();
  copyFileSync(template.file, file);
  template.cleanup();
  return { file, remove: () => databaseFiles(file).forEach((path) => rmSync(path, { force: true })) };
}

export interface MockOptions {
  name: string;
  /** A SQLite file, or a `postgresql://` URL. */
  databaseFile: string;
  /** Extra environment: LOG_LEVEL (default warn), AUTH_RATE_LIMIT, MOCK_ANSWER_CACHE, ... */
  env?: Record<string, string>;
  /** Reuse a port (a restart on the same address). */
  port?: number;
  appendLog?: boolean;
  /** Write a V8 CPU profile of the server into this folder when it stops (node --cpu-prof). */
  profileDir?: string;
}

/** The mock server as `npm start` runs it (without the frontend build), in its own process. */
export function startMock({ name, databaseFile, env = {}, port, appendLog, profileDir }: MockOptions): Promise<RunningServer> {
  return startProcess({
    name,
    args: () => [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', 'mock-server/src/server.ts'],
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: isPostgresUrl(databaseFile) ? databaseFile : `file:${databaseFile}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    readyPath: '/__mock/scenario',
    ...(port ? { port } : {}),
    ...(appendLog ? { appendLog } : {}),
  });
}

/** A Fastify hello world: the practical limit of a Node HTTP server on this machine. */
export function startBareFastify(): Promise<RunningServer> {
  return startProcess({ name: 'bare-fastify', args: () => ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], readyPath: '/' });
}

/** Stoplight Prism mocking openapi.yaml, with request logging off like the mock's (-v warn). */
export function startPrism(): Promise<RunningServer> {
  return startProcess({
    name: 'prism',
    args: (port) => [
      'node_modules/@stoplight/prism-cli/dist/index.js',
      'mock',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-v',
      'warn',
      'openapi.yaml',
    ],
    readyPath: '/api/authUser/info',
  });
}
