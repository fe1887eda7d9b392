// fast-check arbitraries from the request schemas of openapi.yaml (the subset the document uses: object,
// integer, number, string with enum/pattern/format/length bounds, boolean, array). `valid` values satisfy the
// schema with ordinary data (ids of the seed, short text); `hostile` values still satisfy it but sit at its
// edges: the largest integers it allows, unicode of every plane, control characters, injection text, strings
// as long as maxLength permits, dates far in the past or future.
import fc from 'fast-check';
import type { Json, RequestSchema as JsonSchema } from '@smartsite/api/document';

export type { Json, RequestSchema as JsonSchema } from '@smartsite/api/document';
export type JsonObject = { [key: string]: Json };

export type Flavour = 'valid' | 'hostile';

/** The first non-null type of a schema. */
export const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** Text that has broken parsers, databases and log pipelines before; every entry is plain valid JSON text. */
const NASTY_TEXT = [
  "' OR '1'='1' --",
  '"; DROP TABLE User; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '\u0000',
  '\u202eRTL override',
  '\ud83d\ude00\ud83c\udfd7\ufe0f',
  '\ud842\udfb7野家', // a supplementary-plane CJK character
  '\ud800', // a lone surrogate
  'Ｆｕｌｌｗｉｄｔｈ１２３',
  '\r\n\t',
  ' ',
  '%00%ff',
  'null',
  '__proto__',
];

/** Integers the document allows that the seed never uses: the edges of 32-bit and of JavaScript's safe range. */
const EDGE_INTEGERS = [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 1e15, 1e300];

function integerArbitrary(schema: JsonSchema, name: string, flavour: Flavour): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  // Ids are small in the seed; valid requests should mostly name things that exist.
  const ordinary = /id$/i.test(name) ? fc.integer({ min: Math.max(min, 1), max: Math.min(max, 60) }) : fc.integer({ min, max });
  if (flavour === 'valid') return ordinary;
  const edges = [...EDGE_INTEGERS, -1, -(2 ** 31), -(2 ** 53 - 1), min, max].filter(
    (n) => n >= (schema.minimum ?? -Infinity) && n <= (schema.maximum ?? Infinity),
  );
  return fc.oneof(ordinary, fc.constantFrom(...edges));
}

function numberArbitrary(schema: JsonSchema, flavour: Flavour): fc.Arbitrary<number> {
  const bounds = { min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true };
  if (flavour === 'valid') return fc.double(bounds);
  return fc.double({ ...bounds, min: schema.minimum ?? -Number.MAX_VALUE, max: schema.maximum ?? Number.MAX_VALUE });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function stringArbitrary(schema: JsonSchema, flavour: Flavour): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const fits = (s: string) => s.length >= minLength && (schema.maxLength === undefined || s.length <= schema.maxLength);
  if (schema.format === 'date') {
    const days = fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map(isoDay);
    return flavour === 'valid' ? days : fc.oneof(days, fc.constantFrom('0001-01-01', '9999-12-31', '2024-02-29', '1970-01-01'));
  }
  if (schema.format === 'date-time') {
    const instants = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
    return flavour === 'valid'
      ? instants
      : fc.oneof(instants, fc.constantFrom('0001-01-01T00:00:00Z', '9999-12-31T23:59:59+08:00', '2024-02-29T24:00:00Z'));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (flavour === 'valid') {
    const max = Math.min(schema.maxLength ?? 24, Math.max(minLength, 24));
    return fc.string({ minLength, maxLength: max });
  }
  // Hostile text: any code point (including lone surrogates), nasty samples, and the longest text allowed.
  const longest = Math.min(schema.maxLength ?? 20_000, 20_000);
  return fc.oneof(
    fc.string({ unit: 'binary', minLength, maxLength: Math.min(longest, 64) }),
    fc.constantFrom(...NASTY_TEXT).filter(fits),
    fc.constantFrom('中'.repeat(longest), 'x'.repeat(longest), '\ud83d\ude00'.repeat(Math.floor(longest / 2))).filter(fits),
  );
}

/** An arbitrary of values that satisfy the schema; `name` is the property name (ids get ids of the seed). */
export function valueArbitrary(
  resolve: (schema: JsonSchema) => JsonSchema,
  raw: JsonSchema,
  name: string,
  flavour: Flavour,
): fc.Arbitrary<Json> {
  const schema = resolve(raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer':
      return integerArbitrary(schema, name, flavour);
    case 'number':
      return numberArbitrary(schema, flavour);
    case 'string':
      return stringArbitrary(schema, flavour);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = valueArbitrary(resolve, schema.items ?? {}, name, flavour);
      const length = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) };
      return schema.uniqueItems ? fc.uniqueArray(items, { ...length, selector: (item) => JSON.stringify(item) }) : fc.array(items, length);
    }
    case 'object':
      return objectArbitrary(resolve, schema, flavour);
    default:
      return fc.constant(null);
  }
}

/** Objects with every required property and any of the optional ones. */
export function objectArbitrary(
  resolve: (schema: JsonSchema) => JsonSchema,
  raw: JsonSchema,
  flavour: Flavour,
  context: Record<string, fc.Arbitrary<Json>> = {},
): fc.Arbitrary<JsonObject> {
  const schema = resolve(raw);
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, context[name] ?? valueArbitrary(resolve, property, name, flavour)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) }) as fc.Arbitrary<JsonObject>;
}

/** Draws before giving up on a value that passes a check: fast-check's own filter would draw for ever. */
const VALID_DRAWS = 200;

/**
 * The first of an arbitrary's values, drawn from `seed` on, that passes `valid`; a clear error naming `what` when
 * none of VALID_DRAWS does (a generator that does not model one of the schema's rules).
 */
export function firstValid<T>(arbitrary: fc.Arbitrary<T>, valid: (value: T) => boolean, seed: number, what: string): T {
  for (let draw = 0; draw < VALID_DRAWS; draw++) {
    const [value] = fc.sample(arbitrary, { seed: seed + draw * 7919, numRuns: 1 });
    if (valid(value as T)) return value as T;
  }
  throw new Error(`fuzz: no ${what} in ${VALID_DRAWS} draws: scripts/bench/fuzz/arbitraries.ts does not model one of its schema's rules`);
}
