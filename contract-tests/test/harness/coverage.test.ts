// Coverage of declared answers (src/coverage.ts): an answer counts when a call got the declared status with an
// envelope code the document allows for it; the x-access matrix counts the cells the isolation test sent.
import { describe, expect, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import { operation } from '../../src/contract';
import { coverageGate, formatCoverage, measureCoverage, minCoverageOf } from '../../src/coverage';
import type { AccessCell, RunRecord } from '../../src/recorder';

const ops: OperationInfo[] = ['getUserInfo', 'listUsers'].map(operation);
const call = (operationId: string, status: number, code: unknown, check = `got ${status}`, cell?: AccessCell): RunRecord => ({
  type: 'call',
  operationId,
  check,
  exercises: status === 200,
  status,
  code,
  ...(cell ? { cell } : {}),
  violations: [],
});

describe('measureCoverage', () => {
  it('lists every declared status of every operation with the checks that observed it', () => {
    const report = measureCoverage(ops, [call('getUserInfo', 200, 200, 'success answer'), call('getUserInfo', 401, 401, 'no token')]);
    const userInfo = report.operations.find((op) => op.operationId === 'getUserInfo')!;
    expect(userInfo.answers.map((a) => a.status)).toEqual(operation('getUserInfo').statuses);
    expect(userInfo.answers.find((a) => a.status === 200)).toEqual({
      status: 200,
      codes: [200, 0, '200', '0'],
      observedBy: ['success answer'],
    });
    expect(userInfo.answers.find((a) => a.status === 401)).toEqual({ status: 401, codes: [401], observedBy: ['no token'] });
    expect(userInfo.answers.find((a) => a.status === 404)?.observedBy).toEqual([]);
    const declared = ops.reduce((n, op) => n + op.statuses.length, 0);
    expect(report.answers).toEqual({ declared, observed: 2, percent: Math.round((2 / declared) * 1000) / 10 });
    expect(report.unobservedByStatus['401']).toEqual(['listUsers']);
  });

  it('does not count a status whose envelope code the document does not allow with it', () => {
    const report = measureCoverage(ops, [call('listUsers', 200, 201), call('listUsers', 403, 200), call('listUsers', 404, undefined)]);
    expect(report.answers.observed).toBe(0);
  });

  it('counts the isolation matrix cells per rule of the operation, allowed and refused apart', () => {
    const ownProject: AccessCell = { account: 'tenant', scope: 'own project', allowed: true };
    const foreign: AccessCell = { account: 'tenant', scope: "another tenant's project", allowed: false };
    const report = measureCoverage(ops, [
      call('listUsers', 200, 200, 'isolation', ownProject),
      call('listUsers', 403, 403, 'isolation', foreign),
      call('listUsers', 403, 403, 'isolation', foreign),
    ]);
    const rules = [...new Set(operation('listUsers').access.map((r) => r.kind))].filter((k) => k !== 'token');
    expect(report.matrix.rules).toEqual(rules);
    const cell = (scope: string) => report.matrix.cells.find((c) => c.rule === rules[0] && c.account === 'tenant' && c.scope === scope);
    expect(cell('own project')).toMatchObject({ allowed: 1, refused: 0 });
    expect(cell("another tenant's project")).toMatchObject({ allowed: 0, refused: 2 });
    expect(report.matrix.sent).toBe(2 * rules.length);
    expect(report.matrix.possible).toBe(rules.length * 3 * 5);
  });

  it('prints totals per tag and the statuses never observed', () => {
    const text = formatCoverage(measureCoverage(ops, [call('getUserInfo', 200, '0')]));
    expect(text).toMatch(/Coverage of declared answers .*: 1 of \d+ observed/);
    expect(text).toMatch(/authUser\s+\d+\s+1\s+\d+\.\d%/);
    expect(text).toContain('HTTP 401: 2 operations (getUserInfo, listUsers)');
  });
});

describe('--min-coverage', () => {
  const report = measureCoverage(ops, [call('getUserInfo', 200, 200)]);

  it('fails a run below the minimum and passes one at or above it', () => {
    expect(coverageGate(report, 50)).toMatch(/below --min-coverage 50/);
    expect(coverageGate(report, report.answers.percent)).toBeUndefined();
    expect(coverageGate(report, undefined)).toBeUndefined();
  });

  it('reads a percent from CONTRACT_MIN_COVERAGE and refuses anything else', () => {
    expect(minCoverageOf({ CONTRACT_MIN_COVERAGE: '95.5' })).toBe(95.5);
    expect(minCoverageOf({})).toBeUndefined();
    expect(() => minCoverageOf({ CONTRACT_MIN_COVERAGE: 'most' })).toThrow(/percent/);
    expect(() => minCoverageOf({ CONTRACT_MIN_COVERAGE: '120' })).toThrow(/percent/);
  });
});
