// Text in a request body must be well-formed Unicode. JSON can carry a lone surrogate ("\ud800"), which no
// UTF-8 store can hold: Prisma's query engine fails on it and the call answered 500 (found by the bad-input
// fuzzer). I-JSON (RFC 7493 §2.1) rules such text out, so it is a 400 naming the field, checked after
// the token (401 first) and before the document's validation.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

/** A surrogate code point: in a `u` regex a paired surrogate is one code point, so only lone ones match. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path of the first key or string holding a lone surrogate, or null. It runs on every body, so the walk
 * allocates nothing until it finds one: the path is built on the way back out.
 */
function malformedText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (LONE_SURROGATE.test(key)) return `${path}/${key}`;
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'string' ? LONE_SURROGATE.test(child) : child !== null && typeof child === 'object') {
      const found = malformedText(child, `${path}/${key}`);
      if (found) return found;
    }
  }
  return null;
}

async function wellFormedText(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every call, and a promise per call adds up.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = malformedText(request.body, 'body');
    done(path ? badRequest(path, 'must be well-formed Unicode text (it holds a lone surrogate)') : undefined);
  });
}

export default fp(wellFormedText, { name: 'well-formed-text' });
