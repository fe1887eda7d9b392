// Compares two versions of the schema at one place of an operation. What breaks a client depends on the direction:
// a request schema may only accept more (the client's values must stay valid), a response schema may only promise
// more (what the client reads must stay there, of the type it expects).
import type { ChangeLog, Rule } from './changes';
import {
  CONSTRAINT_KEYWORDS,
  acceptsType,
  escapePointer,
  viewOf,
  type ConstraintKeyword,
  type SchemaNode,
  type SchemaView,
} from './schema-view';

export type Direction = 'request' | 'response';

export interface SchemaComparison {
  base: unknown;
  head: unknown;
  log: ChangeLog;
  /** `METHOD /path` of the operation being compared. */
  operation: string;
  direction: Direction;
}

const LOWER_BOUNDS: readonly ConstraintKeyword[] = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];
const UPPER_BOUNDS: readonly ConstraintKeyword[] = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];

const show = (value: unknown) => JSON.stringify(value);
const listTypes = (types: Set<string>) => [...types].sort().join('|');

/**
 * `at` is where in the body the compared schemas apply, as a JSON pointer with array items as `*`
 * (/data/list/* /name): for a response, what the frontend's usage says the screens read.
 */
export function compareSchemas(cmp: SchemaComparison, base: SchemaNode[], head: SchemaNode[], trail = new Set<string>(), at = ''): void {
  // Recursive schemas: stop when the same pair of places comes round again on this path.
  const key = `${base.map((n) => n.pointer).join(',')}|${head.map((n) => n.pointer).join(',')}`;
  if (trail.has(key)) return;
  trail.add(key);
  const before = viewOf(cmp.base, base);
  const after = viewOf(cmp.head, head);
  const field = (where: string) => (cmp.direction === 'response' ? where : undefined);
  const add = (rule: Rule, pointer: string, detail: string) => cmp.log.add(rule, pointer, detail, cmp.operation, field(at));
  compareTypes(cmp, before, after, add);
  compareValues(cmp, before, after, add);
  compareConstraints(cmp, before, after, add);
  const addAt = (name: string) => (rule: Rule, pointer: string, detail: string) =>
    cmp.log.add(rule, pointer, detail, cmp.operation, field(`${at}/${escapePointer(name)}`));
  compareProperties(cmp, before, after, addAt, trail, at);
  if (before.items.length && after.items.length) compareSchemas(cmp, before.items, after.items, trail, `${at}/*`);
  compareVariants(cmp, before, after, add, trail, at);
  trail.delete(key);
}

type Add = (rule: Rule, pointer: string, detail: string) => void;

function compareTypes({ direction }: SchemaComparison, before: SchemaView, after: SchemaView, add: Add) {
  if (!before.types && !after.types) return;
  const pointer = (after.types ?? before.types)!.pointer;
  const was = before.types ? listTypes(before.types.values) : 'any';
  const now = after.types ? listTypes(after.types.values) : 'any';
  if (was === now) return;
  // Request: every type the client may send must still be accepted. Response: every type it may get must be known.
  const [wider, narrower] = direction === 'request' ? [before.types, after.types] : [after.types, before.types];
  const fits = !narrower || (wider !== undefined && [...wider.values].every((t) => acceptsType(narrower.values, t)));
  add(fits ? 'constraint-widened' : 'type-changed', pointer, `type ${was} -> ${now}`);
}

function compareValues({ direction }: SchemaComparison, before: SchemaView, after: SchemaView, add: Add) {
  if (!before.values && !after.values) return;
  const pointer = (after.values ?? before.values)!.pointer;
  if (!before.values || !after.values) {
    const detail = after.values ? `now limited to ${show(after.values.values)}` : `no longer limited to ${show(before.values!.values)}`;
    const narrowed = Boolean(after.values);
    if (direction === 'request') add(narrowed ? 'constraint-narrowed' : 'constraint-widened', pointer, detail);
    else add(narrowed ? 'response-enum-value-removed' : 'response-enum-value-added', pointer, detail);
    return;
  }
  const has = (values: unknown[], value: unknown) => values.some((v) => show(v) === show(value));
  for (const value of before.values.values.filter((v) => !has(after.values!.values, v))) {
    add(direction === 'request' ? 'enum-value-removed' : 'response-enum-value-removed', pointer, `value ${show(value)} removed`);
  }
  for (const value of after.values.values.filter((v) => !has(before.values!.values, v))) {
    add(direction === 'request' ? 'enum-value-added' : 'response-enum-value-added', pointer, `value ${show(value)} added`);
  }
}

function isNarrower(keyword: ConstraintKeyword, was: unknown, now: unknown): boolean {
  if (now === undefined) return false;
  if (was === undefined) return true;
  if (LOWER_BOUNDS.includes(keyword)) return (now as number) > (was as number);
  if (UPPER_BOUNDS.includes(keyword)) return (now as number) < (was as number);
  return now !== was; // pattern, format: any other one may refuse values the old one accepted
}

function compareConstraints({ direction }: SchemaComparison, before: SchemaView, after: SchemaView, add: Add) {
  for (const keyword of CONSTRAINT_KEYWORDS) {
    const was = before.constraints[keyword];
    const now = after.constraints[keyword];
    if (show(was?.value) === show(now?.value)) continue;
    const pointer = (now ?? was)!.pointer;
    const detail = `${keyword} ${show(was?.value) ?? 'none'} -> ${show(now?.value) ?? 'none'}`;
    const narrowed = direction === 'request' && isNarrower(keyword, was?.value, now?.value);
    add(narrowed ? 'constraint-narrowed' : 'constraint-widened', pointer, detail);
  }
}

function compareProperties(
  cmp: SchemaComparison,
  before: SchemaView,
  after: SchemaView,
  addAt: (name: string) => Add,
  trail: Set<string>,
  at: string,
) {
  const propertyPointer = (view: SchemaView, name: string, fallback: string) =>
    view.properties.get(name)?.[0]?.pointer ?? `${fallback}/${escapePointer(name)}`;
  const names = new Set([...before.properties.keys(), ...after.properties.keys(), ...before.required.keys(), ...after.required.keys()]);
  for (const name of names) {
    const add = addAt(name);
    const wasDeclared = before.properties.has(name);
    const isDeclared = after.properties.has(name);
    const wasRequired = before.required.has(name);
    const isRequired = after.required.has(name);
    if (cmp.direction === 'response') {
      if (wasRequired && !isDeclared)
        add('response-required-field-removed', propertyPointer(before, name, before.required.get(name)!), `required field ${name} removed`);
      else if (wasRequired && !isRequired)
        add('response-required-field-removed', propertyPointer(after, name, ''), `field ${name} no longer required`);
      else if (wasDeclared && !isDeclared)
        add('response-field-removed', propertyPointer(before, name, ''), `optional field ${name} removed`);
      else if (!wasDeclared && isDeclared) add('response-field-added', propertyPointer(after, name, ''), `field ${name} added`);
    } else {
      if (isRequired && !wasRequired) add('request-required-field-added', after.required.get(name)!, `${name} is required`);
      else if (wasRequired && !isRequired && isDeclared)
        add('request-field-made-optional', propertyPointer(after, name, ''), `${name} no longer required`);
      else if (wasDeclared && !isDeclared) add('request-field-removed', propertyPointer(before, name, ''), `field ${name} removed`);
      else if (!wasDeclared && isDeclared) add('request-field-added', propertyPointer(after, name, ''), `optional field ${name} added`);
    }
    if (wasDeclared && isDeclared)
      compareSchemas(cmp, before.properties.get(name)!, after.properties.get(name)!, trail, `${at}/${escapePointer(name)}`);
  }
}

function compareVariants(cmp: SchemaComparison, before: SchemaView, after: SchemaView, add: Add, trail: Set<string>, at: string) {
  if (!before.variants || !after.variants) return;
  const was = before.variants.length;
  const now = after.variants.length;
  if (was === now) {
    before.variants.forEach((variant, i) => compareSchemas(cmp, [variant], [after.variants![i]!], trail, at));
    return;
  }
  // More shapes in a response, or fewer accepted in a request, is a new or narrowed type for the client.
  const breaks = cmp.direction === 'response' ? now > was : now < was;
  add(
    breaks ? 'type-changed' : 'constraint-widened',
    after.variants[0]?.pointer ?? before.variants[0]!.pointer,
    `${was} -> ${now} alternative shapes`,
  );
}
