// Item 6 of issue 39: the frontend's usage (contract-tests/usage/frontend.json) as a Pact V4 consumer contract.
// One interaction per operation a recorded screen calls: the documented request example cut to the fields the
// frontend sends, and the documented answer cut to the fields it reads, each matched by type only, so a provider
// is free in everything the screens do not read. The file is written directly (not through Pact's mock server):
// it is a pure function of openapi.yaml and the usage file, and Pact's own Verifier checks it in the tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rawOperation, schemaResolver, type RequestSchema } from '@smartsite/api/document';
import { document, operation, usage } from './contract';

export const PACT_FILE = join(dirname(fileURLToPath(import.meta.url)), '../pacts/smartsite-frontend-smartsite-backend.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rules = Record<string, { combine: 'AND'; matchers: { match: 'type'; min?: number }[] }>;

interface Documented {
  requestBody?: { content?: { 'application/json'?: { example?: Json } } };
  responses: Record<string, { content?: { 'application/json'?: { example?: Json; schema?: RequestSchema } } }>;
}

/** Pointer segments (`/data/list/*`) as a Pact path (`$.data.list[*]`); keys that are not identifiers are quoted. */
const pactPath = (segments: readonly string[]) =>
  '$' + segments.map((s) => (s === '*' ? '[*]' : s === ANY_KEY ? '.*' : /^[A-Za-z_]\w*$/.test(s) ? `.${s}` : `['${s}']`)).join('');

/** An object's every key (`/data/*` on an object, a map keyed by date or code), as Pact writes it: `.*`. */
const ANY_KEY = Symbol.for('any-key') as unknown as string;

/**
 * The part of `value` on the given pointers, with a type rule on each leaf read and `min: 0` on each array a
 * pointer crosses (eachLike without demanding rows: a provider's empty list is a valid answer to a screen).
 */
function cut(value: Json, pointers: readonly string[][], at: string[], rules: Rules): Json | undefined {
  if (!pointers.length) return undefined;
  if (pointers.some((p) => p.length === 0)) {
    rules[pactPath(at)] = { combine: 'AND', matchers: [{ match: 'type' }] };
    return value;
  }
  if (Array.isArray(value)) {
    const rows = pointers.filter((p) => p[0] === '*').map((p) => p.slice(1));
    if (!rows.length || !value.length) return undefined;
    rules[pactPath(at)] = { combine: 'AND', matchers: [{ match: 'type', min: 0 }] };
    const first = cut(value[0]!, rows, [...at, '*'], rules);
    return first === undefined ? [] : [first];
  }
  if (value === null || typeof value !== 'object') return undefined;
  const out: Record<string, Json> = {};
  const keys = new Set(pointers.map((p) => p[0]!));
  const wildcard = keys.has('*');
  for (const [key, child] of Object.entries(value)) {
    if (!wildcard && !keys.has(key)) continue;
    const below = pointers.filter((p) => p[0] === key || p[0] === '*').map((p) => p.slice(1));
    const part = cut(child, below, [...at, wildcard ? ANY_KEY : key], rules);
    if (part !== undefined) out[key] = part;
  }
  return Object.keys(out).length ? out : undefined;
}

const segments = (pointer: string) => pointer.split('/').slice(1);

const resolve = schemaResolver(document);

/**
 * Whether the document requires every step of a read pointer. A field it leaves optional (a menu row without
 * `children`, a chart without `unit`) is one the screens must already do without, so the contract cannot demand
 * it: Pact has no optional keys, and a type rule on an array holds each row to the example's first.
 */
function required(schema: RequestSchema | undefined, path: readonly string[]): boolean {
  if (!path.length) return true;
  if (!schema) return false;
  const node = resolve(schema) as RequestSchema & { additionalProperties?: RequestSchema };
  const [head, ...rest] = path;
  if (head === '*') return required(node.items ?? node.additionalProperties, rest);
  return !!node.required?.includes(head!) && required(node.properties?.[head!], rest);
}

export function buildPact() {
  const interactions = Object.entries(usage.operations)
    .filter(([, entry]) => entry.calledBy.length)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operationId, entry]) => {
      const op = operation(operationId);
      const raw = rawOperation(document, op) as unknown as Documented;
      const sent = raw.requestBody?.content?.['application/json']?.example;
      // The top-level fields the frontend sends (a list it sends, /boards/*, is the field boards).
      const sends = new Set(entry.sends.map((pointer) => segments(pointer)[0]));
      const body =
        sent && typeof sent === 'object' && !Array.isArray(sent)
          ? Object.fromEntries(Object.entries(sent).filter(([key]) => sends.has(key)))
          : undefined;
      const documented = raw.responses['200']?.content?.['application/json'];
      const demanded = Object.keys(entry.reads)
        .map(segments)
        .filter((path) => required(documented?.schema, path));
      const rules: Rules = {};
      const read = cut(documented?.example ?? null, demanded, [], rules) ?? {};
      const screens = entry.calledBy.map((route) => usage.screens[route] ?? route).join(', ');
      return {
        type: 'Synchronous/HTTP',
        description: `${operationId} as read by ${screens}`,
        key: operationId,
        pending: false,
        request: {
          method: op.method.toUpperCase(),
          path: op.path,
          ...(op.method === 'post'
            ? {
                headers: { 'Content-Type': ['application/json'] },
                body: { contentType: 'application/json', encoded: false, content: body ?? {} },
              }
            : {}),
        },
        response: {
          status: 200,
          body: { contentType: 'application/json', encoded: false, content: read },
          matchingRules: { body: rules },
        },
      };
    });
  return {
    consumer: { name: 'smartsite-frontend' },
    provider: { name: 'smartsite-backend' },
    interactions,
    metadata: { pactSpecification: { version: '4.0' }, generatedBy: 'npm run contract:pact (contract-tests/src/pact.ts)' },
  };
}

export const pactText = () => JSON.stringify(buildPact(), null, 2) + '\n';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(dirname(PACT_FILE), { recursive: true });
  writeFileSync(PACT_FILE, pactText());
  console.log(`wrote ${PACT_FILE}: ${buildPact().interactions.length} interactions`);
}
