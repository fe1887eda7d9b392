// Compares two versions of openapi.yaml operation by operation: what is gone, who may still call, what a client
// sends and what it reads. Wording (descriptions, summaries, examples) is not compared.
import { parseAccessRule, type AccessRule } from '@smartsite/api/document';
import { ChangeLog, type Change, type Rule } from './changes';
import { compareSchemas, type Direction } from './compare-schema';
import { deref, escapePointer, viewOf, type RawSchema, type SchemaNode } from './schema-view';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface Operation {
  method: string;
  path: string;
  pointer: string;
  raw: RawSchema;
}

type Document = { paths?: Record<string, Record<string, RawSchema>>; security?: unknown[] };

const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

function operationsOf(doc: Document): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method];
      if (raw) operations.set(label({ method, path }), { method, path, raw, pointer: `#/paths/${escapePointer(path)}/${method}` });
    }
  }
  return operations;
}

export function compareDocuments(base: unknown, head: unknown): Change[] {
  const log = new ChangeLog();
  const before = operationsOf(base as Document);
  const after = operationsOf(head as Document);
  for (const [name, op] of before) {
    if (after.has(name)) compareOperation(base as Document, head as Document, log, op, after.get(name)!);
    else log.add(removalRule(op, before, after, head as Document), op.pointer, 'operation no longer declared', name);
  }
  for (const [name, op] of after) if (!before.has(name)) log.add('operation-added', op.pointer, 'new operation', name);
  return log.list();
}

function removalRule(op: Operation, before: Map<string, Operation>, after: Map<string, Operation>, head: Document): Rule {
  if (!head.paths?.[op.path]) return 'path-removed';
  const newMethodOnPath = [...after.values()].some((other) => other.path === op.path && !before.has(label(other)));
  return newMethodOnPath ? 'method-changed' : 'operation-removed';
}

function compareOperation(base: Document, head: Document, log: ChangeLog, before: Operation, after: Operation) {
  const name = label(after);
  const add = (rule: Rule, pointer: string, detail: string) => log.add(rule, pointer, detail, name);
  compareAccess(base, head, before, after, add);
  const schemas = (direction: Direction, was: SchemaNode[], now: SchemaNode[]) =>
    compareSchemas({ base, head, log, operation: name, direction }, was, now);
  compareParameters(base, head, before, after, add, schemas);
  compareRequestBody(base, head, before, after, add, schemas);
  compareResponses(base, head, before, after, add, schemas);
}

type Add = (rule: Rule, pointer: string, detail: string) => void;
type CompareSchemas = (direction: Direction, was: SchemaNode[], now: SchemaNode[]) => void;

/** The access rules of an operation, with `security: []` (or none at the root) read as public. */
function accessOf(doc: Document, op: Operation): AccessRule[] {
  const rules = ((op.raw['x-access'] ?? []) as string[]).map(parseAccessRule);
  const security = (op.raw.security ?? doc.security ?? []) as unknown[];
  const isPublic = security.length === 0 || rules.some((rule) => rule.kind === 'public');
  const conditions = rules.filter((rule) => rule.kind !== 'token' && rule.kind !== 'public');
  return isPublic ? conditions : [{ kind: 'token' }, ...conditions];
}

const ruleKey = (rule: AccessRule) => (rule.kind === 'userType' ? 'userType' : JSON.stringify(rule));
const describeRule = (rule: AccessRule) => (rule.kind === 'userType' ? `userType:${rule.types.join('|')}` : Object.values(rule).join(':'));

function compareAccess(base: Document, head: Document, before: Operation, after: Operation, add: Add) {
  const was = accessOf(base, before);
  const now = accessOf(head, after);
  const pointer = `${after.pointer}/x-access`;
  const find = (rules: AccessRule[], rule: AccessRule) => rules.find((other) => ruleKey(other) === ruleKey(rule));
  for (const rule of now) {
    const old = find(was, rule);
    if (!old) add('access-tightened', pointer, `rule ${describeRule(rule)} added`);
    else if (rule.kind === 'userType' && old.kind === 'userType') {
      const dropped = old.types.filter((type) => !rule.types.includes(type));
      const added = rule.types.filter((type) => !old.types.includes(type));
      if (dropped.length) add('access-tightened', pointer, `user type ${dropped.join(', ')} no longer allowed`);
      if (added.length) add('access-loosened', pointer, `user type ${added.join(', ')} now allowed`);
    }
  }
  for (const rule of was) if (!find(now, rule)) add('access-loosened', pointer, `rule ${describeRule(rule)} removed`);
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: RawSchema;
}

function parametersOf(doc: Document, op: Operation): Map<string, SchemaNode> {
  const list = (op.raw.parameters ?? []) as RawSchema[];
  const parameters = new Map<string, SchemaNode>();
  list.forEach((raw, i) => {
    const node = deref(doc, { schema: raw, pointer: `${op.pointer}/parameters/${i}` });
    const parameter = node.schema as unknown as Parameter;
    parameters.set(`${parameter.in} ${parameter.name}`, node);
  });
  return parameters;
}

function compareParameters(base: Document, head: Document, before: Operation, after: Operation, add: Add, schemas: CompareSchemas) {
  const was = parametersOf(base, before);
  const now = parametersOf(head, after);
  for (const [key, node] of now) {
    const parameter = node.schema as unknown as Parameter;
    const old = was.get(key);
    const oldParameter = old?.schema as unknown as Parameter | undefined;
    if (parameter.required && !oldParameter?.required)
      add('request-required-field-added', `${node.pointer}/required`, `parameter ${key} is required`);
    else if (!old) add('request-field-added', node.pointer, `optional parameter ${key} added`);
    else if (oldParameter?.required && !parameter.required)
      add('request-field-made-optional', node.pointer, `parameter ${key} no longer required`);
    if (old?.schema.schema && node.schema.schema) {
      schemas(
        'request',
        [{ schema: old.schema.schema as RawSchema, pointer: `${old.pointer}/schema` }],
        [{ schema: node.schema.schema as RawSchema, pointer: `${node.pointer}/schema` }],
      );
    }
  }
  for (const [key, node] of was) if (!now.has(key)) add('request-field-removed', node.pointer, `parameter ${key} removed`);
}

/** The JSON schema of a request body or response, when it has one. */
function jsonSchemaOf(doc: Document, node: SchemaNode): SchemaNode | undefined {
  const { schema, pointer } = deref(doc, node);
  const content = (schema.content ?? {}) as Record<string, RawSchema>;
  const mediaType = Object.keys(content).find((type) => type.includes('json'));
  const json = mediaType ? content[mediaType]?.schema : undefined;
  return json ? { schema: json as RawSchema, pointer: `${pointer}/content/${escapePointer(mediaType!)}/schema` } : undefined;
}

function compareRequestBody(base: Document, head: Document, before: Operation, after: Operation, add: Add, schemas: CompareSchemas) {
  const was = before.raw.requestBody
    ? deref(base, { schema: before.raw.requestBody as RawSchema, pointer: `${before.pointer}/requestBody` })
    : undefined;
  const now = after.raw.requestBody
    ? deref(head, { schema: after.raw.requestBody as RawSchema, pointer: `${after.pointer}/requestBody` })
    : undefined;
  if (now?.schema.required && !was?.schema.required) add('request-required-field-added', now.pointer, 'request body is required');
  if (!was || !now) return;
  const wasSchema = jsonSchemaOf(base, was);
  const nowSchema = jsonSchemaOf(head, now);
  if (wasSchema && nowSchema) schemas('request', [wasSchema], [nowSchema]);
}

const isSuccess = (status: string) => status.startsWith('2');

/** The envelope codes a success response allows (its `code` property's enum or const), listed for a person. */
function envelopeCodes(doc: Document, schema: SchemaNode | undefined): { codes: string; pointer?: string } {
  const code = schema ? viewOf(doc, [schema]).properties.get('code') : undefined;
  const values = code ? viewOf(doc, code).values : undefined;
  if (!values?.values.length) return { codes: 'any' };
  return {
    codes: values.values
      .map((value) => JSON.stringify(value))
      .sort()
      .join(', '),
    pointer: values.pointer,
  };
}

function compareResponses(base: Document, head: Document, before: Operation, after: Operation, add: Add, schemas: CompareSchemas) {
  const was = (before.raw.responses ?? {}) as Record<string, RawSchema>;
  const now = (after.raw.responses ?? {}) as Record<string, RawSchema>;
  const pointer = `${after.pointer}/responses`;
  const successWas = Object.keys(was).filter(isSuccess).sort().join(', ');
  const successNow = Object.keys(now).filter(isSuccess).sort().join(', ');
  if (successWas !== successNow)
    add('success-codes-changed', pointer, `success statuses ${successWas || 'none'} -> ${successNow || 'none'}`);
  for (const status of Object.keys(now))
    if (!(status in was) && !isSuccess(status)) add('response-status-added', `${pointer}/${status}`, `status ${status} declared`);
  for (const status of Object.keys(was))
    if (!(status in now) && !isSuccess(status))
      add('response-status-removed', `${before.pointer}/responses/${status}`, `status ${status} no longer declared`);
  for (const status of Object.keys(now).filter((s) => s in was)) {
    const wasSchema = jsonSchemaOf(base, { schema: was[status]!, pointer: `${before.pointer}/responses/${status}` });
    const nowSchema = jsonSchemaOf(head, { schema: now[status]!, pointer: `${pointer}/${status}` });
    if (isSuccess(status)) {
      const codesWas = envelopeCodes(base, wasSchema);
      const codesNow = envelopeCodes(head, nowSchema);
      const where = codesNow.pointer ?? codesWas.pointer ?? `${pointer}/${status}`;
      if (codesWas.codes !== codesNow.codes)
        add('success-codes-changed', where, `envelope codes of ${status}: ${codesWas.codes} -> ${codesNow.codes}`);
    }
    if (wasSchema && nowSchema) schemas('response', [wasSchema], [nowSchema]);
  }
}
