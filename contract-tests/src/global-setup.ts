// Runs in vitest's main process around the whole contract run: gives every worker a fresh records
// directory, and at the end prints the summary, writes it next to the JUnit XML and applies the coverage gate.
import { mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { describeTarget, readConfig } from './config';
import { operations } from './contract';
import { coverageGate, formatCoverage, measureCoverage, minCoverageOf } from './coverage';
import { formatFindingsJunit } from './findings-junit';
import { renderReport, reportContext } from './html-report';
import { findingsJunit, recordsDir, reportDir, reportHtml, summaryJson, summaryText, writeReport } from './reports';
import { failingImpacts } from '@smartsite/api/judge';
import { settleBaseline } from './known-findings';
import { formatSummary, readRecords, summarise } from './summary';

declare module 'vitest' {
  export interface ProvidedContext {
    contractRecordsDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = reportDir();
  const records = recordsDir(dir);
  rmSync(records, { recursive: true, force: true });
  mkdirSync(records, { recursive: true });
  project.provide('contractRecordsDir', records);

  return () => {
    const recorded = readRecords(records);
    // A run filtered down to the harness's own unit tests makes no contract call: nothing to gate.
    if (recorded.length === 0) return;
    const config = readConfig();
    const summary = summarise(operations, recorded, describeTarget(config));
    const coverage = measureCoverage(operations, recorded);
    // Before the summary is formatted: the baseline marks the groups it accepts.
    const baseline = settleBaseline(summary.groups, config.failOn);
    const text = [formatSummary(summary), formatCoverage(coverage), baseline.text].filter(Boolean).join('\n\n');
    writeReport(summaryJson(dir), `${JSON.stringify({ ...summary, coverage, staleKnownFindings: baseline.verdict.stale }, null, 2)}\n`);
    writeReport(summaryText(dir), `${text}\n`);
    writeReport(findingsJunit(dir), formatFindingsJunit(summary, failingImpacts(config.failOn)));
    writeReport(reportHtml(dir), renderReport(reportContext(config), summary, coverage, recorded));
    console.log(`\n${text}\n(written to ${summaryText(dir)} and ${reportHtml(dir)})`);
    const gateOff = process.env.CONTRACT_COVERAGE_GATE === '0';
    if (summary.uncovered.length && !gateOff) {
      console.error('Coverage gate failed (set CONTRACT_COVERAGE_GATE=0 for a deliberately partial run).');
      process.exitCode = 1;
    }
    const belowMinimum = coverageGate(coverage, minCoverageOf(process.env));
    if (belowMinimum) {
      console.error(belowMinimum);
      process.exitCode = 1;
    }
    if (baseline.error) {
      console.error(`Known findings: ${baseline.error}`);
      process.exitCode = 1;
    }
    // Findings on calls no test asserts (opening a session, fetching a record id) fail the run as well.
    const { failing } = baseline.verdict;
    if (failing.length) {
      console.error(
        `Finding groups that fail the run (new or expired): ${failing.map((g) => g.key).join('; ')}${config.failOn === 'clients' ? '' : ` (--fail-on ${config.failOn})`}.`,
      );
      process.exitCode = 1;
    }
  };
}
