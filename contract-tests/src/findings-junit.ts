// The findings as JUnit XML (reports/contract/findings.xml), for CI tools that show test results: one test
// suite per severity, one test case per operation, its findings (pointer, expected, actual) in the case. A
// severity that does not fail the run (differs-from-document without --strict) is reported as skipped cases.
import { type Severity, SEVERITIES } from '@smartsite/api/judge';
import type { RunSummary } from './summary';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function formatFindingsJunit(summary: RunSummary, failing: readonly Severity[]): string {
  const suites = SEVERITIES.map((severity) => {
    const byOperation = Object.entries(summary.findings[severity]);
    const fails = failing.includes(severity);
    const cases = byOperation.map(([operationId, found]) => {
      const op = summary.operations.find((s) => s.operationId === operationId);
      const lines = found.map(
        (f) =>
          `[${f.violation.check}] ${f.violation.pointer || '(answer)'}: expected ${f.violation.expected}, actual ${f.violation.actual} (${f.check})`,
      );
      const message = escapeXml(`${found.length} findings, first: ${found[0]?.violation.message ?? ''}`);
      const body = fails
        ? `<failure message="${message}" type="${severity}">${escapeXml(lines.join('\n'))}</failure>`
        : `<skipped message="${message}"/><system-out>${escapeXml(lines.join('\n'))}</system-out>`;
      return `    <testcase classname="${severity}" name="${escapeXml(`${operationId} (${op?.method} ${op?.path})`)}">${body}</testcase>`;
    });
    const counts = `tests="${cases.length}" failures="${fails ? cases.length : 0}" skipped="${fails ? 0 : cases.length}"`;
    return [`  <testsuite name="${severity}" ${counts}>`, ...cases, '  </testsuite>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract findings: ${escapeXml(summary.target)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
