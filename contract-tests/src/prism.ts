// `npm test` step: the contract suite against Stoplight Prism mocking the same openapi.yaml, an
// independent second backend. Proves the suite checks the contract rather than our mock's quirks.
// Prism keeps no state, so the suite runs with CONTRACT_STATELESS=1 (state checks skipped and listed);
// writes are allowed (Prism changes nothing). Prism's own log goes to reports/contract-prism/prism.log.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startPrism } from '@smartsite/tooling';
import { reportDir } from './reports';
import { runContractSuite } from './run-suite';

const env = { ...process.env, CONTRACT_REPORT_DIR: process.env.CONTRACT_REPORT_DIR ?? 'reports/contract-prism' };
const dir = reportDir(env);
mkdirSync(dir, { recursive: true });
const prism = await startPrism({ logFile: join(dir, 'prism.log') });

let status = 1;
try {
  console.log(`Prism (pid ${prism.child.pid}) mocks openapi.yaml on ${prism.baseUrl}`);
  status = await runContractSuite({ ...env, CONTRACT_BASE_URL: prism.baseUrl, CONTRACT_STATELESS: '1', CONTRACT_ALLOW_WRITES: '1' });
} finally {
  await prism.stop();
}
process.exit(status);
