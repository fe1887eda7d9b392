// `npm test` step: the fault-injection self-test. Runs the per-operation suite against the
// in-process mock with each deliberate contract fault switched on (MOCK_FAULTS=on, x-mock-scenario) and
// asserts that the suite fails and reports that fault, by kind and JSON pointer. A suite that stayed green
// here would be checking nothing.
import { readFileSync } from 'node:fs';
import type { Violation } from '@smartsite/api/judge';
import { reportDir, summaryJson } from './reports';
import { runContractSuite } from './run-suite';
import type { RunSummary } from './summary';

interface Fault {
  scenario: string;
  what: string;
  /** The check whose calls the fault hits. */
  check: 'success answer' | 'no token';
  /** The violation the suite must report for this fault. */
  reported(v: Violation): boolean;
}

const FAULTS: Fault[] = [
  {
    scenario: 'fault:drop-required',
    what: 'a required field dropped',
    check: 'success answer',
    reported: (v) => v.kind === 'schema' && v.expected === 'present' && v.actual === 'undefined',
  },
  {
    scenario: 'fault:wrong-type',
    what: 'a field of the wrong type',
    check: 'success answer',
    reported: (v) => v.kind === 'schema' && v.expected.startsWith('type '),
  },
  {
    scenario: 'fault:wrong-success-code',
    what: 'a wrong success code',
    check: 'success answer',
    reported: (v) => v.kind === 'envelope' && v.pointer === '/code',
  },
  // Acting as if authenticated, the faulty backend answers 200 to reads and 403 or 404 to the 401 probes of writes
  // (they name no real record, so nothing is changed): each is an auth fault.
  {
    scenario: 'fault:skip-auth',
    what: 'a 200 where 401 is due',
    check: 'no token',
    reported: (v) => v.kind === 'auth' && v.expected === 'HTTP 401',
  },
];

/** Runs the per-operation suite with the fault on; returns what the suite reported, as lines, or why it fails. */
async function selfTest(fault: Fault): Promise<{ ok: boolean; lines: string[] }> {
  const env = {
    ...process.env,
    CONTRACT_SCENARIO: fault.scenario,
    // The mock answers fault:* scenarios only when told to: they exist for this self-test.
    MOCK_FAULTS: 'on',
    CONTRACT_REPORT_DIR: `reports/contract-faults/${fault.scenario.replace(':', '-')}`,
    // Only the per-operation file runs: the flows' operations are deliberately not exercised here.
    CONTRACT_COVERAGE_GATE: '0',
  };
  const started = performance.now();
  const status = await runContractSuite(env, { files: ['test/contract/operations.test.ts'], quiet: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  let summary: RunSummary;
  try {
    summary = JSON.parse(readFileSync(summaryJson(reportDir(env)), 'utf8')) as RunSummary;
  } catch (error) {
    return { ok: false, lines: [`FAIL  ${fault.scenario}: the suite wrote no summary (exit ${status}): ${String(error)}`] };
  }
  // Every operation the run made the faulted check on must show the fault.
  const judged = summary.operations.filter((op) => op.checks.includes(fault.check));
  const caught = judged.filter((op) => op.failures.some((f) => f.violations.some(fault.reported)));
  const missed = judged.filter((op) => !caught.includes(op)).map((op) => op.operationId);
  const example = caught[0]?.failures.flatMap((f) => f.violations).find(fault.reported);
  const ok = status !== 0 && caught.length > 0 && missed.length === 0;
  return {
    ok,
    lines: [
      `${ok ? 'PASS' : 'FAIL'}  ${fault.scenario.padEnd(26)} ${fault.what}: suite exit ${status}, reported on ${caught.length} of the ${judged.length} operations it judged (${seconds} s)`,
      ...(example ? [`      e.g. ${caught[0]?.operationId}: [${example.kind}] ${example.message}`] : []),
      ...(missed.length ? [`      not reported on: ${missed.join(', ')}`] : []),
    ],
  };
}

// Two at a time: each run is one vitest worker, and the machine has two cores.
const results: { ok: boolean; lines: string[] }[] = [];
for (let i = 0; i < FAULTS.length; i += 2) results.push(...(await Promise.all(FAULTS.slice(i, i + 2).map(selfTest))));
for (const result of results) console.log(result.lines.join('\n'));
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} of ${FAULTS.length} faults went unreported.` : `\nThe suite reported all ${FAULTS.length} faults.`);
process.exit(failed ? 1 : 0);
