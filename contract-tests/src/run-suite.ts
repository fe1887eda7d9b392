// Runs the contract suite (test/contract) in a vitest child process with the given environment, writing
// JUnit XML and the summary to the report directory. Used by the CLI, the Prism run and the fault self-test.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { reportDir, ROOT } from './reports';

export interface SuiteRun {
  /** Test files or folders under contract-tests/; default the whole contract suite. */
  files?: string[];
  /** Only the JUnit XML and the summary files, nothing on the console. */
  quiet?: boolean;
  /** vitest workers; default the contract config's (two). One when several runs share the machine. */
  maxWorkers?: number;
  /** Only the tests whose name matches (vitest -t): an operationId runs that operation's checks. */
  testNamePattern?: string;
  /** Stops the run (the MCP server bounds a run in time). */
  signal?: AbortSignal;
}

/** Resolves to vitest's exit status. */
export function runContractSuite(
  env: NodeJS.ProcessEnv,
  { files = ['test/contract/'], quiet = false, maxWorkers, testNamePattern, signal }: SuiteRun = {},
): Promise<number> {
  const args = [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--root',
    join(ROOT, 'contract-tests'),
    ...(quiet ? [] : ['--reporter=default']),
    ...(maxWorkers ? [`--maxWorkers=${maxWorkers}`] : []),
    ...(testNamePattern ? ['--testNamePattern', testNamePattern] : []),
    '--reporter=junit',
    `--outputFile.junit=${join(reportDir(env), 'junit.xml')}`,
    ...files,
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit', env, ...(signal ? { signal } : {}) });
  // An aborted spawn emits 'error' (AbortError) before 'exit'; the run's status is then the exit's.
  child.on('error', () => {});
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}
