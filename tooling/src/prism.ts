// Stoplight Prism mocking openapi.yaml: an independent second backend that answers every operation with its
// documented example (the contract suite's second target, an e2e journey's backend, a benchmark's baseline).
import { join } from 'node:path';
import { ROOT } from './paths';
import { startServerProcess, type RunningServer } from './server-process';

const PRISM = join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');

export interface PrismOptions {
  logFile: string;
  /** Request logging off (-v warn), as a benchmark wants it. */
  quiet?: boolean;
}

export function startPrism({ logFile, quiet = false }: PrismOptions): Promise<RunningServer> {
  return startServerProcess({
    name: 'Prism',
    args: (port) => [PRISM, 'mock', '-h', '127.0.0.1', '-p', String(port), ...(quiet ? ['-v', 'warn'] : []), join(ROOT, 'openapi.yaml')],
    // Prism enforces the declared bearer security: any answer (401) means it is up.
    readyPath: '/api/authUser/info',
    logFile,
  });
}
