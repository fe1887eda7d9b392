// Child processes of scripts and suites: free loopback ports, waiting until a server answers, stopping what we started.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export { sleep };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Polls the URL until it answers with any HTTP status; fails early if the process died. */
export async function waitUntilAnswering(url: string, child: ChildProcess, what: string, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${what} did not answer ${url} within ${limitMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not exited after a grace period. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** SIGKILL, and wait until the process is gone. */
export async function killProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
