// The rule set that ranks every finding by what it breaks. A backend is judged against the platform's request
// layer, not only against our document: a departure the request layer tolerates (docs/requirements/envelope.md#response-handling,
// docs/requirements/envelope.md#error-message, docs/requirements/envelope.md#http-client) differs from the document; one it cannot read, or
// that changes a field the frontend reads, breaks the client. Each rule's source cites the requirement it comes from.
import type { ErrorObject } from 'ajv/dist/2020.js';

export type Severity = 'breaks-client' | 'differs-from-document';

export const SEVERITIES: readonly Severity[] = ['breaks-client', 'differs-from-document'];

/** The broad kind of a finding (what part of the answer it is about). */
export type ViolationKind =
  | 'status' // the status the call should have answered, or one the document does not declare
  | 'auth' // a protected call did not answer 401 to a missing or bad token
  | 'access' // an x-access rule was not enforced (or enforced where it should not be)
  | 'inferred-path' // an x-inferred path answered 404: our guess of the path is probably wrong
  | 'content-type'
  | 'envelope'
  | 'schema'
  | 'password-leak'
  | 'state'; // a flow's read-back did not show what the previous call changed

/** Check names, in Schemathesis's vocabulary where a Schemathesis check corresponds. */
export type CheckName =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_schema_conformance'
  | 'ignored_auth'
  | 'ensure_resource_availability'
  | 'envelope_conformance'
  | 'access_rule_conformance'
  | 'no_password_in_answer';

interface Rule {
  kind: ViolationKind;
  check: CheckName;
  severity: Severity;
  /** Where the rule comes from: the requirement, or why the document's own rule is not tolerated. */
  source: string;
}

const breaks = (kind: ViolationKind, check: CheckName, source: string): Rule => ({ kind, check, severity: 'breaks-client', source });
const differs = (kind: ViolationKind, check: CheckName, source: string): Rule => ({
  kind,
  check,
  severity: 'differs-from-document',
  source,
});

export const RULES = {
  // The request layer reads the envelope's code and msg (docs/requirements/envelope.md#response-handling): without a JSON object it reads nothing.
  'unreadable-body': breaks(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#response-handling: the status field is code, the message field msg',
  ),
  'not-an-envelope': breaks(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#response-handling: the status field is code, the message field msg',
  ),
  'code-unreadable': breaks(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#response-handling: success codes 200, 0, "200", "0"',
  ),
  'no-success-code': breaks(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#response-handling: any other code is shown as an error',
  ),
  'success-not-true': breaks(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#response-handling: when code is 200 the success flag must be true',
  ),
  'unexpected-status': breaks(
    'status',
    'status_code_conformance',
    'docs/requirements/envelope.md#error-catalogue: an error status rejects the call',
  ),
  'server-error': breaks('status', 'not_a_server_error', 'docs/requirements/envelope.md#error-catalogue: 5xx rejects the call'),
  'ignored-auth': breaks('auth', 'ignored_auth', 'openapi.yaml security: a protected call without a valid token answers 401'),
  'access-not-enforced': breaks(
    'access',
    'access_rule_conformance',
    'openapi.yaml x-access: the call is allowed exactly where the rules say',
  ),
  'field-missing': breaks('schema', 'response_schema_conformance', 'a required field the frontend reads is missing'),
  'field-retyped': breaks('schema', 'response_schema_conformance', 'a field the frontend reads (or a list) is of another type'),
  'value-not-in-enum': breaks('schema', 'response_schema_conformance', 'the frontend branches on the values of an enum'),
  'unsafe-integer': breaks(
    'schema',
    'response_schema_conformance',
    'a number beyond 2^53-1 reaches the frontend rounded: an id that names another record, whatever the document says',
  ),
  'password-returned': breaks('password-leak', 'no_password_in_answer', 'openapi.yaml: no password, not even a hash, leaves the server'),
  'state-not-read-back': breaks('state', 'ensure_resource_availability', 'the table the frontend shows after a write'),
  // Tolerated by the request layer: it decides by the envelope's code, whatever the HTTP status (docs/requirements/envelope.md#response-handling).
  'status-in-body-only': differs(
    'status',
    'status_code_conformance',
    'docs/requirements/envelope.md#http-client, docs/requirements/envelope.md#response-handling: HTTP 200 resolves, then the code decides',
  ),
  'status-undeclared': differs(
    'status',
    'status_code_conformance',
    'docs/requirements/envelope.md#response-handling: the request layer reads the code, not the HTTP status',
  ),
  'content-type': differs(
    'content-type',
    'content_type_conformance',
    'docs/requirements/envelope.md#json-bodies: JSON is the content type; the HTTP client parses a JSON body whatever its header',
  ),
  'msg-not-the-reason': differs(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#error-message: the body message only takes priority over the default text',
  ),
  'success-flag-missing': differs(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#response-handling: only code 200 needs success true',
  ),
  'error-envelope-shape': differs(
    'envelope',
    'envelope_conformance',
    'docs/requirements/envelope.md#error-message: an error answer rejects; only its msg is read',
  ),
  'value-outside-bounds': differs(
    'schema',
    'response_schema_conformance',
    'format, pattern and bounds: the frontend shows the value as sent',
  ),
  'undocumented-field': differs('schema', 'response_schema_conformance', 'the frontend reads the fields it knows and ignores others'),
  'inferred-path-missing': differs('inferred-path', 'status_code_conformance', 'x-inferred: the specs do not show this path'),
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

/** The HTTP status an answer carries in its body: HTTP 200 with an error code (vab-style), else undefined. */
export function bodyCarriedStatus(httpStatus: number, body: unknown): number | undefined {
  if (httpStatus !== 200 || body === null || typeof body !== 'object') return undefined;
  const code = Number((body as { code?: unknown }).code);
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : undefined;
}

const BOUNDS = new Set([
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
]);

const isCode200 = (code: unknown) => code === 200 || code === '200';

/** The rule a schema error falls under: the envelope's own fields by the envelope rules, data by what the frontend does with it. */
export function schemaRule(error: Pick<ErrorObject, 'keyword'>, pointer: string, body: unknown, status: number): RuleId {
  const envelope = (body ?? {}) as Record<string, unknown>;
  if (pointer === '/msg') return 'msg-not-the-reason';
  if (pointer === '/success') return isCode200(envelope.code) ? 'success-not-true' : 'success-flag-missing';
  if (pointer === '/code') return status === 200 ? 'no-success-code' : 'error-envelope-shape';
  if (status >= 400 && (pointer === '/data' || pointer.startsWith('/data/'))) return 'error-envelope-shape';
  if (error.keyword === 'required') return 'field-missing';
  if (error.keyword === 'enum' || error.keyword === 'const') return 'value-not-in-enum';
  if (BOUNDS.has(error.keyword)) return 'value-outside-bounds';
  return 'field-retyped';
}

/** The severities that fail a run: breaks-client, and with --strict every finding. */
export const failingSeverities = (strict: boolean): readonly Severity[] => (strict ? SEVERITIES : ['breaks-client']);
