// The real `npm start` (scripts/start.ts: builds the frontend if stale, creates and seeds the database, serves
// API + frontend) on a free loopback port with a fresh database under .tmp/e2e; its log goes to reports/e2e.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, stopProcess, waitUntilAnswering } from './processes';
import { REPORTS, ROOT, SCRATCH } from './paths';

/** Building the frontend (when stale) and seeding take this long at most on a busy 2-core machine. */
const STARTUP_LIMIT_MS = 240_000;

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
  /**
   * Stops the server and starts it again on the same port and database (a backend restart under open pages);
   * `whileDown` runs in between.
   */
  restart: (whileDown?: () => Promise<void>) => Promise<void>;
}

function databaseFiles(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/** `extraEnvironment` adds to the server's (hybrid mode's MOCK_UPSTREAM, ...); its log is reports/e2e/<logName>.log. */
export async function startMockServer(extraEnvironment: Record<string, string> = {}, logName = 'mock-server'): Promise<RunningServer> {
  mkdirSync(SCRATCH, { recursive: true });
  mkdirSync(REPORTS, { recursive: true });
  const port = await freePort();
  const database = join(SCRATCH, `mock-${process.pid}-${port}.db`);
  for (const file of databaseFiles(database)) rmSync(file, { force: true });
  const log = createWriteStream(join(REPORTS, `${logName}.log`));
  const baseUrl = `http://127.0.0.1:${port}`;
  // As `npm start` from a shell: without vitest's NODE_ENV=test.
  const { NODE_ENV: _testMode, ...environment } = process.env;
  const launch = async (): Promise<ChildProcess> => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: ROOT,
      // On loopback with MOCK_CONTROL=auto the journeys' scenario headers and /__mock calls need no control token.
      env: {
        ...environment,
        PORT: String(port),
        HOST: '127.0.0.1',
        MOCK_CONTROL: 'auto',
        DATABASE_URL: `file:${database}`,
        LOG_LEVEL: 'warn',
        ...extraEnvironment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    try {
      await waitUntilAnswering(`${baseUrl}/__mock/scenario`, child, 'the mock server (npm start)', STARTUP_LIMIT_MS);
    } catch (error) {
      await stopProcess(child);
      throw new Error(`${(error as Error).message}; see reports/e2e/${logName}.log`);
    }
    return child;
  };
  let child = await launch();
  return {
    baseUrl,
    stop: async () => {
      await stopProcess(child);
      log.end();
      for (const file of databaseFiles(database)) rmSync(file, { force: true });
    },
    restart: async (whileDown) => {
      await stopProcess(child);
      await whileDown?.();
      child = await launch();
    },
  };
}
