// The application/json parser. Nesting is bounded first, on the text: JSON.parse itself copes with any depth,
// but the checks after it (well-formed text, the document's validation, the answer cache's key) walk the value
// and a body of 100,000 nested arrays overflowed the stack (a 500). Then Fastify's own parser (proto-poisoning
// checks, named as such here; its errors for empty and invalid JSON), then a scan of the text for integers
// JSON.parse would round.
// Each refusal is a 400 naming the body or the field, after the token (parsing follows onRequest) and before
// validation.
import { unsafeIntegerPointers } from '@smartsite/api/json-numbers';
import { nestsDeeperThan } from '@smartsite/api/json-text';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';
import { BEYOND_SAFE_RANGE } from './exact-integers';

/** Levels of arrays and objects a body may nest: the document's deepest request nests 2 (an array in the body). */
const MAX_BODY_DEPTH = 32;
const TOO_DEEP = `must not nest arrays and objects more than ${MAX_BODY_DEPTH} levels deep`;
const PROTOTYPE_KEY = 'must not hold the key __proto__, or constructor with a prototype key';

/**
 * Whether text Fastify's parser refused is valid JSON all the same: then the refusal was its prototype-poisoning
 * check, which reports itself as invalid JSON. Asked only of refused bodies, whose depth is already bounded.
 */
function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Text without a number beyond ±(2^53-1) for certain: such a number has 16 digits in a row, or a fraction or an
 * exponent (a digit then '.', 'e' or 'E'). Most bodies have neither and skip the scan of every token.
 */
const MAY_HOLD_UNSAFE_NUMBER = /\d{16}|\d[.eE]/;

export default fp(
  async (app) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig as {
      onProtoPoisoning?: string;
      onConstructorPoisoning?: string;
    };
    const parseJson = app.getDefaultJsonParser((onProtoPoisoning ?? 'error') as 'error', (onConstructorPoisoning ?? 'error') as 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      if (nestsDeeperThan(text, MAX_BODY_DEPTH)) return done(badRequest('body', TOO_DEEP), undefined);
      parseJson(request, text, (error, value) => {
        if (error) return done(isValidJson(text) ? badRequest('body', PROTOTYPE_KEY) : error, undefined);
        const pointer = MAY_HOLD_UNSAFE_NUMBER.test(text) ? unsafeIntegerPointers(text)[0] : undefined;
        if (pointer !== undefined) return done(badRequest(`body${pointer}`, BEYOND_SAFE_RANGE), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
