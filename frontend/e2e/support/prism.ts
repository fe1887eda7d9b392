// Stoplight Prism mocking openapi.yaml: an independent second backend that answers every operation with its
// documented example. Started by node path (not npx) so the PID held is Prism's; its log goes to reports/e2e.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, stopProcess, waitUntilAnswering } from './processes';
import { REPORTS, ROOT } from './paths';

const PRISM = join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');
const STARTUP_LIMIT_MS = 90_000;

export interface RunningPrism {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startPrism(): Promise<RunningPrism> {
  mkdirSync(REPORTS, { recursive: true });
  const port = await freePort();
  const log = createWriteStream(join(REPORTS, 'prism.log'));
  const child = spawn(process.execPath, [PRISM, 'mock', '-h', '127.0.0.1', '-p', String(port), join(ROOT, 'openapi.yaml')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${baseUrl}/api/authUser/info`, child, 'Prism', STARTUP_LIMIT_MS);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}; see reports/e2e/prism.log`);
  }
  return {
    baseUrl,
    stop: async () => {
      await stopProcess(child);
      log.end();
    },
  };
}
