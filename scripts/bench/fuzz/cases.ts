// The fuzz cases. Case i of a seed is always the same request (fast-check sampled with seed + i), so a failure
// is reproduced with `npm run fuzz -- --seed S --from I --requests 1`.
//
// Phase "rejected": a valid request of the operation (generated from its schema) broken in one way that the
// contract must refuse, checked here before sending (a body the document's validator still accepts is not sent
// as a bad one). Each kind has the one status the mock must answer: 400 for a body or query the document
// refuses, invalid JSON, a wrong content type or an empty body; 413 for a body over the limit; 401 for a missing
// or forged token; 404 for a path or method that does not exist. None of them may change the database.
//
// Phase "hostile": requests the document accepts, with values at its edges (huge integers, any unicode, the
// longest strings allowed, far dates). Any answer but a 5xx is fine, as long as it is an envelope.
import fc from 'fast-check';
import { schemaResolver, type OperationInfo, type OpenApiDocument, type SchemaValidator } from '@smartsite/api/document';
import { rawOperation } from '@smartsite/api/document';
import { algNone, tamperSignature } from '@smartsite/tooling/tokens';
import { firstValid, objectArbitrary, typeOf, valueArbitrary, type Json, type JsonObject, type JsonSchema } from './arbitraries';

export type Phase = 'rejected' | 'shapes' | 'hostile';

export interface FuzzCase {
  index: number;
  phase: Phase;
  kind: string;
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** A string is sent as is; bytes are sent without any content type. */
  body?: string | Uint8Array;
  /** The statuses that are right for this case. */
  expected: number[];
  /** Sent on a socket as written (`url` is the request target), for request lines no HTTP client sends. */
  raw?: boolean;
}

export interface Accounts {
  /** Valid tokens of the seeded accounts; a case picks one. */
  tokens: string[];
}

interface Context {
  op: OperationInfo;
  schema?: JsonSchema;
  /** A valid body (operations with a request schema). */
  body?: JsonObject;
  token?: string;
}

interface Broken {
  kind: string;
  method?: FuzzCase['method'];
  url?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Use no token / this token instead of the account's. */
  token?: string | null;
  expected: number[];
}

/** Larger than the mock's 256 KiB body limit. */
const OVERSIZED_BYTES = 300 * 1024;
const BAD_REQUEST = [400];

/** Values of another JSON type than the schema's (the validator confirms each one is refused). */
function wrongTyped(schema: JsonSchema): Json[] {
  switch (typeOf(schema)) {
    case 'integer':
      return ['1', 1.5, true, null, [1], { value: 1 }, '１２', 1e-7];
    case 'number':
      return ['1.5', true, null, [1.5], {}];
    case 'string':
      return [12345, true, null, ['text'], { text: 'x' }];
    case 'boolean':
      return ['true', 1, 0, null, [true]];
    case 'array':
      return ['1,2', 1, { 0: 1 }, null];
    default:
      return ['x', 1, null];
  }
}

/** Unicode text where the schema wants a number, a boolean, an enum value, a date or a pattern. */
const MISPLACED_UNICODE = ['中文', '\ud83d\ude00', '１２３', '\u0000', 'Ω≈ç√', '\ud800', '二〇二六年一月一日', '٣'];

const INVALID_JSON = [
  '{',
  '{"tenantId":}',
  "{'tenantId':1}",
  '{"tenantId":1,}',
  '{"tenantId":1}}',
  'NaN',
  'undefined',
  '{"tenantId":01}',
  '{"tenantId":1',
  '[1,2',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a":"unterminated}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json-patch+json',
  'text/json',
  'image/png',
];

const NOT_OBJECTS = ['null', '42', '"text"', 'true', '[]', '[{"tenantId":1}]', '1e999'];

const PROTO_POLLUTION = ['{"__proto__":{"isAdmin":true},"tenantId":1}', '{"constructor":{"prototype":{"isAdmin":true}},"tenantId":1}'];

const json = (value: unknown) => JSON.stringify(value);
const jsonHeaders = { 'content-type': 'application/json' };

type Breaker = (context: Context, validates: (body: unknown) => boolean) => fc.Arbitrary<Broken> | null;

/** Pick one of the body's properties that satisfies `test`, and an alternative value from `values`. */
function replaceProperty(
  context: Context,
  validates: (body: unknown) => boolean,
  kind: string,
  test: (schema: JsonSchema) => boolean,
  values: (schema: JsonSchema) => Json[],
  resolve: (schema: JsonSchema) => JsonSchema,
): fc.Arbitrary<Broken> | null {
  const properties = Object.entries(context.schema?.properties ?? {}).filter(([, schema]) => test(resolve(schema)));
  const options = properties.flatMap(([name, schema]) =>
    values(resolve(schema))
      .map((value) => ({ ...context.body, [name]: value }))
      .filter((body) => !validates(body)),
  );
  if (!options.length) return null;
  return fc.constantFrom(...options).map((body) => ({ kind, body: json(body), headers: jsonHeaders, expected: BAD_REQUEST }));
}

interface QueryParameter {
  name: string;
  schema: JsonSchema;
}

function breakers(
  resolve: (schema: JsonSchema) => JsonSchema,
  queryParameters: (op: OperationInfo) => QueryParameter[],
): Record<string, Breaker> {
  return {
    'missing required field': ({ schema, body }, validates) => {
      const required = (schema?.required ?? []).filter((name) => body && name in body);
      if (!body || !required.length) return null;
      return fc.constantFrom(...required).map((name) => {
        const { [name]: _dropped, ...rest } = body;
        return { kind: 'missing required field', body: json(rest), headers: jsonHeaders, expected: validates(rest) ? [] : BAD_REQUEST };
      });
    },
    'wrong type': (context, validates) => replaceProperty(context, validates, 'wrong type', () => true, wrongTyped, resolve),
    'string over maxLength': (context, validates) =>
      replaceProperty(
        context,
        validates,
        'string over maxLength',
        (s) => typeOf(s) === 'string' && s.maxLength !== undefined,
        (s) => ['中'.repeat(s.maxLength! + 1), 'x'.repeat(s.maxLength! + 1000), '\ud83d\ude00'.repeat(s.maxLength! + 1)],
        resolve,
      ),
    'unicode in a typed field': (context, validates) =>
      replaceProperty(
        context,
        validates,
        'unicode in a typed field',
        (s) => typeOf(s) !== 'string' || s.enum !== undefined || s.pattern !== undefined || s.format !== undefined,
        () => MISPLACED_UNICODE,
        resolve,
      ),
    'number out of range': (context, validates) =>
      replaceProperty(
        context,
        validates,
        'number out of range',
        (s) => (typeOf(s) === 'integer' || typeOf(s) === 'number') && (s.minimum !== undefined || s.maximum !== undefined),
        (s) => [
          ...(s.minimum !== undefined ? [s.minimum - 1, -1, -(2 ** 31), -(2 ** 53 - 1), -1e308] : []),
          ...(s.maximum !== undefined ? [s.maximum + 1, 2 ** 31, 2 ** 53 - 1, 1e308] : []),
        ],
        resolve,
      ),
    'array or scalar for the body': ({ body }) => {
      if (!body) return null;
      return fc
        .constantFrom(json([body]), ...NOT_OBJECTS)
        .map((text) => ({ kind: 'array or scalar for the body', body: text, headers: jsonHeaders, expected: BAD_REQUEST }));
    },
    'object or array for a field': (context, validates) =>
      replaceProperty(
        context,
        validates,
        'object or array for a field',
        (s) => typeOf(s) !== 'object',
        (): Json[] => [[], {}, [[]], { $gt: 0 }, [{ $ne: null }]],
        resolve,
      ),
    'prototype pollution': ({ op }) =>
      op.method === 'post'
        ? fc
            .constantFrom(...PROTO_POLLUTION)
            .map((text) => ({ kind: 'prototype pollution', body: text, headers: jsonHeaders, expected: BAD_REQUEST }))
        : null,
    'invalid JSON': ({ op, body }) => {
      if (op.method !== 'post') return null;
      const truncated = body ? [json(body).slice(0, Math.max(1, json(body).length - 1))] : [];
      return fc
        .constantFrom(...truncated, ...INVALID_JSON)
        .map((text) => ({ kind: 'invalid JSON', body: text, headers: jsonHeaders, expected: BAD_REQUEST }));
    },
    'wrong content type': ({ op, body }) => {
      if (op.method !== 'post') return null;
      const text = json(body ?? {});
      return fc.oneof(
        fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => ({
          kind: 'wrong content type',
          body: text,
          headers: { 'content-type': type },
          expected: BAD_REQUEST,
        })),
        fc.constant({ kind: 'wrong content type', body: new TextEncoder().encode(text), headers: {}, expected: BAD_REQUEST }),
      );
    },
    'empty body': ({ op }) =>
      op.method === 'post' ? fc.constant({ kind: 'empty body', body: '', headers: jsonHeaders, expected: BAD_REQUEST }) : null,
    'oversized body': ({ op, body }) =>
      op.method === 'post'
        ? fc.constantFrom('x', '中', '\ud83d\ude00').map((unit) => ({
            kind: 'oversized body',
            body: json({ ...body, padding: unit.repeat(OVERSIZED_BYTES) }),
            headers: jsonHeaders,
            expected: [413],
          }))
        : null,
    'no or forged token': ({ op, token }) => {
      if (op.isPublic || !token) return null;
      return fc
        .constantFrom<string | null>(null, 'garbage', algNone(token), tamperSignature(token), `${token}x`)
        .map((forged) => ({ kind: 'no or forged token', token: forged, expected: [401] }));
    },
    'unknown path or method': ({ op }) =>
      fc
        .constantFrom<Pick<Broken, 'method' | 'url'>>(
          { url: `${op.path}x` },
          { url: `${op.path}/..;/admin` },
          { method: op.method === 'get' ? 'POST' : 'GET' },
          { method: 'PUT' },
          { method: 'DELETE' },
        )
        .map((change) => ({ kind: 'unknown path or method', ...change, headers: jsonHeaders, body: '{}', expected: [404] })),
    'bad query parameter': ({ op }) => {
      // Query strings are text: the mock coerces them, so only text that no coercion makes valid is bad.
      const bad = queryParameters(op).flatMap(({ name, schema }) => {
        const s = resolve(schema);
        const values =
          typeOf(s) === 'integer'
            ? ['abc', '1.5', '%E4%B8%AD', '1e', ...(s.minimum !== undefined ? [String(s.minimum - 1)] : [])]
            : s.maxLength !== undefined
              ? ['k'.repeat(s.maxLength + 1), '中'.repeat(s.maxLength + 1)]
              : [];
        return values.map((value) => `${name}=${value}`);
      });
      if (!bad.length) return null;
      return fc.constantFrom(...bad).map((query) => ({ kind: 'bad query parameter', url: `${op.path}?${query}`, expected: BAD_REQUEST }));
    },
  };
}

/** Ids the seed uses, so that valid requests mostly reach real tenants and projects. */
const SEED_CONTEXT = { tenantId: fc.constantFrom(1, 2), projectId: fc.constantFrom(1, 2, 3, 4, 5) };

export interface CaseFactory {
  kinds: string[];
  operations: OperationInfo[];
  /** Case `index` of phase "rejected": the operation it falls on, broken by the next kind that applies to it. */
  rejected(index: number): FuzzCase;
  hostile(index: number, operations: OperationInfo[]): FuzzCase;
}

export function caseFactory(
  document: OpenApiDocument,
  operations: OperationInfo[],
  validator: SchemaValidator,
  accounts: Accounts,
  seed: number,
): CaseFactory {
  const resolve = schemaResolver(document);
  const queryParameters = (op: OperationInfo): QueryParameter[] =>
    ((rawOperation(document, op) as { parameters?: (QueryParameter & { in: string })[] }).parameters ?? []).filter((p) => p.in === 'query');
  const all = breakers(resolve, queryParameters);
  // Edge values reach the handlers only past the access rules: mostly real tenants and projects, sometimes edges.
  const edgeId = (name: string) => valueArbitrary(resolve, { type: 'integer', minimum: 1 }, name, 'hostile');
  const hostileContext = Object.fromEntries(
    Object.entries(SEED_CONTEXT).map(([name, seeded]) => [
      name,
      fc.oneof({ arbitrary: seeded, weight: 3 }, { arbitrary: edgeId(name), weight: 1 }),
    ]),
  );
  const kinds = Object.keys(all);
  const sample = <T>(arbitrary: fc.Arbitrary<T>, index: number): T => fc.sample(arbitrary, { seed: seed + index, numRuns: 1 })[0]!;

  function context(op: OperationInfo, index: number, flavour: 'valid' | 'hostile'): Context {
    const token = accounts.tokens[index % accounts.tokens.length];
    if (!op.requestSchema) return { op, ...(token ? { token } : {}) };
    const schema = resolve({ $ref: `#/components/schemas/${op.requestSchema}` });
    const arbitrary = objectArbitrary(resolve, schema, flavour, flavour === 'valid' ? SEED_CONTEXT : hostileContext);
    const validate = validator.schema(op.requestSchema);
    const body = firstValid(arbitrary, (candidate) => validate(candidate), seed + index, `${op.requestSchema} body for ${op.operationId}`);
    return { op, schema, body, ...(token ? { token } : {}) };
  }

  function toCase(index: number, phase: Phase, op: OperationInfo, ctx: Context, broken: Broken): FuzzCase {
    const token = broken.token === undefined ? ctx.token : broken.token;
    return {
      index,
      phase,
      kind: broken.kind,
      operationId: op.operationId,
      method: broken.method ?? (op.method === 'get' ? 'GET' : 'POST'),
      url: broken.url ?? op.path,
      headers: { ...(broken.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(broken.body === undefined ? {} : { body: broken.body }),
      expected: broken.expected,
    };
  }

  return {
    kinds,
    operations,
    rejected(index) {
      // Every operation once per round, the kinds rotating so that each (operation, kind) pair comes up.
      const op = operations[index % operations.length]!;
      const round = Math.floor(index / operations.length);
      const ctx = context(op, index, 'valid');
      const validates = (body: unknown) => (op.requestSchema ? validator.schema(op.requestSchema)(body) : true);
      for (let attempt = 0; attempt < kinds.length; attempt++) {
        const kind = kinds[(index + round + attempt) % kinds.length]!;
        const arbitrary = all[kind]!(ctx, validates);
        if (!arbitrary) continue;
        const broken = sample(arbitrary, index);
        if (!broken.expected.length) continue;
        return toCase(index, 'rejected', op, ctx, broken);
      }
      throw new Error(`no way to break ${op.operationId}`);
    },
    hostile(index, candidates) {
      const op = candidates[index % candidates.length]!;
      const ctx = context(op, index, 'hostile');
      const query =
        op.method === 'get'
          ? sample(
              fc.record(
                Object.fromEntries(queryParameters(op).map(({ name, schema }) => [name, valueArbitrary(resolve, schema, name, 'hostile')])),
                { requiredKeys: [] },
              ),
              index,
            )
          : {};
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
      return toCase(index, 'hostile', op, ctx, {
        kind: op.writes ? 'edge values (write)' : 'edge values (read)',
        ...(search ? { url: `${op.path}?${search}` } : {}),
        ...(ctx.body ? { body: json(ctx.body), headers: jsonHeaders } : {}),
        expected: [200, 400, 403, 404],
      });
    },
  };
}
