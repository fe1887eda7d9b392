// The runtime view of openapi.yaml shared by mock-server, contract-tests and scripts:
// the list of operations with their conventions (x-access, x-writes, x-inferred) and one
// JSON Schema 2020-12 validator built from the document itself, so nobody re-declares a schema.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

// Joined as a path: in browser-side tests (jsdom) the global URL is jsdom's, which fileURLToPath refuses.
export const DOCUMENT_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');
export const DOCUMENT_ID = 'openapi.yaml';

export type HttpMethod = 'get' | 'post';

/** One token of an operation's x-access list (see info.description of openapi.yaml). */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'token' }
  | { kind: 'tenant' }
  | { kind: 'project'; field: string }
  | { kind: 'userType'; types: string[] }
  | { kind: 'permission'; name: string }
  | { kind: 'module'; code: string }
  | { kind: 'share' };

export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  spec: string;
  inferred: boolean;
  inferredReason?: string;
  writes: boolean;
  /** x-deletes: the call removes a record. */
  deletes: boolean;
  /** x-revokes-session: the call ends the caller's session. */
  revokesSession: boolean;
  isPublic: boolean;
  access: AccessRule[];
  /** Name of the request body schema under components.schemas, when the operation has a body. */
  requestSchema?: string;
  /** The HTTP statuses the document declares for this operation. */
  statuses: number[];
}

interface RawOperation {
  operationId: string;
  tags: string[];
  summary: string;
  'x-spec': string;
  'x-inferred'?: boolean;
  'x-inferred-reason'?: string;
  'x-writes'?: boolean;
  'x-deletes'?: boolean;
  'x-revokes-session'?: boolean;
  'x-access': string[];
  security?: unknown[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<HttpMethod, RawOperation>>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
  tags: { name: string; description: string }[];
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The part of JSON Schema the request schemas of the document use (what request builders and fuzzers read). */
export interface RequestSchema {
  $ref?: string;
  type?: string | string[];
  const?: Json;
  enum?: Json[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: RequestSchema;
  required?: string[];
  properties?: Record<string, RequestSchema>;
}

/** Follows `#/components/schemas/...` references (to any depth) to the schema they name. */
export function schemaResolver(doc: OpenApiDocument): (schema: RequestSchema) => RequestSchema {
  const resolve = (schema: RequestSchema): RequestSchema =>
    schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] as RequestSchema) : schema;
  return resolve;
}

export function loadDocument(path: string = DOCUMENT_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

export function parseAccessRule(token: string): AccessRule {
  const [kind, arg = ''] = token.split(':');
  switch (kind) {
    case 'public':
    case 'token':
    case 'tenant':
    case 'share':
      return { kind };
    case 'project':
      return { kind, field: arg };
    case 'userType':
      return { kind, types: arg.split('|') };
    case 'permission':
      return { kind, name: arg };
    case 'module':
      return { kind, code: arg };
    default:
      throw new Error(`Unknown x-access rule "${token}"`);
  }
}

/** What a display-share token may call (openapi.yaml, ShareBoard's x-share-operations): always, and per board. */
export function shareOperations(doc: OpenApiDocument, boards: readonly string[]): Set<string> {
  const table = (doc.components.schemas.ShareBoard as { 'x-share-operations'?: Record<string, string[]> } | undefined)?.[
    'x-share-operations'
  ];
  if (!table) throw new Error('openapi.yaml: ShareBoard has no x-share-operations');
  return new Set([...(table.always ?? []), ...boards.flatMap((board) => table[board] ?? [])]);
}

const schemaNameOf = (ref: string) => ref.replace('#/components/schemas/', '');

export function listOperations(doc: OpenApiDocument): OperationInfo[] {
  const operations: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post'] as const) {
      const op = item[method];
      if (!op) continue;
      const access = op['x-access'].map(parseAccessRule);
      const ref = op.requestBody?.content['application/json'].schema.$ref;
      operations.push({
        operationId: op.operationId,
        method,
        path,
        tag: op.tags[0] ?? '',
        summary: op.summary,
        spec: op['x-spec'],
        inferred: op['x-inferred'] === true,
        ...(op['x-inferred-reason'] ? { inferredReason: op['x-inferred-reason'] } : {}),
        writes: op['x-writes'] === true,
        deletes: op['x-deletes'] === true,
        revokesSession: op['x-revokes-session'] === true,
        isPublic: access.some((rule) => rule.kind === 'public'),
        access,
        ...(ref ? { requestSchema: schemaNameOf(ref) } : {}),
        statuses: Object.keys(op.responses).map(Number),
      });
    }
  }
  return operations;
}

/** The raw operation object, for callers that need more than OperationInfo (examples, parameters). */
export function rawOperation(doc: OpenApiDocument, info: Pick<OperationInfo, 'path' | 'method'>): RawOperation {
  const op = doc.paths[info.path]?.[info.method];
  if (!op) throw new Error(`No operation ${info.method.toUpperCase()} ${info.path}`);
  return op;
}

/**
 * The formats of the document (date, date-time, uri, ...). Ids carry no int64 format: generators turn it into
 * BigInt; the document bounds them with `maximum: 9007199254740991` instead, the largest exact JavaScript integer.
 */
export function addDocumentFormats(ajv: Ajv2020): void {
  addFormats(ajv);
}

export interface SchemaValidator {
  ajv: Ajv2020;
  /** Validator for components.schemas[name]. */
  schema(name: string): ValidateFunction;
  /** Validator for the response body the document declares for this operation and status. */
  response(operationId: string, status: number): ValidateFunction | undefined;
}

/**
 * Compiles validators straight from the document: the whole document is registered once under
 * DOCUMENT_ID and every validator is a $ref into it, so $refs resolve exactly as written.
 */
export function createSchemaValidator(doc: OpenApiDocument, options: { allErrors?: boolean } = {}): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: options.allErrors ?? false, validateFormats: true });
  addDocumentFormats(ajv);
  ajv.addSchema(doc as object, DOCUMENT_ID);
  const cache = new Map<string, ValidateFunction>();
  const compileRef = (pointer: string) => {
    let fn = cache.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      cache.set(pointer, fn);
    }
    return fn;
  };
  const byId = new Map(listOperations(doc).map((op) => [op.operationId, op]));
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return {
    ajv,
    schema: (name) => compileRef(`/components/schemas/${escape(name)}`),
    response(operationId, status) {
      const op = byId.get(operationId);
      if (!op) throw new Error(`Unknown operation ${operationId}`);
      if (!op.statuses.includes(status)) return undefined;
      const raw = rawOperation(doc, op).responses[String(status)] as { $ref?: string };
      const base = raw.$ref
        ? `/components/responses/${escape(raw.$ref.replace('#/components/responses/', ''))}`
        : `/paths/${escape(op.path)}/${op.method}/responses/${status}`;
      return compileRef(`${base}/content/application~1json/schema`);
    },
  };
}

/** One line per error: the JSON pointer, what the schema expected and what was found. */
export function describeErrors(errors: ErrorObject[] | null | undefined, data: unknown): string[] {
  return (errors ?? []).map((e) => {
    const actual = pointerGet(data, e.instancePath);
    const shown = actual === undefined ? 'undefined' : JSON.stringify(actual)?.slice(0, 80);
    return `${e.instancePath || '/'} ${e.message ?? e.keyword} (expected ${JSON.stringify(e.params)}, actual ${shown})`;
  });
}

/** The value a JSON pointer (as in ajv's instancePath) designates, or undefined. */
export function pointerGet(data: unknown, pointer: string): unknown {
  if (!pointer) return data;
  let current: unknown = data;
  for (const part of pointer.slice(1).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
