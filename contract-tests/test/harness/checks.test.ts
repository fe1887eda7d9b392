// The judge itself (api/src/judge/checks.ts), on the document's own success examples: it must find nothing wrong
// with any of them, and must report each kind of fault, with its JSON pointer, on every operation where
// the fault can be made.
import { describe, expect, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import { kindOfField } from '@smartsite/api/redact';
import { judgeResponse, type Violation } from '@smartsite/api/judge';
import { SUCCESS, UNAUTHORISED } from '../../src/client';
import { contract, operation, operations } from '../../src/contract';
import type { HttpResponse } from '../../src/transport';
import { example, reply, type Envelope } from './examples';

const judge = (op: OperationInfo, response: HttpResponse, expectation = SUCCESS) =>
  judgeResponse(contract, op, response, expectation).violations;
const kinds = (violations: Violation[]) => violations.map((v) => `${v.kind} ${v.pointer}`);

/** JSON pointers of every field under /data whose removal (or retyping) the schema notices. */
function leaves(value: unknown, pointer: string): { pointer: string; value: unknown }[] {
  if (value === null || typeof value !== 'object') return [{ pointer, value }];
  const entries = Array.isArray(value) ? value.slice(0, 1).map((item, i) => [String(i), item] as const) : Object.entries(value);
  return [{ pointer, value }, ...entries.flatMap(([key, item]) => leaves(item, `${pointer}/${key}`))];
}

function remove(body: Envelope, pointer: string): void {
  const parts = pointer.slice(1).split('/');
  const last = parts.pop() ?? '';
  const parent = parts.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body) as Record<string, unknown>;
  delete parent[last];
}

function replace(body: Envelope, pointer: string, value: unknown): void {
  const parts = pointer.slice(1).split('/');
  const last = parts.pop() ?? '';
  const parent = parts.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body) as Record<string, unknown>;
  parent[last] = value;
}

describe('judgeResponse on the success example of every operation', () => {
  it('finds nothing wrong with any example', () => {
    const wrong = operations
      .map((op) => [op.operationId, kinds(judge(op, reply(example(op))))] as const)
      .filter(([, found]) => found.length);
    expect(wrong).toEqual([]);
  });

  it('reports a dropped required field with its pointer, on every operation whose data has one', () => {
    let tried = 0;
    for (const op of operations) {
      const candidate = leaves(example(op).data, '/data')
        .filter((leaf) => /\/[a-zA-Z]\w*$/.test(leaf.pointer))
        .find((leaf) => {
          const body = example(op);
          remove(body, leaf.pointer);
          return judge(op, reply(body)).length > 0;
        });
      if (!candidate) continue;
      tried += 1;
      const body = example(op);
      remove(body, candidate.pointer);
      const found = judge(op, reply(body));
      expect(found, op.operationId).toContainEqual(
        expect.objectContaining({ kind: 'schema', pointer: candidate.pointer, expected: 'present', actual: 'undefined' }),
      );
    }
    // Operations whose data is null or a bare string have no field to drop.
    expect(tried).toBeGreaterThan(140);
  });

  it('reports a field of the wrong type with expected and actual, on every operation with a typed field', () => {
    let tried = 0;
    // A field openapi.yaml marks x-secret shows its actual value masked (see report-masking.test.ts).
    const secret = (pointer: string) => kindOfField(pointer.slice(pointer.lastIndexOf('/') + 1)) !== undefined;
    for (const op of operations) {
      const leaf = leaves(example(op).data, '/data').find(
        (l) => (typeof l.value === 'number' || typeof l.value === 'string') && !secret(l.pointer),
      );
      if (!leaf) continue;
      tried += 1;
      const body = example(op);
      const wrong = typeof leaf.value === 'number' ? String(leaf.value) : 12345;
      replace(body, leaf.pointer, wrong);
      const found = judge(op, reply(body)).filter((v) => v.kind === 'schema' && v.pointer === leaf.pointer);
      expect(found.length, `${op.operationId} ${leaf.pointer}`).toBeGreaterThan(0);
      expect(found.map((v) => v.actual)).toContain(JSON.stringify(wrong));
    }
    expect(tried).toBeGreaterThan(140);
  });

  it('reports a code that is not a success code, and success false with code 200, as envelope faults', () => {
    for (const op of operations) {
      const wrongCode = { ...example(op), code: 2000 };
      expect(kinds(judge(op, reply(wrongCode))), op.operationId).toContain('envelope /code');
      const notSuccess = { ...example(op), success: false };
      expect(kinds(judge(op, reply(notSuccess))), op.operationId).toContain('envelope /success');
    }
  });

  it('accepts every success code of docs/requirements/envelope.md#response-handling: 200, 0, "200" and "0"', () => {
    const op = operation('getUserInfo');
    for (const code of [200, 0, '200', '0'])
      expect(kinds(envelopeOnly(judge(op, reply({ ...example(op), code })))), String(code)).toEqual([]);
  });

  it('reports a 200 where 401 is due as an auth fault', () => {
    for (const op of operations.filter((o) => !o.isPublic)) {
      expect(kinds(judge(op, reply(example(op)), UNAUTHORISED)), op.operationId).toContain('auth ');
    }
  });
});

const envelopeOnly = (violations: Violation[]) => violations.filter((v) => v.kind === 'envelope');

describe('judgeResponse on error answers', () => {
  const op = operation('getUserInfo');
  const error = (status: number, overrides: Partial<Envelope> = {}) =>
    reply({ code: status, msg: '登录信息已过期，请重新登录', success: false, data: null, ...overrides }, status);

  it('accepts the catalogue 401 envelope where 401 is due', () => {
    expect(judge(op, error(401), UNAUTHORISED)).toEqual([]);
  });

  it('reports an error code that differs from the HTTP status, success true, data not null and an empty msg', () => {
    expect(kinds(judge(op, error(401, { code: 200 }), UNAUTHORISED))).toContain('envelope /code');
    expect(kinds(judge(op, error(401, { success: true }), UNAUTHORISED))).toContain('envelope /success');
    expect(kinds(judge(op, error(401, { data: {} }), UNAUTHORISED))).toContain('envelope /data');
    expect(kinds(judge(op, error(401, { msg: '' }), UNAUTHORISED))).toContain('envelope /msg');
  });

  it('reports a status the operation does not declare, and a body that is not JSON', () => {
    expect(kinds(judge(op, error(418), { statuses: [418], kind: 'status' }))).toContain('status ');
    const html: HttpResponse = { status: 200, headers: { 'content-type': 'text/html' }, text: '<html></html>' };
    expect(kinds(judge(op, html))).toEqual(['envelope ', 'content-type ']);
  });

  it('reports a 404 on an x-inferred path as a probably wrong guess of the path', () => {
    const inferred = operations.find((o) => o.inferred);
    if (!inferred) throw new Error('openapi.yaml has no x-inferred operation');
    expect(kinds(judge(inferred, reply({ code: 404, msg: '访问资源不存在', success: false, data: null }, 404)))).toContain(
      'inferred-path ',
    );
    expect(kinds(judge(op, reply({ code: 404, msg: '访问资源不存在', success: false, data: null }, 404)))).not.toContain('inferred-path ');
  });
});
