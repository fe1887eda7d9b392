// A JSON Schema as the diff reads it: $refs followed and allOf merged into one view, each keyword remembering the
// pointer of the schema that declared it, so a change is reported where a person would edit it.

export type RawSchema = Record<string, unknown>;

/** A schema together with its JSON pointer in the document. */
export interface SchemaNode {
  schema: RawSchema;
  pointer: string;
}

export const CONSTRAINT_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
] as const;
export type ConstraintKeyword = (typeof CONSTRAINT_KEYWORDS)[number];

export interface SchemaView {
  /** Allowed JSON types; undefined means any. */
  types?: { values: Set<string>; pointer: string };
  /** Allowed values, from enum or const. */
  values?: { values: unknown[]; pointer: string };
  constraints: Partial<Record<ConstraintKeyword, { value: unknown; pointer: string }>>;
  /** Every schema that declares the property, in document order. */
  properties: Map<string, SchemaNode[]>;
  /** Required property names, with the pointer of a `required` list naming them. */
  required: Map<string, string>;
  items: SchemaNode[];
  variants?: SchemaNode[];
}

export const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Looks up a local `#/...` reference in the document. */
function resolveRef(doc: unknown, ref: string): SchemaNode {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
  let target: unknown = doc;
  for (const segment of ref.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  if (!target || typeof target !== 'object') throw new Error(`Unresolvable reference ${ref}`);
  return { schema: target as RawSchema, pointer: ref };
}

/** Follows $refs until a schema that is not one. */
export function deref(doc: unknown, node: SchemaNode): SchemaNode {
  let current = node;
  for (let hops = 0; typeof current.schema.$ref === 'string'; hops++) {
    if (hops > 50) throw new Error(`Reference loop at ${node.pointer}`);
    current = resolveRef(doc, current.schema.$ref);
  }
  return current;
}

const typesOf = (type: unknown): Set<string> => new Set(Array.isArray(type) ? (type as string[]) : [type as string]);

/** Merges the nodes (all of which a value must satisfy) into one view. */
export function viewOf(doc: unknown, nodes: SchemaNode[]): SchemaView {
  const view: SchemaView = { constraints: {}, properties: new Map(), required: new Map(), items: [] };
  const visit = (input: SchemaNode) => {
    const { schema, pointer } = deref(doc, input);
    if (Array.isArray(schema.allOf))
      schema.allOf.forEach((member, i) => visit({ schema: member as RawSchema, pointer: `${pointer}/allOf/${i}` }));
    if (schema.type !== undefined) {
      const declared = typesOf(schema.type);
      const values = view.types ? new Set([...view.types.values].filter((t) => declared.has(t))) : declared;
      view.types = { values, pointer: `${pointer}/type` };
    }
    if (Array.isArray(schema.enum)) view.values = { values: schema.enum, pointer: `${pointer}/enum` };
    if ('const' in schema) view.values = { values: [schema.const], pointer: `${pointer}/const` };
    for (const keyword of CONSTRAINT_KEYWORDS) {
      if (schema[keyword] !== undefined) view.constraints[keyword] = { value: schema[keyword], pointer: `${pointer}/${keyword}` };
    }
    const properties = (schema.properties ?? {}) as Record<string, RawSchema>;
    for (const [name, property] of Object.entries(properties)) {
      const declared = view.properties.get(name) ?? [];
      declared.push({ schema: property, pointer: `${pointer}/properties/${escapePointer(name)}` });
      view.properties.set(name, declared);
    }
    for (const name of (schema.required ?? []) as string[]) view.required.set(name, `${pointer}/required`);
    if (schema.items && typeof schema.items === 'object')
      view.items.push({ schema: schema.items as RawSchema, pointer: `${pointer}/items` });
    const variants = (schema.oneOf ?? schema.anyOf) as RawSchema[] | undefined;
    if (Array.isArray(variants)) {
      const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
      view.variants = variants.map((variant, i) => ({ schema: variant, pointer: `${pointer}/${keyword}/${i}` }));
    }
  };
  nodes.forEach(visit);
  return view;
}

/** Whether a value of JSON type `type` is accepted by the allowed `types` (an integer is a number). */
export const acceptsType = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));
