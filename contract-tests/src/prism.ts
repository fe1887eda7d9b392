// `npm test` step: the contract suite against Stoplight Prism mocking the same openapi.yaml, an
// independent second backend. Proves the suite checks the contract rather than our mock's quirks.
// Prism keeps no state, so the suite runs with CONTRACT_STATELESS=1 (state checks skipped and listed);
// writes are allowed (Prism changes nothing). Prism's own log goes to reports/contract-prism/prism.log.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { reportDir, ROOT } from './reports';
import { runContractSuite } from './run-suite';

const PRISM = join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js');
const STARTUP_LIMIT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilAnswering(baseUrl: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('Prism exited before answering (see its log)');
    try {
      await fetch(`${baseUrl}/api/authUser/info`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Prism did not answer within ${STARTUP_LIMIT_MS / 1000} s`);
}

const env = { ...process.env, CONTRACT_REPORT_DIR: process.env.CONTRACT_REPORT_DIR ?? 'reports/contract-prism' };
const dir = reportDir(env);
mkdirSync(dir, { recursive: true });
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const log = createWriteStream(join(dir, 'prism.log'));
const prism = spawn(process.execPath, [PRISM, 'mock', '-h', '127.0.0.1', '-p', String(port), join(ROOT, 'openapi.yaml')], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
prism.stdout.pipe(log);
prism.stderr.pipe(log);
let exited = false;
prism.once('exit', () => (exited = true));

let status = 1;
try {
  await waitUntilAnswering(baseUrl, () => exited);
  console.log(`Prism (pid ${prism.pid}) mocks openapi.yaml on ${baseUrl}`);
  status = await runContractSuite({ ...env, CONTRACT_BASE_URL: baseUrl, CONTRACT_STATELESS: '1', CONTRACT_ALLOW_WRITES: '1' });
} finally {
  if (!exited) {
    prism.kill('SIGTERM');
    await new Promise((resolve) => prism.once('exit', resolve));
  }
}
process.exit(status);
