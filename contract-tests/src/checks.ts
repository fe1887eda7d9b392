// Judges one HTTP response against the contract: declared status, content type, the envelope rules of
// spec 01 §7/§8 and the operation's response schema. Each finding names a JSON pointer, what the
// contract expects there and what the backend sent.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { pointerGet, type OperationInfo } from '@smartsite/api/document';
import { validator } from './contract';
import type { HttpResponse } from './transport';
import { SAFE_INTEGER_RANGE, unsafeIntegers } from './unsafe-integers';

export type ViolationKind =
  | 'status' // the status the call should have answered, or one the document does not declare
  | 'auth' // a protected call did not answer 401 to a missing or bad token
  | 'access' // an x-access rule was not enforced (or enforced where it should not be)
  | 'inferred-path' // an x-inferred path answered 404: our guess of the path is probably wrong
  | 'content-type'
  | 'envelope'
  | 'schema'
  | 'password-leak'
  | 'unsafe-integer' // a number beyond 2^53-1: a JavaScript client reads it rounded
  | 'state'; // a flow's read-back did not show what the previous call changed

export interface Violation {
  kind: ViolationKind;
  /** JSON pointer into the response body; empty for findings about the response as a whole. */
  pointer: string;
  expected: string;
  actual: string;
  message: string;
}

/** Spec 01 §7: the envelope codes that mean success. */
export const SUCCESS_CODES: readonly unknown[] = [200, 0, '200', '0'];

export const show = (value: unknown) => (value === undefined ? 'undefined' : (JSON.stringify(value)?.slice(0, 120) ?? String(value)));

export const violation = (kind: ViolationKind, pointer: string, expected: string, actual: string, what: string): Violation => ({
  kind,
  pointer,
  expected,
  actual,
  message: `${pointer ? `${pointer} ` : ''}${what} (expected ${expected}, actual ${actual})`,
});

export interface Judgement {
  body: unknown;
  violations: Violation[];
}

/** The status a check expects and the kind of violation a different status is. */
export interface StatusExpectation {
  statuses: number[];
  kind: Extract<ViolationKind, 'status' | 'auth' | 'access'>;
}

export function judgeResponse(op: OperationInfo, res: HttpResponse, expectation: StatusExpectation): Judgement {
  const violations: Violation[] = [];
  if (!expectation.statuses.includes(res.status)) {
    const expected = expectation.statuses.join(' or ');
    violations.push(violation(expectation.kind, '', `HTTP ${expected}`, `HTTP ${res.status}`, 'wrong status'));
    if (op.inferred && res.status === 404) {
      violations.push(
        violation(
          'inferred-path',
          '',
          `${op.method.toUpperCase()} ${op.path} to exist`,
          'HTTP 404',
          'x-inferred path not found: our guess of the path may be wrong',
        ),
      );
    }
  }
  if (!op.statuses.includes(res.status)) {
    violations.push(
      violation('status', '', `one of ${op.statuses.join(', ')}`, String(res.status), 'status not declared for this operation'),
    );
  }
  const contentType = res.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    violations.push(violation('content-type', '', 'application/json', show(contentType || undefined), 'wrong content type'));
  }
  let body: unknown;
  try {
    body = JSON.parse(res.text);
  } catch {
    violations.push(violation('envelope', '', 'a JSON envelope', show(res.text.slice(0, 80)), 'body is not JSON'));
    return { body: undefined, violations };
  }
  violations.push(...envelopeViolations(body, res.status));
  for (const { pointer, token } of unsafeIntegers(res.text))
    violations.push(violation('unsafe-integer', pointer, SAFE_INTEGER_RANGE, token, 'number a JavaScript client reads rounded'));
  const validate = validator.response(op.operationId, res.status);
  if (validate && !validate(body)) violations.push(...schemaViolations(validate.errors, body));
  return { body, violations };
}

/** Spec 01 §7 and §8, independent of any schema: what every client relies on. */
export function envelopeViolations(body: unknown, status: number): Violation[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return [violation('envelope', '', 'an object {code, msg, success, data}', show(body), 'body is not an envelope')];
  }
  const envelope = body as Record<string, unknown>;
  const found: Violation[] = [];
  const expectType = (field: string, type: string, ok: boolean) => {
    if (!ok) found.push(violation('envelope', `/${field}`, type, show(envelope[field]), `envelope ${field} missing or of the wrong type`));
  };
  expectType('code', 'integer or string', typeof envelope.code === 'number' || typeof envelope.code === 'string');
  expectType('msg', 'string', typeof envelope.msg === 'string');
  expectType('success', 'boolean', typeof envelope.success === 'boolean');
  if (!('data' in envelope))
    found.push(violation('envelope', '/data', 'present (null when there is nothing)', 'undefined', 'envelope data missing'));
  if (status === 200) {
    if (!SUCCESS_CODES.includes(envelope.code)) {
      found.push(
        violation('envelope', '/code', 'a success code 200, 0, "200" or "0"', show(envelope.code), 'HTTP 200 without a success code'),
      );
    }
    if ((envelope.code === 200 || envelope.code === '200') && envelope.success !== true) {
      found.push(violation('envelope', '/success', 'true', show(envelope.success), 'code 200 requires success true'));
    }
  } else if (status >= 400) {
    if (envelope.code !== status)
      found.push(violation('envelope', '/code', String(status), show(envelope.code), 'error code must equal the HTTP status'));
    if (envelope.success !== false)
      found.push(violation('envelope', '/success', 'false', show(envelope.success), 'error envelope must say success false'));
    if (envelope.data !== null)
      found.push(violation('envelope', '/data', 'null', show(envelope.data), 'error envelope must carry data null'));
    if (typeof envelope.msg === 'string' && envelope.msg.trim() === '') {
      found.push(violation('envelope', '/msg', 'the reason', '""', 'error envelope must name the reason'));
    }
  }
  return found;
}

function expectedOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'present';
    case 'type':
      return `type ${show(params.type)}`;
    case 'enum':
      return `one of ${show(params.allowedValues)}`;
    case 'const':
      return show(params.allowedValue);
    case 'format':
      return `format ${show(params.format)}`;
    default:
      return `${error.keyword} ${show(params)}`;
  }
}

export function schemaViolations(errors: ErrorObject[] | null | undefined, body: unknown): Violation[] {
  // An unmet if/then only repeats the error found inside "then".
  const meaningful = (errors ?? []).filter((error) => error.keyword !== 'if');
  return meaningful.map((error) => {
    const missing = error.keyword === 'required' ? `/${String((error.params as { missingProperty: string }).missingProperty)}` : '';
    const pointer = `${error.instancePath}${missing}` || '/';
    const expected = expectedOf(error);
    const actual = show(pointerGet(body, missing ? pointer : error.instancePath));
    return violation('schema', pointer, expected, actual, error.message ?? error.keyword);
  });
}

export const formatViolations = (violations: readonly Violation[]) => violations.map((v) => `  [${v.kind}] ${v.message}`).join('\n');
