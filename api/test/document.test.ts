// The document's own conventions: every call of the specs is present, every operation is
// complete, and every example validates against the schema it illustrates.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeAccess } from '../src/access-words';
import { createSchemaValidator, describeErrors, listOperations, loadDocument, rawOperation } from '../src/document';

const doc = loadDocument();
const operations = listOperations(doc);
const validator = createSchemaValidator(doc, { allErrors: true });
const CALLS = fileURLToPath(new URL('../../../shared/specs/calls.tsv', import.meta.url));

const TAGS = [
  'auth',
  'authUser',
  'authRole',
  'notice',
  'search',
  'index',
  'project',
  'dashboardV1',
  'dashboardV2Project',
  'dashboardV2Digital',
  'dashboardV2Camera',
  'dashboardV2Inspection',
  'dashboardV2Labour',
  'organisation',
  'tenant',
  'empower',
  'share',
];
const PUBLIC = ['getAccessToken', 'getAccessTokenV2', 'sendLoginMsgCode', 'savePhonePassword', 'register'];

type JsonSchema = { required?: string[]; properties?: Record<string, unknown> };
const bodySchema = (name: string) => doc.components.schemas[name] as JsonSchema;
const refName = (schema: unknown) => /^#\/components\/schemas\/(\w+)$/.exec((schema as { $ref?: string })?.$ref ?? '')?.[1];
type SuccessContent = { content: { 'application/json': { schema: unknown } } };
/** The name of the success envelope schema an operation's 200 answer refers to. */
const successEnvelope = (op: (typeof operations)[number]) =>
  refName((rawOperation(doc, op).responses['200'] as SuccessContent).content['application/json'].schema);
/** The name of the schema of the success envelope's data (undefined for data null). */
const successDataSchema = (op: (typeof operations)[number]) => {
  const envelope = successEnvelope(op);
  return envelope ? refName((bodySchema(envelope).properties ?? {}).data) : undefined;
};

describe('calls of the specs (../shared/specs/calls.tsv)', () => {
  it('lists every method and path of the specs in openapi.yaml', () => {
    expect(existsSync(CALLS), `${CALLS} is missing: clone the repository beside shared/`).toBe(true);
    const listed = readFileSync(CALLS, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split('\t'))
      .map(([method = '', path = '']) => `${method.toLowerCase()} ${path}`);
    expect(listed).toHaveLength(160);
    const present = new Set(operations.map((op) => `${op.method} ${op.path}`));
    expect(listed.filter((call) => !present.has(call))).toEqual([]);
    // Anything beyond the listed calls must say why it exists.
    const extra = operations.filter((op) => !listed.includes(`${op.method} ${op.path}`));
    expect(extra.filter((op) => !op.inferred).map((op) => op.operationId)).toEqual([]);
  });
});

describe('operation conventions', () => {
  it('gives every operation a unique camelCase operationId, a known tag, x-spec and a summary', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.operationId, op.path).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(TAGS, op.operationId).toContain(op.tag);
      expect(op.spec, op.operationId).toMatch(/^0[12] §7$/);
      expect(op.summary.length, op.operationId).toBeGreaterThan(5);
    }
    expect(new Set(operations.map((op) => op.tag))).toEqual(new Set(TAGS));
  });

  it('marks inferred operations with a one-line reason', () => {
    for (const op of operations.filter((o) => o.inferred)) {
      expect(op.inferredReason, op.operationId).toBeTruthy();
      expect(op.inferredReason, op.operationId).not.toContain('\n');
    }
  });

  it('requires a bearer token everywhere except the calls that work before login', () => {
    expect(
      operations
        .filter((op) => op.isPublic)
        .map((op) => op.operationId)
        .sort(),
    ).toEqual([...PUBLIC].sort());
    for (const op of operations) {
      const security = rawOperation(doc, op).security;
      expect(security, op.operationId).toEqual(op.isPublic ? [] : undefined);
    }
    expect(doc.components).toHaveProperty('securitySchemes.bearerAuth.scheme', 'bearer');
  });

  it('puts tenantId in every POST body', () => {
    for (const op of operations.filter((o) => o.method === 'post')) {
      expect(op.requestSchema, op.operationId).toBeTruthy();
      expect(bodySchema(op.requestSchema!).properties, op.operationId).toHaveProperty('tenantId');
    }
  });

  it('requires projectId on the calls the specs say carry it', () => {
    // docs/requirements/calls.md#call-list: dashboard calls, the project-user calls, indexV2/goDashboard/dashboardVersion,
    // the project calls "plus projectId", authUser/v2/info and empower authCheck.
    const carriesProjectId =
      /^\/api\/(dashboard\/|authUser\/project|authUser\/v2\/(projectUserList|info)$|index\/(indexV2|goDashboard|dashboardVersion)$|project\/(addMangerTeam|updateMangerTeam|removeMangerTeam|mangerTeamTable|addContract|contractTable|file\/info|digitization\/shiTuShow|updateDashboard|updateDashboardVersion)$|system\/v2\/empower\/authCheck$)/;
    const scoped = operations.filter((op) => carriesProjectId.test(op.path));
    expect(scoped.length).toBeGreaterThan(100);
    for (const op of scoped) expect(bodySchema(op.requestSchema!).required, op.operationId).toContain('projectId');
  });

  it('names the body field of every project access rule', () => {
    for (const op of operations) {
      const fields = op.access.flatMap((rule) => (rule.kind === 'project' ? [rule.field] : []));
      for (const field of fields) expect(bodySchema(op.requestSchema!).properties, op.operationId).toHaveProperty(field);
    }
  });

  it('pages every table call and every call that answers a page', () => {
    const dataRef = (op: (typeof operations)[number]) => successDataSchema(op) ?? '';
    const paged = operations.filter((op) => /[tT]able(List)?$/.test(op.path) || dataRef(op).endsWith('Page'));
    expect(paged.length).toBeGreaterThan(15);
    for (const op of paged) {
      const props = bodySchema(op.requestSchema!).properties ?? {};
      expect(props, op.operationId).toHaveProperty('pageNo');
      expect(props, op.operationId).toHaveProperty('pageSize');
    }
  });

  it('declares the enveloped error responses of docs/requirements/envelope.md#error-catalogue on every operation', () => {
    for (const op of operations) {
      for (const status of [400, 403, 404, 500]) expect(op.statuses, op.operationId).toContain(status);
      expect(op.statuses.includes(401), op.operationId).toBe(!op.isPublic);
    }
  });
});

describe('shapes client generators read right (README, "Generate your own client")', () => {
  /** Every schema object of the document with its JSON pointer. */
  function* schemasIn(value: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
    if (value === null || typeof value !== 'object') return;
    if (!Array.isArray(value)) yield [pointer, value as Record<string, unknown>];
    for (const [key, child] of Object.entries(value)) yield* schemasIn(child, `${pointer}/${key}`);
  }
  const everything = [...schemasIn(doc)];

  it('answers success with a flat <Data>Envelope per data type, never an allOf', () => {
    for (const op of operations) {
      const envelope = successEnvelope(op);
      const data = successDataSchema(op);
      expect(envelope, op.operationId).toBe(`${data ?? 'Empty'}Envelope`);
      const schema = doc.components.schemas[envelope!] as { required: string[]; properties: Record<string, unknown>; allOf?: unknown };
      expect(schema.allOf, envelope).toBeUndefined();
      expect(schema.required, envelope).toEqual(['code', 'msg', 'success', 'data']);
      expect(Object.keys(schema.properties), envelope).toEqual(['code', 'msg', 'success', 'data']);
      expect(refName(schema.properties.code), envelope).toBe('SuccessCode');
    }
  });

  it('has no int64 (read as BigInt), no enum of mixed types (duplicate keys) and ids within exact JavaScript integers', () => {
    const int64 = everything.filter(([, schema]) => schema.format === 'int64').map(([pointer]) => pointer);
    expect(int64).toEqual([]);
    const mixed = everything
      .filter(([, schema]) => Array.isArray(schema.enum) && new Set((schema.enum as unknown[]).map((v) => typeof v)).size > 1)
      .map(([pointer]) => pointer);
    expect(mixed).toEqual([]);
    const ids = everything.filter(([pointer, schema]) => /\/(id|\w+Id)$/.test(pointer) && schema.type === 'integer');
    expect(ids.length).toBeGreaterThan(100);
    for (const [pointer, schema] of ids) expect(schema.maximum, pointer).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('names no schema as generators name the types of an operation (orval: <Op>Result, hey-api: <Op>Data, ...)', () => {
    const suffixes = [
      'Result',
      'Response',
      'Responses',
      'Data',
      'Error',
      'Errors',
      'Params',
      'MutationRequest',
      'MutationResponse',
      'QueryResponse',
    ];
    const derived = new Set(
      operations.flatMap((op) => suffixes.map((suffix) => `${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}${suffix}`)),
    );
    expect(Object.keys(doc.components.schemas).filter((name) => derived.has(name))).toEqual([]);
  });

  it('names in x-access module rules only codes of the ModuleCode enum', () => {
    const codes = (doc.components.schemas.ModuleCode as { enum: string[] }).enum;
    expect(codes).toHaveLength(9);
    for (const op of operations) {
      const named = op.access.flatMap((rule) => (rule.kind === 'module' ? [rule.code] : []));
      for (const code of named) expect(codes, op.operationId).toContain(code);
    }
  });

  it('offers an absolute server beside the same-origin one', () => {
    const servers = (doc as unknown as { servers: { url: string }[] }).servers.map((s) => s.url);
    expect(servers[0]).toBe('/');
    expect(servers.some((url) => /^http:\/\/127\.0\.0\.1:\d+$/.test(url))).toBe(true);
  });
});

describe('descriptions', () => {
  it('says who may call each operation in words equal to its x-access (scripts/describe-operations.ts writes them)', () => {
    const stale = operations.filter((op) => (rawOperation(doc, op) as { description?: string }).description !== describeAccess(op.access));
    expect(stale.map((op) => op.operationId)).toEqual([]);
  });

  it('names a member for every value of an enum of Chinese values (x-enum-varnames)', () => {
    const missing: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (node === null || typeof node !== 'object') return;
      const schema = node as { enum?: unknown[]; 'x-enum-varnames'?: string[] };
      const han = schema.enum?.some((value) => typeof value === 'string' && /\p{Script=Han}/u.test(value));
      const names = schema['x-enum-varnames'] ?? [];
      if (han && (names.length !== schema.enum?.length || !names.every((name) => /^[A-Z][A-Za-z0-9]*$/.test(name)))) missing.push(at);
      for (const [key, child] of Object.entries(node)) visit(child, `${at}/${key}`);
    };
    visit(doc, '#');
    expect(missing).toEqual([]);
  });
});

describe('examples', () => {
  it('has a success example on every operation that validates against its response schema', () => {
    const failures: string[] = [];
    for (const op of operations) {
      const media = (rawOperation(doc, op).responses['200'] as { content: { 'application/json': { example?: unknown } } }).content[
        'application/json'
      ];
      expect(media.example, op.operationId).toBeDefined();
      const validate = validator.response(op.operationId, 200)!;
      if (!validate(media.example)) failures.push(`${op.operationId}: ${describeErrors(validate.errors, media.example).join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('has error examples that validate and carry the catalogue messages', () => {
    const catalogue: Record<number, string> = {
      401: '登录信息已过期，请重新登录',
      403: '用户得到授权，但是访问是被禁止的',
      404: '访问资源不存在',
      500: '服务器发生错误',
    };
    const responses = doc.components.responses as Record<
      string,
      { content: { 'application/json': { example: { code: number; msg: string } } } }
    >;
    const examples = Object.values(responses).map((response) => response.content['application/json'].example);
    for (const example of examples) expect(validator.schema('ErrorEnvelope')(example), JSON.stringify(example)).toBe(true);
    for (const example of examples.filter((e) => catalogue[e.code])) expect(example.msg).toBe(catalogue[example.code]);
  });
});

describe('the envelope schema', () => {
  const ok = validator.response('getLabourTop', 200)!;
  const data = { list: [{ name: '钢筋班组', value: 3 }], total: 3 };

  it('accepts every success code of docs/requirements/envelope.md#response-handling', () => {
    for (const code of [200, 0, '200', '0']) expect(ok({ code, msg: '', success: true, data }), String(code)).toBe(true);
  });

  it('rejects a non-success code and a missing data (code 200 with success false is the judge rule success-not-true)', () => {
    for (const code of [500, '500', 'ok', 2000]) expect(ok({ code, msg: '', success: true, data }), String(code)).toBe(false);
    expect(ok({ code: 200, msg: '', success: true })).toBe(false);
  });
});

describe('formats', () => {
  it('bounds ids to exact JavaScript integers: 2^53 and beyond are refused', () => {
    const body = validator.schema('ProjectBody');
    expect(body({ tenantId: 1, projectId: 2 ** 53 - 1 })).toBe(true);
    for (const projectId of [2 ** 53, 2 ** 62, 2 ** 63, 1e300, 1.5])
      expect(body({ tenantId: 1, projectId }), String(projectId)).toBe(false);
  });
});
