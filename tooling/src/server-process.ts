// A server in a child process of its own on a loopback port (free unless given), ready once a path answers, its
// output in a log file. The mock, Prism and the benchmarks' bare Fastify all start this way.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ROOT } from './paths';
import { freePort, killProcess, stopProcess, waitUntilAnswering } from './processes';
import { stopOnSignal } from './stop-on-signal';

/** Starting a server (tsx, Prisma, a frontend build) takes seconds, much longer on a busy 2-core machine. */
const DEFAULT_STARTUP_LIMIT_MS = 120_000;

export interface ServerSpec {
  /** What the server is, in messages. */
  name: string;
  /** Arguments of `node` for the given port (scripts by path, never npx, so the PID held is the server's). */
  args: (port: number) => string[];
  /** Changes to this process's environment (undefined removes a variable); PORT is set too. */
  env?: Record<string, string | undefined>;
  /** A path that answers once the server is ready. */
  readyPath: string;
  logFile: string;
  /** Keep the log of an earlier start (a restart) instead of starting a new one. */
  appendLog?: boolean;
  /** Reuse a port (a restart on the same address). */
  port?: number;
  startupLimitMs?: number;
}

export interface RunningServer {
  name: string;
  /** Origin of the server, e.g. http://127.0.0.1:40123 (no trailing slash). */
  baseUrl: string;
  port: number;
  child: ChildProcess;
  logFile: string;
  /** SIGTERM (then SIGKILL after a grace period). */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush or close anything. */
  kill(): Promise<void>;
}

function environment(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export async function startServerProcess(spec: ServerSpec): Promise<RunningServer> {
  const { name, args, env = {}, readyPath, logFile, appendLog, startupLimitMs = DEFAULT_STARTUP_LIMIT_MS } = spec;
  mkdirSync(dirname(logFile), { recursive: true });
  const port = spec.port ?? (await freePort());
  const log = createWriteStream(logFile, { flags: appendLog ? 'a' : 'w' });
  const child = spawn(process.execPath, args(port), {
    cwd: ROOT,
    env: environment({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once(
    'exit',
    stopOnSignal(() => stopProcess(child)),
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const baseUrl = `http://127.0.0.1:${port}`;
  const closeLog = () => new Promise<void>((resolve) => log.end(resolve));
  try {
    await waitUntilAnswering(baseUrl + readyPath, child, name, startupLimitMs);
  } catch (error) {
    await stopProcess(child);
    await closeLog();
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  }
  return {
    name,
    baseUrl,
    port,
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
