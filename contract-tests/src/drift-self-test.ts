// `npm test` step: the contract suite against a drifting backend (the in-process mock behind the proxy of
// src/drift.ts). With the drifts on, the run must fail, judge at least 95% of the operations, report every
// drift as breaks-client at its pointer and list what it blocks; with the permitted variations on, the run
// must pass with no breaks-client finding and report each variation as differs-from-document.
import { readFileSync } from 'node:fs';
import { ALTERATIONS, type Alteration, type DriftProfile } from './drift';
import { reportDir, summaryJson } from './reports';
import type { Severity } from '@smartsite/api/judge';
import { runContractSuite } from './run-suite';
import { judgedCount, type RunSummary } from './summary';

/**
 * The drifts need only the files that judge every operation; a permitted variation must pass everything a client
 * relies on, so it goes through the whole suite, the isolation matrix and the security checks included.
 */
const FILES: Record<DriftProfile, string[]> = {
  drifts: ['test/contract/operations.test.ts', 'test/contract/flows.test.ts', 'test/contract/auth.test.ts'],
  variations: ['test/contract/'],
};
const MIN_JUDGED = 0.95;

const EXPECTED: Record<DriftProfile, { severity: Severity; fails: boolean }> = {
  drifts: { severity: 'breaks-client', fails: true },
  variations: { severity: 'differs-from-document', fails: false },
};

function reported(summary: RunSummary, severity: Severity, alteration: Alteration): boolean {
  const { rule, pointer } = alteration.reported;
  const where = alteration.operationId
    ? [summary.findings[severity][alteration.operationId] ?? []]
    : Object.values(summary.findings[severity]);
  return where.some((found) => found.some((f) => f.violation.rule === rule && (pointer === undefined || f.violation.pointer === pointer)));
}

async function selfTest(profile: DriftProfile): Promise<{ ok: boolean; lines: string[] }> {
  const env = { ...process.env, CONTRACT_DRIFT: profile, CONTRACT_REPORT_DIR: `reports/contract-drift/${profile}` };
  const started = performance.now();
  const status = await runContractSuite(env, { files: FILES[profile], quiet: true, maxWorkers: 1 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  let summary: RunSummary;
  try {
    summary = JSON.parse(readFileSync(summaryJson(reportDir(env)), 'utf8')) as RunSummary;
  } catch (error) {
    return { ok: false, lines: [`FAIL  ${profile}: the suite wrote no summary (exit ${status}): ${String(error)}`] };
  }
  const { severity, fails } = EXPECTED[profile];
  const judged = judgedCount(summary);
  const share = judged / summary.operations.length;
  const problems: string[] = [];
  if ((status !== 0) !== fails) problems.push(`suite exit ${status}, expected ${fails ? 'a failure' : '0'}`);
  if (share < MIN_JUDGED) problems.push(`only ${judged} of ${summary.operations.length} operations judged`);
  if (!fails && Object.keys(summary.findings['breaks-client']).length) {
    problems.push(`breaks-client findings on ${Object.keys(summary.findings['breaks-client']).join(', ')}`);
  }
  const lines = ALTERATIONS[profile].map((alteration) => {
    const blocked = alteration.blocks
      ? summary.operations.find((op) => op.operationId === alteration.blocks)?.blocked.some((b) => b.by === alteration.operationId)
      : true;
    const ok = reported(summary, severity, alteration) && blocked;
    if (!ok) problems.push(`not reported: ${alteration.what}`);
    const where = `${alteration.operationId ?? 'every operation'} ${alteration.reported.pointer ?? ''}`.trim();
    const blocks = alteration.blocks ? `, blocks ${alteration.blocks}` : '';
    return `      ${ok ? 'ok  ' : 'MISS'} ${alteration.what}: ${severity} ${alteration.reported.rule} at ${where}${blocks}`;
  });
  const ok = problems.length === 0;
  return {
    ok,
    lines: [
      `${ok ? 'PASS' : 'FAIL'}  ${profile}: suite exit ${status}, ${judged} of ${summary.operations.length} operations judged (${(share * 100).toFixed(1)}%), ${seconds} s`,
      ...lines,
      ...problems.map((p) => `      problem: ${p}`),
    ],
  };
}

// Both at once, one vitest worker each: the machine has two cores.
const results = await Promise.all((['drifts', 'variations'] as const).map(selfTest));
for (const result of results) console.log(result.lines.join('\n'));
process.exit(results.every((r) => r.ok) ? 0 : 1);
