// `npm run contract -- [--base-url URL] [--username U] [--password P] [--token T] [--project-id N] [--allow-writes]
// [--stateless] [--strict | --fail-on screens|clients|all] [--report-dir DIR] [--min-coverage N] [--workspace fresh|NAME]`, or `npm run contract -- --judge DIR [--strict] [--report-dir DIR]`;
// either with `--known FILE` (the known-findings baseline) and `--write-known FILE [--force]` (a starter baseline).
// Runs the contract suite (test/contract) against the mock in-process or any running backend, or judges recorded
// exchanges without a backend. Options fall back to CONTRACT_BASE_URL, CONTRACT_USERNAME, CONTRACT_PASSWORD,
// CONTRACT_TOKEN, CONTRACT_PROJECT_ID, CONTRACT_ALLOW_WRITES=1, CONTRACT_STATELESS=1, CONTRACT_STRICT=1 and
// CONTRACT_MIN_COVERAGE. --workspace runs the suite in a workspace of the mock at the base URL (src/workspace.ts).
// Writes JUnit XML and the summary under reports/contract/.
import { parseArgs } from 'node:util';
import { judgeRecordings } from './judge-recordings';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readConfig } from './config';
import { KnownFindingsError, readKnownFindings } from './known-findings';
import { runContractSuite } from './run-suite';
import { inWorkspace, WorkspaceError } from './workspace';

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
    'fail-on': { type: 'string' },
    judge: { type: 'string' },
    'report-dir': { type: 'string' },
    'min-coverage': { type: 'string' },
    known: { type: 'string' },
    'write-known': { type: 'string' },
    force: { type: 'boolean' },
    workspace: { type: 'string' },
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
set('CONTRACT_FAIL_ON', values['fail-on']);
set('CONTRACT_REPORT_DIR', values['report-dir']);
set('CONTRACT_MIN_COVERAGE', values['min-coverage']);

// Absolute, so the suite's child process reads the files the caller named.
set('CONTRACT_KNOWN', values.known && resolve(values.known));
set('CONTRACT_WRITE_KNOWN', values['write-known'] && resolve(values['write-known']));
set('CONTRACT_WRITE_KNOWN_FORCE', values.force);

// Bad options and baseline input stop the run before any call, naming the option, entry or field.
try {
  readConfig(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
try {
  readKnownFindings(env);
  if (values['write-known'] && !values.force && existsSync(values['write-known'])) {
    throw new KnownFindingsError(`${values['write-known']} exists: pass --force to overwrite it`);
  }
} catch (error) {
  if (!(error instanceof KnownFindingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const baseUrl = env.CONTRACT_BASE_URL;
if (values.workspace !== undefined && (values.judge || !baseUrl)) {
  console.error('--workspace: a workspace is on a running mock; give its --base-url (and no --judge)');
  process.exit(2);
}
try {
  process.exit(
    values.judge
      ? judgeRecordings(values.judge, env)
      : values.workspace !== undefined && baseUrl
        ? await inWorkspace({ baseUrl, requested: values.workspace, controlToken: env.MOCK_CONTROL_TOKEN }, (workspace) =>
            runContractSuite({ ...env, CONTRACT_WORKSPACE: workspace }),
          )
        : await runContractSuite(env),
  );
} catch (error) {
  if (!(error instanceof WorkspaceError)) throw error;
  console.error(error.message);
  process.exit(2);
}
