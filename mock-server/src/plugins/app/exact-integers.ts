// Integers in a request arrive exactly or not at all. JSON.parse rounds a number beyond 2^53-1
// (6751064696144350703 reads as 6751064696144350000), and the call then acts on, and names, an id the caller
// never sent. The JSON parser stays Fastify's own (proto-poisoning checks, its errors for empty and invalid
// JSON) and then scans the text; a query parameter the document types as integer is checked as text too.
// Both answer 400 naming the field, after the token (parsing follows onRequest) and before validation.
import type { OpenApiDocument, OperationInfo } from '@smartsite/api/document';
import { rawOperation } from '@smartsite/api/document';
import { isUnsafeNumber, unsafeIntegerPointers } from '@smartsite/api/json-numbers';
import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

const BEYOND_SAFE_RANGE = `must be within ±${Number.MAX_SAFE_INTEGER} (a larger number cannot be read exactly)`;
const DECIMAL_INTEGER = /^\s*[+-]?\d+\s*$/;
/**
 * Text without a number beyond ±(2^53-1) for certain: such a number has 16 digits in a row, or a fraction or an
 * exponent (a digit then '.', 'e' or 'E'). Most bodies have neither and skip the scan of every token.
 */
const MAY_HOLD_UNSAFE_NUMBER = /\d{16}|\d[.eE]/;

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string };
}

/** The names of the operation's query parameters typed integer. */
function integerQueryParameters(document: OpenApiDocument, op: OperationInfo): string[] {
  const parameters = (rawOperation(document, op) as { parameters?: Parameter[] }).parameters ?? [];
  return parameters.filter((p) => p.in === 'query' && p.schema?.type === 'integer').map((p) => p.name);
}

export default fp<{ document: OpenApiDocument }>(
  async (app, { document }) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig as {
      onProtoPoisoning?: string;
      onConstructorPoisoning?: string;
    };
    const parseJson = app.getDefaultJsonParser((onProtoPoisoning ?? 'error') as 'error', (onConstructorPoisoning ?? 'error') as 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string; // parseAs: 'string'
      parseJson(request, text, (error, value) => {
        if (error) return done(error, undefined);
        const pointer = MAY_HOLD_UNSAFE_NUMBER.test(text) ? unsafeIntegerPointers(text)[0] : undefined;
        if (pointer !== undefined) return done(badRequest(`body${pointer}`, BEYOND_SAFE_RANGE), undefined);
        done(null, value);
      });
    });

    // Only the operations with an integer query parameter get the check, as a hook of their own route.
    app.addHook('onRoute', (route) => {
      const op = (route.config as { operation?: OperationInfo } | undefined)?.operation;
      const names = op ? integerQueryParameters(document, op) : [];
      if (!names.length) return;
      const checkQuery: preValidationHookHandler = (request, _reply, done) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        for (const name of names) {
          const values = ([] as unknown[]).concat(query[name]);
          if (values.some((value) => typeof value === 'string' && DECIMAL_INTEGER.test(value) && isUnsafeNumber(value)))
            return done(badRequest(`querystring/${name}`, BEYOND_SAFE_RANGE));
        }
        done();
      };
      route.preValidation = [checkQuery, ...([] as preValidationHookHandler[]).concat(route.preValidation ?? [])];
    });
  },
  { name: 'exact-integers' },
);
