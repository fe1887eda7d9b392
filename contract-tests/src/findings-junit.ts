// The findings as JUnit XML (reports/contract/findings.xml), for CI tools that show test results: one test
// suite per severity, one test case per operation, its findings (pointer, expected, actual) in the case. A
// severity that does not fail the run (differs-from-document without --strict) is reported as skipped cases.
import { type Severity, SEVERITIES } from '@smartsite/api/judge';
import { groupKeyOf, groupLine } from './finding-groups';
import type { RunSummary } from './summary';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function formatFindingsJunit(summary: RunSummary, failing: readonly Severity[]): string {
  const accepted = new Set(summary.groups.filter((g) => g.known?.status === 'accepted').map((g) => g.key));
  const suites = SEVERITIES.map((severity) => {
    const byOperation = Object.entries(summary.findings[severity]);
    const cases = byOperation.map(([operationId, found]) => {
      // An operation whose findings all fall in accepted groups of the known-findings baseline does not fail.
      const fails = failing.includes(severity) && found.some((f) => !accepted.has(groupKeyOf(f.violation)));
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
    const fails = cases.filter((c) => c.includes('<failure')).length;
    const counts = `tests="${cases.length}" failures="${fails}" skipped="${cases.length - fails}"`;
    return [`  <testsuite name="${severity}" ${counts}>`, ...cases, '  </testsuite>'].join('\n');
  });
  // The same findings by cause: one case per group (src/finding-groups.ts), its operations in the case.
  const groupCases = summary.groups.map((g) => {
    const fails = failing.includes(g.severity) && g.known?.status !== 'accepted';
    const message = escapeXml(groupLine(g));
    const out = escapeXml(`operations: ${g.operations.join(', ')}\nscreens: ${g.screens?.join(', ') ?? '(no screen mapping yet)'}`);
    const body = fails
      ? `<failure message="${message}" type="${g.severity}">${out}</failure>`
      : `<skipped message="${message}"/><system-out>${out}</system-out>`;
    return `    <testcase classname="groups.${g.severity}" name="${escapeXml(g.key)}">${body}</testcase>`;
  });
  const groupFails = groupCases.filter((c) => c.includes('<failure')).length;
  suites.push(
    [
      `  <testsuite name="groups" tests="${groupCases.length}" failures="${groupFails}" skipped="${groupCases.length - groupFails}">`,
      ...groupCases,
      '  </testsuite>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract findings: ${escapeXml(summary.target)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
