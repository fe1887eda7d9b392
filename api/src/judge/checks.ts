// Judges one HTTP response against the contract: declared status, content type, the envelope rules of
// docs/requirements/calls.md#call-list, docs/requirements/envelope.md#error-catalogue, the operation's response schema and the fields it names. Each finding names its rule
// (rules.ts: severity and check), a JSON pointer, what the contract expects there and what the backend sent.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { pointerGet, type OpenApiDocument, type OperationInfo, type SchemaValidator } from '../document';
import { redactAt, redactText, redactValue } from '../redact';
import { bodyCarriedStatus, RULES, schemaRule, type CheckName, type RuleId, type Severity, type ViolationKind } from './rules';
import { responseSchema, undocumentedFields } from './undocumented';
import type { Impact, ScreenRead } from './usage';
import { SAFE_INTEGER_RANGE, unsafeIntegers } from './unsafe-integers';

export type { ViolationKind } from './rules';

export interface Violation {
  /** The rule of rules.ts the finding falls under; it sets kind, check and severity. */
  rule: RuleId;
  kind: ViolationKind;
  /** The check, in Schemathesis's vocabulary where one corresponds. */
  check: CheckName;
  severity: Severity;
  /** JSON pointer into the response body; empty for findings about the response as a whole. */
  pointer: string;
  expected: string;
  actual: string;
  message: string;
  /**
   * The screens reading what the finding is about ([] for none, null when the usage does not cover the operation);
   * set when the judge was given the frontend's usage.
   */
  screens?: ScreenRead[] | null;
  /** The severity ranked by those screens; set with screens. */
  impact?: Impact;
}

/** docs/requirements/envelope.md#response-handling: the envelope codes that mean success. */
export const SUCCESS_CODES: readonly unknown[] = [200, 0, '200', '0'];

/** A value as a finding shows it: short, with every x-secret field masked (findings end up in reports). */
export const show = (value: unknown) =>
  value === undefined ? 'undefined' : (JSON.stringify(redactValue(value))?.slice(0, 120) ?? String(value));

/**
 * The actual value of a finding, masked as the field its pointer ends in (a bare SMS code or opaque token at
 * /data/code or /data/token is told from other text only by its field), and any JWT, share token or phone.
 */
function maskedActual(pointer: string, actual: string): string {
  let value: unknown;
  try {
    value = JSON.parse(actual);
  } catch {
    return redactText(actual);
  }
  const masked = redactAt(pointer, value);
  return masked === value ? redactText(actual) : redactText(JSON.stringify(masked));
}

/** A finding; whatever it quotes of the answer is masked as reports mask it (@smartsite/api/redact). */
export const violation = (rule: RuleId, pointer: string, expected: string, actual: string, what: string): Violation => {
  const shown = maskedActual(pointer, actual);
  const wanted = redactText(expected);
  return {
    rule,
    kind: RULES[rule].kind,
    check: RULES[rule].check,
    severity: RULES[rule].severity,
    pointer,
    expected: wanted,
    actual: shown,
    message: `${pointer ? `${pointer} ` : ''}${redactText(what)} (expected ${wanted}, actual ${shown})`,
  };
};

/** The document a judge reads, parsed and compiled once by its holder (the suite, a hybrid mock). */
export interface JudgedContract {
  document: OpenApiDocument;
  /** Compiled with allErrors: a finding per wrong field, not only the first. */
  validator: SchemaValidator;
}

/** An answer as the judge reads it. */
export interface HttpResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  text: string;
}

export interface Judgement {
  body: unknown;
  /** The status the request layer sees: the HTTP status, or the error code an HTTP 200 carries in its body. */
  status: number;
  violations: Violation[];
}

/** The status a check expects and the kind of violation a different status is. */
export interface StatusExpectation {
  statuses: number[];
  kind: Extract<ViolationKind, 'status' | 'auth' | 'access'>;
}

const UNMET: Record<StatusExpectation['kind'], RuleId> = {
  status: 'unexpected-status',
  auth: 'ignored-auth',
  access: 'access-not-enforced',
};

/** Judges one answer; without an expectation (recorded traffic) any status the operation declares is judged as it is. */
export function judgeResponse(contract: JudgedContract, op: OperationInfo, res: HttpResponse, expectation?: StatusExpectation): Judgement {
  let body: unknown;
  let readable = true;
  try {
    body = JSON.parse(res.text);
  } catch {
    readable = false;
  }
  const status = bodyCarriedStatus(res.status, body) ?? res.status;
  const violations = [
    ...(readable ? [] : [violation('unreadable-body', '', 'a JSON envelope', show(res.text.slice(0, 80)), 'body is not JSON')]),
    ...statusViolations(op, res.status, status, expectation),
  ];
  const contentType = res.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    violations.push(violation('content-type', '', 'application/json', show(contentType || undefined), 'wrong content type'));
  }
  if (!readable) return { body: undefined, status, violations };
  // Read from the text: JSON.parse has already rounded such a number by the time the schema sees it.
  const unsafe = unsafeIntegers(res.text).map(({ pointer, token }) =>
    violation('unsafe-integer', pointer, SAFE_INTEGER_RANGE, token, 'number a JavaScript client reads rounded'),
  );
  return { body, status, violations: [...violations, ...unsafe, ...bodyViolations(contract, op, body, status, unsafe)] };
}

/** The status against the one due and the ones declared; `status` is the one the request layer sees. */
function statusViolations(op: OperationInfo, httpStatus: number, status: number, expectation?: StatusExpectation): Violation[] {
  const found: Violation[] = [];
  if (status !== httpStatus) {
    found.push(violation('status-in-body-only', '', `HTTP ${status}`, `HTTP ${httpStatus}`, 'error status carried only in the body code'));
  }
  // A 5xx the test provoked on purpose (a declared 500 through the mock's scenario) is the answer asked for.
  if (status >= 500 && !expectation?.statuses.includes(status))
    found.push(violation('server-error', '', 'no server error', `HTTP ${status}`, 'server error'));
  else if (expectation && !expectation.statuses.includes(status)) {
    const expected = expectation.statuses.join(' or ');
    found.push(violation(UNMET[expectation.kind], '', `HTTP ${expected}`, `HTTP ${status}`, 'wrong status'));
    if (op.inferred && status === 404) {
      const path = `${op.method.toUpperCase()} ${op.path} to exist`;
      found.push(violation('inferred-path-missing', '', path, 'HTTP 404', 'x-inferred path not found: our guess of the path may be wrong'));
    }
  }
  if (!op.statuses.includes(status)) {
    found.push(
      violation('status-undeclared', '', `one of ${op.statuses.join(', ')}`, String(status), 'status not declared for this operation'),
    );
  }
  return found;
}

/**
 * The envelope rules, then the schema (less what the envelope rules or the unsafe integers already named: an id's
 * maximum refuses the rounded number too), then the fields the document does not name.
 */
function bodyViolations(
  { document, validator }: JudgedContract,
  op: OperationInfo,
  body: unknown,
  status: number,
  unsafe: Violation[],
): Violation[] {
  const envelope = envelopeViolations(body, status);
  const found = [...envelope];
  const validate = validator.response(op.operationId, status);
  if (validate && !validate(body)) {
    const named = new Set([...envelope, ...unsafe].map((v) => v.pointer));
    found.push(...schemaViolations(validate.errors, body, status).filter((v) => !named.has(v.pointer)));
  }
  const schema = responseSchema(document, op, status);
  for (const pointer of schema ? undocumentedFields(document, [schema], body) : []) {
    found.push(violation('undocumented-field', pointer, 'only the fields the document names', 'present', 'field not in the document'));
  }
  return found;
}

/** docs/requirements/calls.md#call-list, docs/requirements/envelope.md#error-catalogue, independent of any schema: what every client relies on. */
export function envelopeViolations(body: unknown, status: number): Violation[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return [violation('not-an-envelope', '', 'an object {code, msg, success, data}', show(body), 'body is not an envelope')];
  }
  const envelope = body as Record<string, unknown>;
  const found: Violation[] = [];
  const expectType = (rule: RuleId, field: string, type: string, ok: boolean) => {
    if (!ok) found.push(violation(rule, `/${field}`, type, show(envelope[field]), `envelope ${field} missing or of the wrong type`));
  };
  const code200 = envelope.code === 200 || envelope.code === '200';
  expectType('code-unreadable', 'code', 'integer or string', typeof envelope.code === 'number' || typeof envelope.code === 'string');
  expectType('msg-not-the-reason', 'msg', 'string', typeof envelope.msg === 'string');
  if (!code200) expectType('success-flag-missing', 'success', 'boolean', typeof envelope.success === 'boolean');
  if (status === 200) {
    if (!SUCCESS_CODES.includes(envelope.code) && found.every((v) => v.pointer !== '/code')) {
      found.push(
        violation(
          'no-success-code',
          '/code',
          'a success code 200, 0, "200" or "0"',
          show(envelope.code),
          'HTTP 200 without a success code',
        ),
      );
    }
    if (code200 && envelope.success !== true) {
      found.push(violation('success-not-true', '/success', 'true', show(envelope.success), 'code 200 requires success true'));
    }
  } else if (status >= 400) {
    if (Number(envelope.code) !== status)
      found.push(violation('error-envelope-shape', '/code', String(status), show(envelope.code), 'error code must equal the HTTP status'));
    if (envelope.success !== false)
      found.push(violation('error-envelope-shape', '/success', 'false', show(envelope.success), 'error envelope must say success false'));
    if (envelope.data !== null)
      found.push(violation('error-envelope-shape', '/data', 'null', show(envelope.data), 'error envelope must carry data null'));
    if (typeof envelope.msg === 'string' && envelope.msg.trim() === '') {
      found.push(violation('msg-not-the-reason', '/msg', 'the reason', '""', 'error envelope must name the reason'));
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

export function schemaViolations(errors: ErrorObject[] | null | undefined, body: unknown, status: number): Violation[] {
  // An unmet if/then only repeats the error found inside "then".
  const meaningful = (errors ?? []).filter((error) => error.keyword !== 'if');
  return meaningful.map((error) => {
    const missing = error.keyword === 'required' ? `/${String((error.params as { missingProperty: string }).missingProperty)}` : '';
    const pointer = `${error.instancePath}${missing}` || '/';
    const expected = expectedOf(error);
    const actual = show(pointerGet(body, missing ? pointer : error.instancePath));
    return violation(schemaRule(error, pointer, body, status), pointer, expected, actual, error.message ?? error.keyword);
  });
}

export const formatViolations = (violations: readonly Violation[]) =>
  violations.map((v) => `  [${v.severity}] [${v.check}] ${v.message}`).join('\n');
