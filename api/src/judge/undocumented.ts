// Fields an answer carries that the document does not name: harmless to the frontend (it reads the fields
// it knows), but a difference QA should see. The response schema is walked alongside the answer through
// $ref and allOf; a level with oneOf, anyOf or additionalProperties is open and not judged.
import { rawOperation, type OpenApiDocument, type OperationInfo } from '../document';

type Schema = Record<string, unknown> & { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema };

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return resolve(doc, target as Schema);
}

/** The schema and, through allOf, every schema it is made of. */
const members = (doc: OpenApiDocument, schema: Schema): Schema[] => {
  const resolved = resolve(doc, schema);
  return [resolved, ...(resolved.allOf ?? []).flatMap((s) => members(doc, s))];
};

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** JSON pointers of the fields the schemas do not name; lists are judged by their first item. */
export function undocumentedFields(doc: OpenApiDocument, schemas: Schema[], value: unknown, pointer = ''): string[] {
  const all = schemas.flatMap((s) => members(doc, s));
  if (Array.isArray(value)) {
    const items = all.flatMap((s) => (s.items ? [s.items] : []));
    return items.length && value.length ? undocumentedFields(doc, items, value[0], `${pointer}/0`) : [];
  }
  if (!isObject(value)) return [];
  const open = all.some((s) => s.oneOf || s.anyOf || s.additionalProperties);
  const declared = all.filter((s) => s.properties);
  if (open || !declared.length) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const named = declared.flatMap((s) => (s.properties?.[key] ? [s.properties[key]] : []));
    const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return named.length ? undocumentedFields(doc, named, field, here) : [here];
  });
}

/** The schema the document declares for this operation's answer with this status, if any. */
export function responseSchema(doc: OpenApiDocument, op: OperationInfo, status: number): Schema | undefined {
  const declared = rawOperation(doc, op).responses[String(status)] as Schema | undefined;
  if (!declared) return undefined;
  return (resolve(doc, declared).content as { 'application/json'?: { schema?: Schema } } | undefined)?.['application/json']?.schema;
}
