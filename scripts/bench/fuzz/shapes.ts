// Phase "shapes": fixed requests aimed at what runs before any schema, rather than at one field: the JSON parser
// and every check that walks the parsed body (nesting past any call stack), lookups by name (`__proto__`,
// `constructor` and `toString` as JSON keys, query keys, paths and picture names), numbers of 400 digits (in
// bodies, queries and paths) and request lines whose target is an absolute URI (sent on a raw socket, as no HTTP
// client sends them). None may answer 5xx, every error is an envelope, and a call that needs a token never
// succeeds without one. Every request is a refusal or a read: the database must not change.
import type { OperationInfo } from '@smartsite/api/document';
import type { FuzzCase } from './cases';

const DIGITS_400 = '9'.repeat(400);
const jsonHeaders = { 'content-type': 'application/json' };

const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Bodies nested far deeper than any stack allows, whole or as one field of an otherwise ordinary body. */
const DEEP_BODIES = ['['.repeat(100_000), nestedArrays(100_000), nestedObjects(40_000)];
const deepField = (levels: number, objects: boolean) =>
  `{"tenantId":1,"projectId":1,"x":${objects ? nestedObjects(levels) : nestedArrays(levels)}}`;

/** Keys that name Object.prototype's members: JSON.parse makes them own keys, a careless merge or lookup does not. */
const PROTOTYPE_BODIES = [
  '{"__proto__":{"tenantId":2,"userType":"system"},"tenantId":1,"projectId":1}',
  '{"constructor":{"prototype":{"userType":"system"}},"tenantId":1,"projectId":1}',
  '{"tenantId":1,"projectId":1,"filter":{"__proto__":{"x":1}}}',
];
/** Prototype names as plain keys: refused by the schema or ignored, never a lookup that finds Object.prototype. */
const PROTOTYPE_KEYS = '{"tenantId":1,"projectId":1,"constructor":"x","toString":"y","hasOwnProperty":1,"valueOf":{}}';
const PROTOTYPE_QUERIES = ['__proto__=1', '__proto__[tenantId]=2', 'constructor[prototype][x]=1', 'toString=1', 'hasOwnProperty=x'];

/** Paths and picture names that are prototype members or 400-digit numbers: 404, or a picture, never a 5xx. */
const ODD_PATHS = [
  '/api/__proto__',
  '/api/constructor',
  '/api/authUser/__proto__',
  '/__proto__',
  '/__mock/__proto__',
  `/api/${DIGITS_400}`,
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty'].flatMap((name) => [
    `/static/notice/${name}.png`,
    `/static/${name}/1.jpg`,
    `/static/production/${name}-1.jpg`,
  ]),
  ...['news', 'production', 'ai', 'camera', 'project'].map((folder) => `/static/${folder}/${DIGITS_400}.jpg`),
  `/static/production/foundation-${DIGITS_400}.jpg`,
  `/static/camera/poster-${DIGITS_400}.jpg`,
];

/** Ways to write a request target as an absolute URI (RFC 9112 §3.2.2); operation i gets way i. */
const ABSOLUTE_ORIGINS = ['http://127.0.0.1', 'http://x', 'https://evil.example:443'];

type Shape = Omit<FuzzCase, 'index' | 'phase' | 'operationId' | 'kind'>;

interface Builder {
  kind: string;
  /** The cases of operation number `i` (none when the shape does not apply to it). */
  cases(op: OperationInfo, token: string, i: number): Shape[];
}

const authorization = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const post = (op: OperationInfo, body: string, token: string | null, expected: number[]): Shape => ({
  method: 'POST',
  url: op.path,
  headers: { ...jsonHeaders, ...authorization(token) },
  body,
  expected,
});

const get = (op: OperationInfo, query: string, token: string | null, expected: number[]): Shape => ({
  method: 'GET',
  url: `${op.path}?${query}`,
  headers: authorization(token),
  expected,
});

const tokenFor = (op: OperationInfo, token: string) => (op.isPublic ? null : token);
/** Requests that may be answered are sent only to reads that need a token: no write, no login, no logout. */
const readsWithToken = (op: OperationInfo) => !op.writes && !op.isPublic && !op.revokesSession;

const BUILDERS: Builder[] = [
  {
    kind: 'deep nesting',
    cases: (op, token, i) =>
      op.method !== 'post'
        ? []
        : [
            ...(op.isPublic ? DEEP_BODIES : DEEP_BODIES.slice(i % DEEP_BODIES.length, (i % DEEP_BODIES.length) + 1)).map((body) =>
              post(op, body, tokenFor(op, token), [400]),
            ),
            post(op, deepField(20_000, i % 2 === 1), tokenFor(op, token), [400]),
          ],
  },
  {
    kind: 'prototype keys',
    cases: (op, token) => {
      const auth = tokenFor(op, token);
      if (op.method === 'post')
        return [
          ...PROTOTYPE_BODIES.map((body) => post(op, body, auth, [400])),
          // Accepted keys would reach the handler: only reads may try them (the database must not change).
          ...(readsWithToken(op) ? [post(op, PROTOTYPE_KEYS, auth, [200, 400, 403, 404])] : []),
        ];
      if (!readsWithToken(op) && !op.isPublic) return [];
      return PROTOTYPE_QUERIES.map((query) => get(op, `tenantId=1&${query}`, auth, [200, 400, 403, 404]));
    },
  },
  {
    kind: '400-digit numbers',
    cases: (op, token) => {
      const auth = tokenFor(op, token);
      if (op.method === 'post')
        return [`{"tenantId":${DIGITS_400},"projectId":1}`, `{"tenantId":1,"projectId":-${DIGITS_400}}`, `{"tenantId":1,"id":1e400}`].map(
          (body) => post(op, body, auth, [400]),
        );
      if (!readsWithToken(op) && !op.isPublic) return [];
      // 400 where the document types tenantId as an integer; elsewhere an unknown parameter is ignored.
      return [get(op, `tenantId=${DIGITS_400}`, auth, [200, 400, 403, 404])];
    },
  },
  {
    kind: 'absolute-URI request line',
    cases: (op, token, i) => {
      const plain = op.method === 'get' ? get(op, 'tenantId=1', null, []) : post(op, '{"tenantId":1,"projectId":1}', null, []);
      const url = ABSOLUTE_ORIGINS[i % ABSOLUTE_ORIGINS.length] + plain.url;
      // Without a token a call that needs one is refused; a read with one may be answered.
      const anonymous: Shape = { ...plain, url, raw: true, expected: op.isPublic ? [200, 400, 404] : [400, 401, 404] };
      if (!readsWithToken(op)) return [anonymous];
      return [anonymous, { ...anonymous, headers: { ...plain.headers, ...authorization(token) }, expected: [200, 400, 403, 404] }];
    },
  },
];

/** Requests at no operation in particular: prototype names and 400-digit numbers as paths and picture names. */
const pathCases = (): Omit<FuzzCase, 'index' | 'phase'>[] =>
  ODD_PATHS.map((url) => ({
    kind: url.startsWith('/static/') ? 'odd picture names' : 'odd paths',
    operationId: '',
    method: 'GET',
    url,
    headers: {},
    expected: url.startsWith('/static/') ? [200, 404] : [404],
  }));

/** Every shape for every operation it applies to, then the odd paths; `tokens` are the fuzzing accounts' tokens. */
export function shapeCases(operations: OperationInfo[], tokens: string[]): FuzzCase[] {
  const cases = operations.flatMap((op, i) =>
    BUILDERS.flatMap((builder) =>
      builder.cases(op, tokens[i % tokens.length]!, i).map((c) => ({ ...c, kind: builder.kind, operationId: op.operationId })),
    ),
  );
  return [...cases, ...pathCases()].map((c, index) => ({ ...c, index, phase: 'shapes' }));
}
