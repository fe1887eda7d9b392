// Text in a request body must be well-formed Unicode, printable, and one line where the field is one line.
// JSON can carry a lone surrogate ("\ud800"), which no UTF-8 store can hold: Prisma's query engine fails on it
// and the call answered 500 (found by the bad-input fuzzer); I-JSON (RFC 7493 §2.1) rules such text out. JSON
// can also carry NUL, other control characters and the bidirectional overrides and isolates (U+202E shows
// "abc" as "cba"): stored in a nickname or a project name they garble every screen and export that shows it,
// or make one name look like another. Tab and line breaks are text only in the fields the document marks
// `x-multiline` (descriptions, targets). Each is a 400 naming the field, checked after the token (401 first)
// and before the document's validation.
import type { OpenApiDocument } from '@smartsite/api/document';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

/**
 * Any character a body's text is checked further for: surrogates (in a `u` regex a paired surrogate is one code
 * point, so only lone ones match), C0 and C1 controls, DEL, and the bidirectional embeddings, overrides (U+202A-E)
 * and isolates (U+2066-9). Most text has none, and is passed by this one test.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUSPECT = /[\p{Cs}\0-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Why the text is refused, or null. `multiLine`: the field may hold tabs and line breaks. */
function textProblem(text: string, multiLine: boolean): string | null {
  if (!SUSPECT.test(text)) return null;
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode text (it holds a lone surrogate)';
  const control = CONTROL.exec(text);
  if (control) return `must not hold control characters or bidirectional overrides (it holds ${codePoint(control[0])})`;
  const lineBreak = multiLine ? null : LINE_BREAK_OR_TAB.exec(text);
  return lineBreak ? `must be one line of text (it holds ${codePoint(lineBreak[0])})` : null;
}

interface Found {
  path: string;
  problem: string;
}

/**
 * The first key or string the body refuses, or null. It runs on every body, so the walk allocates nothing until it
 * finds one but the paths of nested objects. It recurses: the JSON parser bounds the depth (json-body.ts).
 */
function badText(value: unknown, path: string, multiLine: ReadonlySet<string>): Found | null {
  if (value === null || typeof value !== 'object') return null;
  // An array's items are text of the field that holds the array.
  const arrayField = Array.isArray(value) ? path.slice(path.lastIndexOf('/') + 1) : null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyProblem = arrayField === null ? textProblem(key, false) : null;
    if (keyProblem) return { path: `${path}/${key}`, problem: keyProblem };
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'string') {
      const problem = textProblem(child, multiLine.has(arrayField ?? key));
      if (problem) return { path: `${path}/${key}`, problem };
    } else if (child !== null && typeof child === 'object') {
      const found = badText(child, `${path}/${key}`, multiLine);
      if (found) return found;
    }
  }
  return null;
}

/** The names of the properties the document marks `x-multiline: true`, in any schema. */
function multiLineFields(document: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const pending: unknown[] = [document.components.schemas];
  while (pending.length) {
    const schema = pending.pop();
    if (schema === null || typeof schema !== 'object') continue;
    const { properties } = schema as { properties?: Record<string, { 'x-multiline'?: boolean }> };
    for (const [name, property] of Object.entries(properties ?? {})) if (property['x-multiline'] === true) names.add(name);
    pending.push(...Object.values(schema));
  }
  return names;
}

async function wellFormedText(app: FastifyInstance, { document }: { document: OpenApiDocument }) {
  const multiLine = multiLineFields(document);
  // A callback hook, not an async one: it runs on every call, and a promise per call adds up.
  app.addHook('preValidation', (request, _reply, done) => {
    const found = badText(request.body, 'body', multiLine);
    done(found ? badRequest(found.path, found.problem) : undefined);
  });
}

export default fp(wellFormedText, { name: 'well-formed-text' });
