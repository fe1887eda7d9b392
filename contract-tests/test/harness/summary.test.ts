// The summary and the coverage gate (src/summary.ts): the list of operations comes from the document,
// so an operation nobody exercised fails the gate, and every violation is printed with its pointer.
import { describe, expect, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import { violation } from '../../src/checks';
import { operation } from '../../src/contract';
import type { RunRecord } from '../../src/recorder';
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

  it('refuses records of operations the document does not have', () => {
    expect(() => summarise(ops, [call('noSuchOperation')], 'test')).toThrow(/noSuchOperation/);
  });
});
