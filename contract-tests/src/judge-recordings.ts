// `npm run contract -- --judge DIR`: judges recorded exchanges (src/exchange.ts, one JSON file each, found at any
// depth under DIR) with the suite's judge and severities, and writes the same summary, summary.json and findings
// JUnit as a live run. No backend is called; no coverage gate applies (traffic covers what it covers).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { redactText } from '@smartsite/api/redact';
import { readConfig } from './config';
import { contract, operations, usage } from './contract';
import { answerText, parseExchange, judge, failingImpacts } from '@smartsite/api/judge';
import { formatFindingsJunit } from './findings-junit';
import type { CallRecord } from './recorder';
import { findingsJunit, reportDir, summaryJson, summaryText, writeReport } from './reports';
import { settleBaseline } from './known-findings';
import { formatSummary, summarise } from './summary';

export interface JudgedDirectory {
  records: CallRecord[];
  /** Files that are not exchanges, with the reason. */
  invalid: { file: string; error: string }[];
}

export function judgeDirectory(dir: string): JudgedDirectory {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
  const records: CallRecord[] = [];
  const invalid: JudgedDirectory['invalid'] = [];
  for (const file of files) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      invalid.push({ file, error: `not JSON: ${String(error)}` });
      continue;
    }
    const parsed = parseExchange(operations, value);
    if ('error' in parsed) {
      invalid.push({ file, error: parsed.error });
      continue;
    }
    const { exchange, op } = parsed;
    const request = {
      method: exchange.request.method,
      url: exchange.request.path,
      headers: exchange.request.headers,
      body: exchange.request.body,
    };
    const judgement = judge(contract, op, request, exchange.status, exchange.headers, answerText(exchange), { usage });
    records.push({
      type: 'call',
      operationId: op.operationId,
      check: relative(dir, join(dir, file)),
      exercises: judgement.status === 200,
      status: judgement.status,
      violations: judgement.violations,
    });
  }
  return { records, invalid };
}

/** Exit status: 2 when a file is not an exchange, 1 when a finding fails the run, else 0. */
export function judgeRecordings(dir: string, env: NodeJS.ProcessEnv): number {
  const { failOn } = readConfig(env);
  const { records, invalid } = judgeDirectory(resolve(dir));
  const summary = summarise(
    operations,
    records,
    `${records.length} recorded exchanges in ${dir}${failOn === 'clients' ? '' : ` (fail on ${failOn})`}`,
  );
  // Traffic covers what it covers: the operations it never called are listed, not gated.
  const baseline = settleBaseline(summary.groups, failOn, env);
  const text = [formatSummary(summary).replace(/\nCoverage gate: .*$/, ''), baseline.text].filter(Boolean).join('\n\n');
  const out = reportDir(env);
  mkdirSync(out, { recursive: true });
  writeReport(summaryJson(out), `${JSON.stringify({ ...summary, invalid, staleKnownFindings: baseline.verdict.stale }, null, 2)}\n`);
  writeReport(summaryText(out), `${text}\n`);
  writeReport(findingsJunit(out), formatFindingsJunit(summary, failingImpacts(failOn)));
  console.log(redactText(`${text}\n(written to ${summaryText(out)})`));
  if (invalid.length) {
    console.error(`\n${invalid.length} files are not exchanges (see contract-tests/README.md):`);
    for (const { file, error } of invalid) console.error(redactText(`  ${file}: ${error}`));
    return 2;
  }
  if (baseline.error) {
    console.error(redactText(`Known findings: ${baseline.error}`));
    return 2;
  }
  return baseline.verdict.failing.length ? 1 : 0;
}
