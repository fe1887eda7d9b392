// The servers the benchmark and reliability scripts start (from @smartsite/tooling), each in its own process on a
// free loopback port, with their logs in reports/bench/<name>.log: the mock on a seeded database under .tmp/bench,
// a bare Fastify hello world and Stoplight Prism mocking openapi.yaml.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase } from '@smartsite/mock-server';
import {
  removeDatabase,
  reportsDir,
  scratchDir,
  startMock as startMockProcess,
  startPrism as startPrismProcess,
  startServerProcess,
  type MockOptions,
  type RunningServer,
} from '@smartsite/tooling';

export type { RunningServer };

const SCRATCH = scratchDir('bench');
export const REPORTS = reportsDir('bench');

const logFile = (name: string) => join(REPORTS, `${name}.log`);

export interface ScratchDatabase {
  file: string;
  remove(): void;
}

/** A fresh seeded database under .tmp/bench (a copy of the mock's cached template). */
export async function freshDatabase(name: string): Promise<ScratchDatabase> {
  mkdirSync(SCRATCH, { recursive: true });
  const file = join(SCRATCH, `${name}-${process.pid}.db`);
  removeDatabase(file);
  const template = await createTestDatabase();
  copyFileSync(template.file, file);
  template.cleanup();
  return { file, remove: () => removeDatabase(file) };
}

/** The mock server as `npm start` runs it (without the frontend build). */
export const startMock = (options: Omit<MockOptions, 'logFile'>): Promise<RunningServer> =>
  startMockProcess({ ...options, logFile: logFile(options.name) });

/** A Fastify hello world: the practical limit of a Node HTTP server on this machine. */
export const startBareFastify = (): Promise<RunningServer> =>
  startServerProcess({
    name: 'bare-fastify',
    args: () => ['--import', 'tsx', 'scripts/bench/bare-fastify.ts'],
    readyPath: '/',
    logFile: logFile('bare-fastify'),
  });

/** Stoplight Prism mocking openapi.yaml, with request logging off like the mock's. */
export const startPrism = (): Promise<RunningServer> => startPrismProcess({ logFile: logFile('prism'), quiet: true });
