// One drift, one finding (src/finding-groups.ts): every operation's documented example through the drifting
// proxy's ids-as-strings alteration gives 168 findings on 77 operations and 7 groups, most harmful first, in the
// text summary, the findings JUnit and the HTML report, the single findings still one click away.
import { describe, expect, it } from 'vitest';
import { judgeResponse, type StatusExpectation } from '@smartsite/api/judge';
import { contract, operations } from '../../src/contract';
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
    const { violations, status } = judgeResponse(contract, op, drifted, SUCCESS);
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
      screens: null,
    });
    expect(top!.operations.length).toBeGreaterThan(60);
    expect(top!.pointers).toContain('/data/id');
    expect(top!.pointers.every((p) => !/\/\d+(\/|$)/.test(p))).toBe(true);
    expect(top!.exchanges).toHaveLength(top!.count);
    // Most harmful first: severity, then operations reached.
    const order = summary.groups.map((g) => [g.severity === 'breaks-client' ? 0 : 1, -g.operations.length]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('puts the groups in the text summary and the findings JUnit, keeping the single findings', () => {
    const text = formatSummary(summary);
    expect(text).toMatch(/Findings by cause \(\d+ groups of \d+ findings/);
    expect(text).toMatch(
      /breaks-client \[response_schema_conformance\] field-retyped id string: \d+ findings in \d+ operations at \/data\/id/,
    );
    // The per-operation listing stays: every operation of every group.
    expect(Object.keys(summary.findings['breaks-client']).sort()).toEqual([...new Set(summary.groups.flatMap((g) => g.operations))].sort());
    const junit = formatFindingsJunit(summary, ['breaks-client']);
    expect(junit).toMatch(new RegExp(`<testsuite name="groups" tests="${summary.groups.length}" failures="\\d+"`));
    expect(junit).toContain('name="field-retyped id string"><failure');
  });

  it('links every single finding of a group in the HTML report', () => {
    const html = renderReport(reportContext(readConfig({})), summary, measureCoverage(operations, records), records);
    const section = html.slice(html.indexOf('<section id="groups">'), html.indexOf('<section id="findings">'));
    expect(section).toContain(`Findings by cause (${summary.groups.length})`);
    expect(section).toContain('no screen mapping yet');
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
