// One drift, one finding (src/finding-groups.ts): every operation's documented example through the drifting
// proxy's ids-as-strings alteration gives 168 findings on 77 operations and 7 groups, most harmful first, in the
// text summary, the findings JUnit and the HTML report, the single findings still one click away. Judged with the
// frontend's usage, each group names the screens reading its field, and the reports group by screen.
import { describe, expect, it } from 'vitest';
import { judge, type StatusExpectation } from '@smartsite/api/judge';
import { contract, operations, usage } from '../../src/contract';
import { IDS_AS_STRINGS } from '../../src/drift';
import { fieldOf, foldPointer, groupFindings, kindOf } from '../../src/finding-groups';
import { formatFindingsJunit } from '../../src/findings-junit';
import { renderReport, reportContext } from '../../src/html-report';
import { readConfig } from '../../src/config';
import { measureCoverage } from '../../src/coverage';
import type { RunRecord } from '../../src/recorder';
import { formatSummary, summarise } from '../../src/summary';
import { example, reply } from './examples';

const SUCCESS: StatusExpectation = { statuses: [200], kind: 'status' };

/** Each operation's example answer as a backend with string ids would send it, judged as the suite would. */
const driftedRecords = (): RunRecord[] =>
  operations.map((op) => {
    const res = reply(example(op));
    const drifted = IDS_AS_STRINGS.alter(res, JSON.parse(res.text) as Record<string, unknown>);
    const request = { method: op.method.toUpperCase(), url: op.path, headers: { authorization: 'Bearer t' } };
    const { violations, status } = judge(contract, op, request, drifted.status, drifted.headers, drifted.text, {
      expectation: SUCCESS,
      usage,
    });
    return { type: 'call', operationId: op.operationId, check: 'success answer', exercises: true, status, violations };
  });

describe('the parts of a group key', () => {
  it('folds array indexes and keeps the field a pointer ends in', () => {
    expect(foldPointer('/data/list/3/children/0/id')).toBe('/data/list/*/children/*/id');
    expect(fieldOf('/data/records/12/id')).toBe('id');
    expect(fieldOf('/data/3')).toBe('data');
    expect(fieldOf('')).toBe('(answer)');
  });

  it('tells the kind of an actual value as the judge shows it', () => {
    expect(['"1"', '12', '{"a":1', '[1,', 'null', 'undefined', 'true', '<html>'].map(kindOf)).toEqual([
      'string',
      'number',
      'object',
      'array',
      'null',
      'missing',
      'boolean',
      'text',
    ]);
  });
});

describe('ids as strings: one drift, a few findings', () => {
  const records = driftedRecords();
  const summary = summarise(operations, records, 'ids as strings');

  it('groups hundreds of findings across the operations into a few groups, the widest first', () => {
    const total = summary.checks.violations;
    expect(total).toBeGreaterThan(150);
    expect(summary.groups.length).toBeLessThanOrEqual(8);
    expect(summary.groups.reduce((n, g) => n + g.count, 0)).toBe(total);
    const [top] = summary.groups;
    expect(top).toMatchObject({
      key: 'field-retyped id string',
      severity: 'breaks-client',
      check: 'response_schema_conformance',
      actualKind: 'string',
      impact: 'breaks-screen',
    });
    // The ids of the lists a screen shows: the v1 and v2 dashboards read them.
    expect(top!.screens.length).toBeGreaterThan(5);
    expect(top!.screens).toContain('v2 项目概况');
    expect(top!.operations.length).toBeGreaterThan(60);
    expect(top!.pointers).toContain('/data/id');
    expect(top!.pointers.every((p) => !/\/\d+(\/|$)/.test(p))).toBe(true);
    expect(top!.exchanges).toHaveLength(top!.count);
    // Most harmful first: impact, then screens broken, then operations reached.
    const impacts = ['breaks-screen', 'breaks-clients', 'differs-from-document'];
    const order = summary.groups.map((g) => [impacts.indexOf(g.impact), -g.screens.length, -g.operations.length]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!));
    // A field no screen reads still breaks generated clients, and says so.
    expect(summary.groups.some((g) => g.severity === 'breaks-client' && g.impact === 'breaks-clients' && g.screens.length === 0)).toBe(
      true,
    );
  });

  it('puts the groups in the text summary and the findings JUnit, keeping the single findings', () => {
    const text = formatSummary(summary);
    expect(text).toMatch(/Findings by cause \(\d+ groups of \d+ findings/);
    expect(text).toMatch(
      /breaks-screen \[response_schema_conformance\] field-retyped id string: \d+ findings in \d+ operations read by v1 [^\n]+ \+\d+ screens; \d+ operations no recorded screen calls at \/data\/id/,
    );
    expect(text).toMatch(/Findings by screen[^\n]*\n {2}\S[^\n]*: \d+ findings \(field-retyped id string/);
    expect(text).toMatch(/\n {2}v2 项目概况: \d+ findings/);
    expect(text).toMatch(/no recorded screen reads them, generated clients break: \d+ findings/);
    // The per-operation listing stays: every operation of every group.
    expect(Object.keys(summary.findings['breaks-client']).sort()).toEqual([...new Set(summary.groups.flatMap((g) => g.operations))].sort());
    const junit = formatFindingsJunit(summary, ['breaks-screen', 'breaks-clients']);
    expect(junit).toMatch(new RegExp(`<testsuite name="groups" tests="${summary.groups.length}" failures="\\d+"`));
    expect(junit).toContain('name="field-retyped id string"><failure');
    expect(junit).toMatch(/<testsuite name="screen v2 项目概况 \(\d+ findings\)" tests="\d+" failures="\d+"/);
    expect(junit).toMatch(/<testsuite name="no recorded screen reads it" tests="\d+"/);
    // With --fail-on screens, a field no screen reads is reported but fails nothing.
    const screensOnly = formatFindingsJunit(summary, ['breaks-screen']);
    const unread = screensOnly.slice(screensOnly.indexOf('<testsuite name="no recorded screen reads it"'));
    expect(unread.slice(0, unread.indexOf('</testsuite>'))).toMatch(/failures="0"/);
  });

  it('links every single finding of a group in the HTML report', () => {
    const html = renderReport(reportContext(readConfig({})), summary, measureCoverage(operations, records), records);
    const section = html.slice(html.indexOf('<section id="groups">'), html.indexOf('<section id="findings">'));
    expect(section).toContain(`Findings by cause (${summary.groups.length})`);
    expect(section).toContain('screens: v1 ');
    const screens = html.slice(html.indexOf('<section id="screens">'), html.indexOf('<section id="groups">'));
    expect(screens).toMatch(/<tr><td>v2 项目概况<\/td><td>\d+<\/td><td><a href="#group-0">field-retyped id string<\/a>/);
    const links = [...section.matchAll(/href="#(finding-[^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBe(
      Math.min(
        300,
        summary.groups.filter((g) => g.severity === 'breaks-client').reduce((n, g) => n + g.count, 0),
      ),
    );
    for (const id of links.slice(0, 20)) expect(html).toContain(`id="${id}"`);
  });
});

describe('groupFindings', () => {
  it('keeps different fields and kinds of value apart, and counts operations once', () => {
    const v = (pointer: string, actual: string) => ({
      rule: 'field-retyped' as const,
      kind: 'schema' as const,
      check: 'response_schema_conformance' as const,
      severity: 'breaks-client' as const,
      pointer,
      expected: 'integer',
      actual,
      message: '',
    });
    const groups = groupFindings([
      { operationId: 'a', check: 'c', violations: [v('/data/list/0/id', '"1"'), v('/data/list/1/id', '"2"'), v('/data/id', 'null')] },
      { operationId: 'b', check: 'c', violations: [v('/data/tenantId', '"1"')] },
    ]);
    expect(groups.map((g) => [g.key, g.count, g.operations])).toEqual([
      ['field-retyped id string', 2, ['a']],
      ['field-retyped id null', 1, ['a']],
      ['field-retyped tenantId string', 1, ['b']],
    ]);
  });
});
