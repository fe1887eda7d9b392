// A script stopped by a signal stops what it started: a script that has started a server process and a PostgreSQL
// cluster gets SIGTERM (as from `timeout`) and exits, leaving neither behind.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { ROOT, reportsDir } from '@smartsite/tooling';

const hasPostgres = existsSync('/usr/lib/postgresql');

/** Starts what a benchmark starts, prints their pids and ports, and waits to be stopped. */
const SCRIPT = `
import { join } from 'node:path';
import { startServerProcess } from '@smartsite/tooling';
import { startPostgres } from './scripts/lib/postgres.ts';
const postgres = ${hasPostgres} ? await startPostgres() : undefined;
const server = await startServerProcess({
  name: 'bare-fastify',
  args: () => ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'],
  readyPath: '/',
  logFile: join(${JSON.stringify(reportsDir('stop-on-signal'))}, 'bare-fastify.log'),
});
console.log(JSON.stringify({ serverPid: server.child.pid, postgresPort: postgres?.port }));
setInterval(() => undefined, 60_000);
`;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('stopOnSignal', () => {
  it('stops the server processes and the PostgreSQL cluster a script started when it gets SIGTERM', { timeout: 120_000 }, async () => {
    const script = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => script.once('exit', (code) => resolve(code)));
    const firstLine = await new Promise<string>((resolve, reject) => {
      createInterface({ input: script.stdout }).once('line', resolve);
      script.once('exit', (code) => reject(new Error(`the script exited (${code}) before starting everything`)));
    });
    const { serverPid, postgresPort } = JSON.parse(firstLine) as { serverPid: number; postgresPort?: number };
    // Without PostgreSQL installed only the server process is checked.
    const clusterAnswers = () => (postgresPort ? answers(postgresPort) : Promise.resolve(hasPostgres));
    expect(isRunning(serverPid)).toBe(true);
    expect(await clusterAnswers()).toBe(hasPostgres);

    script.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(isRunning(serverPid)).toBe(false);
    expect(postgresPort ? await answers(postgresPort) : false).toBe(false);
  });
});
