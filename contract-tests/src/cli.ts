// `npm run contract -- [--base-url URL] [--username U] [--password P] [--token T] [--project-id N] [--allow-writes]
// [--stateless] [--strict] [--report-dir DIR] [--min-coverage N]`, or `npm run contract -- --judge DIR [--strict] [--report-dir DIR]`.
// Runs the contract suite (test/contract) against the mock in-process or any running backend, or judges recorded
// exchanges without a backend. Options fall back to CONTRACT_BASE_URL, CONTRACT_USERNAME, CONTRACT_PASSWORD,
// CONTRACT_TOKEN, CONTRACT_PROJECT_ID, CONTRACT_ALLOW_WRITES=1, CONTRACT_STATELESS=1, CONTRACT_STRICT=1 and
// CONTRACT_MIN_COVERAGE.
// Writes JUnit XML and the summary under reports/contract/.
import { parseArgs } from 'node:util';
import { judgeRecordings } from './judge-recordings';
import { runContractSuite } from './run-suite';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    token: { type: 'string' },
    'project-id': { type: 'string' },
    'allow-writes': { type: 'boolean' },
    stateless: { type: 'boolean' },
    strict: { type: 'boolean' },
    judge: { type: 'string' },
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
set('CONTRACT_TOKEN', values.token);
set('CONTRACT_PROJECT_ID', values['project-id']);
set('CONTRACT_ALLOW_WRITES', values['allow-writes']);
set('CONTRACT_STATELESS', values.stateless);
set('CONTRACT_STRICT', values.strict);
set('CONTRACT_REPORT_DIR', values['report-dir']);
set('CONTRACT_MIN_COVERAGE', values['min-coverage']);

process.exit(values.judge ? judgeRecordings(values.judge, env) : await runContractSuite(env));
