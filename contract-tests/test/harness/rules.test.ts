// The severity rules (api/src/judge/rules.ts) through the judge: each rule on a concrete answer, with its severity and
// pointer; the drifting proxy's drifts each break the client on their operation, and its permitted variations
// give no breaks-client finding on any operation's example.
import { describe, expect, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import {
  judgeResponse,
  type StatusExpectation,
  judge,
  bodyCarriedStatus,
  failingSeverities,
  RULES,
  type RuleId,
  type Severity,
} from '@smartsite/api/judge';
import { contract, operation, operations } from '../../src/contract';
import { ALTERATIONS, type Alteration } from '../../src/drift';
import type { HttpResponse } from '../../src/transport';
import { example, reply } from './examples';

const SUCCESS: StatusExpectation = { statuses: [200], kind: 'status' };
const UNAUTHORISED: StatusExpectation = { statuses: [401], kind: 'auth' };
const userInfo = operation('getUserInfo');
const info = () => example(userInfo) as { code: unknown; msg: unknown; success?: unknown; data: Record<string, unknown> };
const refusal = { code: 401, msg: '登录信息已过期，请重新登录', success: false, data: null };

const found = (op: OperationInfo, res: HttpResponse, expectation?: StatusExpectation) =>
  judgeResponse(contract, op, res, expectation).violations.map((v) => `${v.severity} ${v.rule} ${v.pointer}`);

const cases: { what: string; res: HttpResponse; expectation?: StatusExpectation; rule: RuleId; pointer: string; severity: Severity }[] = [
  {
    what: 'an HTML page',
    res: { status: 200, headers: { 'content-type': 'text/html' }, text: '<html/>' },
    rule: 'unreadable-body',
    pointer: '',
    severity: 'breaks-client',
  },
  { what: 'a JSON list for a body', res: reply([1]), rule: 'not-an-envelope', pointer: '', severity: 'breaks-client' },
  {
    what: 'code missing',
    res: reply({ ...info(), code: undefined }),
    rule: 'code-unreadable',
    pointer: '/code',
    severity: 'breaks-client',
  },
  {
    what: 'code 201 with HTTP 200',
    res: reply({ ...info(), code: 201 }),
    rule: 'no-success-code',
    pointer: '/code',
    severity: 'breaks-client',
  },
  {
    what: 'code 200 with success false',
    res: reply({ ...info(), success: false }),
    rule: 'success-not-true',
    pointer: '/success',
    severity: 'breaks-client',
  },
  {
    what: 'a 404 where 200 is due',
    res: reply({ ...refusal, code: 404, msg: '访问资源不存在' }, 404),
    expectation: SUCCESS,
    rule: 'unexpected-status',
    pointer: '',
    severity: 'breaks-client',
  },
  {
    what: 'a 500',
    res: reply({ ...refusal, code: 500, msg: '服务器发生错误' }, 500),
    rule: 'server-error',
    pointer: '',
    severity: 'breaks-client',
  },
  {
    what: 'a 200 where 401 is due',
    res: reply(info()),
    expectation: UNAUTHORISED,
    rule: 'ignored-auth',
    pointer: '',
    severity: 'breaks-client',
  },
  {
    what: 'a required field missing',
    res: reply({ ...info(), data: { ...info().data, username: undefined } }),
    rule: 'field-missing',
    pointer: '/data/username',
    severity: 'breaks-client',
  },
  {
    what: 'an id as a string',
    res: reply({ ...info(), data: { ...info().data, tenantId: '1' } }),
    rule: 'field-retyped',
    pointer: '/data/tenantId',
    severity: 'breaks-client',
  },
  {
    what: 'an id beyond 2^53-1 (a JavaScript client reads another id)',
    res: {
      ...reply(info()),
      text: JSON.stringify(info()).replace(/"tenantId":\d+/, '"tenantId":6751064696144350703'),
    },
    rule: 'unsafe-integer',
    pointer: '/data/tenantId',
    severity: 'breaks-client',
  },
  {
    what: 'a list that is not a list',
    res: reply({ ...info(), data: { ...info().data, roles: 'admin' } }),
    rule: 'field-retyped',
    pointer: '/data/roles',
    severity: 'breaks-client',
  },
  {
    what: 'a value outside its enum',
    res: reply({ ...info(), data: { ...info().data, userType: 'robot' } }),
    rule: 'value-not-in-enum',
    pointer: '/data/userType',
    severity: 'breaks-client',
  },
  {
    what: 'a 200 where x-access refuses',
    res: reply(info()),
    expectation: { statuses: [403], kind: 'access' },
    rule: 'access-not-enforced',
    pointer: '',
    severity: 'breaks-client',
  },
  {
    what: 'an id below its minimum',
    res: reply({ ...info(), data: { ...info().data, id: 0 } }),
    rule: 'value-outside-bounds',
    pointer: '/data/id',
    severity: 'differs-from-document',
  },
  {
    what: 'a 401 carried by an HTTP 200',
    res: reply(refusal),
    expectation: UNAUTHORISED,
    rule: 'status-in-body-only',
    pointer: '',
    severity: 'differs-from-document',
  },
  {
    what: 'a status the operation does not declare',
    res: reply({ ...refusal, code: 418 }, 418),
    expectation: { statuses: [418], kind: 'status' },
    rule: 'status-undeclared',
    pointer: '',
    severity: 'differs-from-document',
  },
  {
    what: 'JSON as text/plain',
    res: reply(info(), 200, 'text/plain'),
    rule: 'content-type',
    pointer: '',
    severity: 'differs-from-document',
  },
  {
    what: 'an empty msg on an error',
    res: reply({ ...refusal, msg: '' }, 401),
    expectation: UNAUTHORISED,
    rule: 'msg-not-the-reason',
    pointer: '/msg',
    severity: 'differs-from-document',
  },
  {
    what: 'no msg at all',
    res: reply({ ...info(), msg: undefined }),
    rule: 'msg-not-the-reason',
    pointer: '/msg',
    severity: 'differs-from-document',
  },
  {
    what: 'code 0 without success',
    res: reply({ ...info(), code: 0, success: undefined }),
    rule: 'success-flag-missing',
    pointer: '/success',
    severity: 'differs-from-document',
  },
  {
    what: 'an error with data',
    res: reply({ ...refusal, data: {} }, 401),
    expectation: UNAUTHORISED,
    rule: 'error-envelope-shape',
    pointer: '/data',
    severity: 'differs-from-document',
  },
  {
    what: 'an error code other than the status',
    res: reply({ ...refusal, code: 403 }, 401),
    expectation: UNAUTHORISED,
    rule: 'error-envelope-shape',
    pointer: '/code',
    severity: 'differs-from-document',
  },
  {
    what: 'a field the document does not name',
    res: reply({ ...info(), data: { ...info().data, nickName: 'x' } }),
    rule: 'undocumented-field',
    pointer: '/data/nickName',
    severity: 'differs-from-document',
  },
];

describe('severity rules', () => {
  it.each(cases)('$what: $severity ($rule at "$pointer")', ({ res, expectation, rule, pointer, severity }) => {
    expect(RULES[rule].severity).toBe(severity);
    expect(found(userInfo, res, expectation)).toContain(`${severity} ${rule} ${pointer}`);
  });

  it('covers every rule that judges an answer with a case, and cites a source for each', () => {
    // A password (below), a flow's read-back (src/flow.ts), an x-inferred 404 (checks.test.ts).
    const judgedElsewhere: RuleId[] = ['password-returned', 'state-not-read-back', 'inferred-path-missing'];
    const covered = new Set([...cases.map((c) => c.rule), ...judgedElsewhere]);
    expect(Object.keys(RULES).filter((rule) => !covered.has(rule as RuleId))).toEqual([]);
    for (const rule of Object.values(RULES)) expect(rule.source).toMatch(/\S{3}/);
  });

  it('reads the status an HTTP 200 carries in its body only for error codes', () => {
    expect(bodyCarriedStatus(200, refusal)).toBe(401);
    expect(bodyCarriedStatus(200, { ...refusal, code: '403' })).toBe(403);
    expect(bodyCarriedStatus(200, { ...refusal, code: 201 })).toBeUndefined();
    expect(bodyCarriedStatus(401, refusal)).toBeUndefined();
  });

  it('fails a run on breaks-client, and with --strict on every finding', () => {
    expect(failingSeverities(false)).toEqual(['breaks-client']);
    expect(failingSeverities(true)).toEqual(['breaks-client', 'differs-from-document']);
  });

  it('reports a password in an answer as breaking the client', () => {
    const request = { method: 'GET', url: userInfo.path, headers: { authorization: 'Bearer t' }, body: { password: 'Secret_pw_9' } };
    const body = JSON.stringify({ ...info(), data: { ...info().data, avatar: 'Secret_pw_9' } });
    const violations = judge(contract, userInfo, request, 200, { 'content-type': 'application/json' }, body).violations;
    expect(violations.map((v) => `${v.severity} ${v.rule}`)).toEqual(['breaks-client password-returned']);
  });
});

const alter = (alteration: Alteration, res: HttpResponse) => alteration.alter(res, JSON.parse(res.text) as Record<string, unknown>);

describe('the drifting proxy (src/drift.ts) against the judge', () => {
  it.each(ALTERATIONS.drifts)('drift "$what" breaks the client at its pointer', (alteration) => {
    const op = operation(alteration.operationId ?? '');
    const violations = judgeResponse(contract, op, alter(alteration, reply(example(op))), SUCCESS).violations;
    expect(violations.map((v) => `${v.severity} ${v.rule} ${v.pointer}`)).toContain(
      `breaks-client ${alteration.reported.rule} ${alteration.reported.pointer ?? ''}`,
    );
  });

  it.each(ALTERATIONS.variations)('variation "$what" gives no breaks-client finding on any operation', (alteration) => {
    for (const op of operations) {
      for (const [res, expectation] of [
        [reply(example(op)), SUCCESS],
        [reply(refusal, 401), UNAUTHORISED],
      ] as const) {
        const violations = judgeResponse(contract, op, alter(alteration, res), expectation).violations;
        expect(
          violations.filter((v) => v.severity === 'breaks-client'),
          op.operationId,
        ).toEqual([]);
      }
    }
  });
});
