// `npm run contract -- [--base-url URL] [--username U] [--password P] [--project-id N] [--allow-writes] [--stateless]
//   [--report-dir DIR] [--min-coverage N]`
// Runs the contract suite (test/contract) against the mock in-process, or against any running backend.
// Options fall back to CONTRACT_BASE_URL, CONTRACT_USERNAME, CONTRACT_PASSWORD, CONTRACT_PROJECT_ID,
// CONTRACT_ALLOW_WRITES=1, CONTRACT_STATELESS=1 and CONTRACT_MIN_COVERAGE. Writes JUnit XML and the summary under reports/contract/.
import { parseArgs } from 'node:util';
import { runContractSuite } from './run-suite';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    'project-id': { type: 'string' },
    'allow-writes': { type: 'boolean' },
    stateless: { type: 'boolean' },
    'report-dir': { type: 'string' },
    'min-coverage': { type: 'string' },
  },
});

const env: NodeJS.ProcessEnv = { ...process.env };
const set = (name: string, value: string | boolean | undefined) => {
  if (value !== undefined) env[name] = value === true ? '1' : String(value);
};
set('CONTRACT_BASE_URL', values['base-url']);
set('CONTRACT_USERNAME', values.username);
set('CONTRACT_PASSWORD', values.password);
set('CONTRACT_PROJECT_ID', values['project-id']);
set('CONTRACT_ALLOW_WRITES', values['allow-writes']);
set('CONTRACT_STATELESS', values.stateless);
set('CONTRACT_REPORT_DIR', values['report-dir']);
set('CONTRACT_MIN_COVERAGE', values['min-coverage']);

process.exit(await runContractSuite(env));
