// The findings as JUnit XML (reports/contract/findings.xml), for CI tools that show test results: one test
// suite per screen (a case per finding group it reads: "v2 项目概况"), one per severity (a case per operation, its
// findings in the case), and one of the groups by cause. A finding whose impact does not fail the run
// (--fail-on: differs-from-document by default) is reported as a skipped case.
import { type Impact, impactOf, SEVERITIES } from '@smartsite/api/judge';
import { type FindingGroup, findingsByScreen, groupKeyOf, groupLine, readersOf, type ScreenFindings } from './finding-groups';
import type { RunSummary } from './summary';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The JUnit case of a finding group: failed when its impact fails the run and the baseline does not accept it. */
function groupCase(g: FindingGroup, failing: readonly Impact[], classname: string, screen?: ScreenFindings): string {
  const fails = failing.includes(g.impact) && g.known?.status !== 'accepted';
  const message = escapeXml(groupLine(g));
  const operations = screen ? g.operations.filter((op) => screen.operations.includes(op)) : g.operations;
  const out = escapeXml(
    `operations${screen ? ` on ${screen.screen}` : ''}: ${operations.join(', ')}\nscreens: ${g.screens.join(', ') || readersOf(g).replace(/^, /, '')}`,
  );
  const body = fails
    ? `<failure message="${message}" type="${g.impact}">${out}</failure>`
    : `<skipped message="${message}"/><system-out>${out}</system-out>`;
  return `    <testcase classname="${escapeXml(classname)}" name="${escapeXml(g.key)}">${body}</testcase>`;
}

function suite(name: string, cases: string[]): string {
  const fails = cases.filter((c) => c.includes('<failure')).length;
  const counts = `tests="${cases.length}" failures="${fails}" skipped="${cases.length - fails}"`;
  return [`  <testsuite name="${escapeXml(name)}" ${counts}>`, ...cases, '  </testsuite>'].join('\n');
}

export function formatFindingsJunit(summary: RunSummary, failing: readonly Impact[]): string {
  const accepted = new Set(summary.groups.filter((g) => g.known?.status === 'accepted').map((g) => g.key));
  // By screen first: what QA reads ("v2 项目概况: 3 findings"), then the findings no screen reads.
  const byScreen = findingsByScreen(summary.groups).map((found) =>
    suite(
      `screen ${found.screen} (${found.count} findings)`,
      found.groups.map((g) => groupCase(g, failing, `screen.${found.screen}`, found)),
    ),
  );
  const unread = summary.groups.filter((g) => g.impact === 'breaks-clients');
  if (unread.length)
    byScreen.push(
      suite(
        'no recorded screen reads it',
        unread.map((g) => groupCase(g, failing, 'screen.none')),
      ),
    );
  const suites = SEVERITIES.map((severity) => {
    const byOperation = Object.entries(summary.findings[severity]);
    const cases = byOperation.map(([operationId, found]) => {
      // An operation whose findings all fall in accepted groups of the known-findings baseline does not fail.
      const fails = found.some(
        (f) =>
          failing.includes(f.violation.impact ?? impactOf(f.violation.severity, f.violation.screens)) &&
          !accepted.has(groupKeyOf(f.violation)),
      );
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
    return suite(severity, cases);
  });
  // The same findings by cause: one case per group (src/finding-groups.ts), its operations and screens in the case.
  suites.push(
    suite(
      'groups',
      summary.groups.map((g) => groupCase(g, failing, `groups.${g.impact}`)),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract findings: ${escapeXml(summary.target)}">`,
    ...byScreen,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
