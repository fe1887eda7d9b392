// The summary and the coverage gate (src/summary.ts): the list of operations comes from the document,
// so an operation nobody exercised fails the gate, and every violation is printed with its pointer.
import { describe, expect, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import { violation, failingImpacts } from '@smartsite/api/judge';
import { operation } from '../../src/contract';
import type { RunRecord } from '../../src/recorder';
import { formatFindingsJunit } from '../../src/findings-junit';
import { formatSummary, summarise } from '../../src/summary';

const ops: OperationInfo[] = ['getUserInfo', 'saveUser', 'listUsers', 'getModuleAuthStatus'].map(operation);
const call = (operationId: string, exercises = true, violations = [] as ReturnType<typeof violation>[]): RunRecord => ({
  type: 'call',
  operationId,
  check: 'success answer',
  exercises,
  status: 200,
  violations,
});

describe('summarise', () => {
  it('fails the gate for an operation that was neither exercised nor skipped by policy', () => {
    const summary = summarise(ops, [call('getUserInfo'), call('listUsers'), call('getModuleAuthStatus', false)], 'test');
    expect(summary.uncovered).toEqual(['saveUser', 'getModuleAuthStatus']);
    expect(formatSummary(summary)).toContain('Coverage gate: FAILED, 2 operations not exercised: saveUser, getModuleAuthStatus');
  });

  it('counts a policy skip as accounted for, and lists it with its reason', () => {
    const records: RunRecord[] = [
      call('getUserInfo'),
      call('listUsers'),
      call('getModuleAuthStatus'),
      { type: 'skip', operationId: 'saveUser', check: 'users CRUD', policy: 'read-only', reason: 'target is read-only' },
    ];
    const summary = summarise(ops, records, 'test');
    expect(summary.uncovered).toEqual([]);
    expect(summary.totals).toEqual({ passed: 3, differs: 0, failed: 0, blocked: 0, skipped: 1, 'not exercised': 0 });
    expect(formatSummary(summary)).toContain('read-only: target is read-only (1 operations): saveUser');
  });

  it('marks an operation failed when any of its checks found a violation, and prints operation, pointer, expected and actual', () => {
    const wrongType = violation('field-retyped', '/data/roles', 'type "array"', '"admin"', 'must be array');
    const records: RunRecord[] = [call('getUserInfo', true, [wrongType]), call('saveUser'), call('listUsers'), call('getModuleAuthStatus')];
    const summary = summarise(ops, records, 'test');
    expect(summary.byTag.authUser).toEqual({ passed: 2, differs: 0, failed: 1, blocked: 0, skipped: 0, 'not exercised': 0 });
    const text = formatSummary(summary);
    expect(text).toContain('getUserInfo (GET /api/authUser/info)');
    expect(text).toContain(
      '[response_schema_conformance] /data/roles must be array (expected type "array", actual "admin") HTTP 200 [success answer]',
    );
  });

  it('lists 404s on x-inferred paths separately', () => {
    const guessed = violation(
      'inferred-path-missing',
      '',
      'POST /api/system/v2/empower/moduleAuth to exist',
      'HTTP 404',
      'x-inferred path not found',
    );
    const summary = summarise(
      ops,
      [call('getUserInfo'), call('saveUser'), call('listUsers'), call('getModuleAuthStatus', true, [guessed])],
      'test',
    );
    expect(formatSummary(summary)).toMatch(
      /x-inferred paths that answered 404[^\n]*\n {2}getModuleAuthStatus: POST \/api\/system\/v2\/empower\/moduleAuth/,
    );
  });

  it('groups findings by severity, then operation, and counts an operation with tolerated findings only as differs', () => {
    const retyped = violation('field-retyped', '/data/tenantId', 'type "integer"', '"1"', 'must be integer');
    const emptyMsg = violation('msg-not-the-reason', '/msg', 'the reason', '""', 'empty msg');
    const records: RunRecord[] = [
      call('getUserInfo', true, [retyped, emptyMsg]),
      call('listUsers', true, [emptyMsg]),
      call('saveUser'),
      call('getModuleAuthStatus'),
    ];
    const summary = summarise(ops, records, 'test');
    expect(Object.keys(summary.findings['breaks-client'])).toEqual(['getUserInfo']);
    expect(Object.keys(summary.findings['differs-from-document'])).toEqual(['getUserInfo', 'listUsers']);
    expect(summary.totals).toMatchObject({ failed: 1, differs: 1, passed: 2 });
    const text = formatSummary(summary);
    expect(text.indexOf('breaks-client:')).toBeLessThan(text.indexOf('differs-from-document:'));
    const junit = formatFindingsJunit(summary, failingImpacts('clients'));
    expect(junit).toMatch(/<testsuite name="breaks-client" tests="1" failures="1" skipped="0">/);
    expect(junit).toMatch(/<testsuite name="differs-from-document" tests="2" failures="0" skipped="2">/);
    expect(formatFindingsJunit(summary, failingImpacts('all'))).toMatch(/name="differs-from-document" tests="2" failures="2"/);
  });

  it('lists an operation that could not run as blocked by the operation whose answer it needed, which the gate accepts', () => {
    const records: RunRecord[] = [
      call('getUserInfo'),
      call('listUsers'),
      call('saveUser'),
      { type: 'blocked', operationId: 'getModuleAuthStatus', check: 'success answer', by: 'getUserInfo', reason: 'no tenantId' },
    ];
    const summary = summarise(ops, records, 'test');
    expect(summary.uncovered).toEqual([]);
    expect(summary.totals.blocked).toBe(1);
    expect(formatSummary(summary)).toContain('by getUserInfo (1 operations): getModuleAuthStatus');
  });

  it('refuses records of operations the document does not have', () => {
    expect(() => summarise(ops, [call('noSuchOperation')], 'test')).toThrow(/noSuchOperation/);
  });
});
