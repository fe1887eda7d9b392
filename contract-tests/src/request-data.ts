// Builds each operation's request from the document: the request schema's required fields get sample
// values that satisfy the schema, and the context the frontend adds (tenantId, projectId, the project id
// of `project:id` rules) comes from the session. Every body is validated before it is sent, so a request
// the contract would reject is a harness bug, never a backend failure.
import fc from 'fast-check';
import {
  describeErrors,
  rawOperation,
  schemaResolver,
  type Json,
  type OperationInfo,
  type RequestSchema as JsonSchema,
} from '@smartsite/api/document';
import { document, validator } from './contract';
import type { HttpRequest } from './transport';

export interface RequestContext {
  tenantId: number;
  projectId: number;
}

export type Body = Record<string, Json>;
/** Request fields to set; undefined removes a field the context would add. */
export type Overrides = Record<string, Json | undefined>;

const resolve = schemaResolver(document);

let uniqueness = 0;
/** Distinct on every call and across runs, so records created against a real backend never collide. */
const nextSeed = () => (Date.now() % 1_000_000_000) + ++uniqueness;

const today = () => new Date().toISOString().slice(0, 10);

/** Building an arbitrary from a pattern costs more than sampling it, and the document has a handful of patterns. */
const arbitraries = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = arbitraries.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern));
    arbitraries.set(pattern, arbitrary);
  }
  return arbitrary;
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return today();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.pattern) return fc.sample(matching(schema.pattern), { numRuns: 1, seed: nextSeed() })[0] ?? '';
  const text = `ct_${name}_${nextSeed().toString(36)}`;
  const min = schema.minLength ?? 0;
  return text.padEnd(min, 'x').slice(0, schema.maxLength ?? text.length);
}

export function sampleValue(raw: JsonSchema, name: string): Json {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0] ?? null;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}, name));
    case 'object':
      return sampleObject(schema, {});
    default:
      return null;
  }
}

function sampleObject(schema: JsonSchema, given: Overrides): Body {
  const body: Body = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = name in given ? given[name] : schema.required?.includes(name) ? sampleValue(property, name) : undefined;
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/** The fields the frontend fills from browser storage, plus the project a `project:<field>` rule names. */
function contextFields(op: OperationInfo, context: RequestContext | undefined): Body {
  if (!context) return {};
  const fields: Body = { tenantId: context.tenantId, projectId: context.projectId };
  for (const rule of op.access) if (rule.kind === 'project') fields[rule.field] = context.projectId;
  return fields;
}

/** A request body for the operation: context fields (none without a context), then overrides, then samples for the remaining required fields. */
export function sampleBody(op: OperationInfo, context: RequestContext | undefined, overrides: Overrides = {}): Body {
  if (!op.requestSchema) throw new Error(`${op.operationId} takes no request body`);
  const schema = document.components.schemas[op.requestSchema] as JsonSchema;
  const declared = Object.keys(schema.properties ?? {});
  const fromContext = Object.fromEntries(Object.entries(contextFields(op, context)).filter(([name]) => declared.includes(name)));
  const body = sampleObject(schema, { ...fromContext, ...overrides });
  const validate = validator.schema(op.requestSchema);
  if (!validate(body)) {
    throw new Error(
      `harness bug: the ${op.requestSchema} body built for ${op.operationId} is invalid:\n${describeErrors(validate.errors, body).join('\n')}`,
    );
  }
  return body;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

/** The HTTP request for an operation: method, path with the query parameters the context knows, and the body. */
export function buildRequest(op: OperationInfo, context: RequestContext | undefined, overrides: Overrides = {}): HttpRequest {
  if (op.method === 'post') return { method: 'post', url: op.path, body: sampleBody(op, context, overrides) };
  const parameters = ((rawOperation(document, op) as { parameters?: Parameter[] }).parameters ?? []).filter((p) => p.in === 'query');
  const known = contextFields(op, context);
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value =
      parameter.name in overrides
        ? overrides[parameter.name]
        : (known[parameter.name] ?? (parameter.required ? sampleValue(parameter.schema, parameter.name) : undefined));
    if (value !== undefined && value !== null) query.set(parameter.name, String(value));
  }
  const search = query.toString();
  return { method: 'get', url: search ? `${op.path}?${search}` : op.path };
}
