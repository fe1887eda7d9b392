// Integers in a request arrive exactly or not at all. JSON.parse rounds a number beyond 2^53-1
// (6751064696144350703 reads as 6751064696144350000), and the call then acts on, and names, an id the caller
// never sent. The body's text is scanned by the JSON parser (json-body.ts); here a query parameter the document
// types as integer is checked as text too: 400 naming the field, after the token and before validation.
import type { OpenApiDocument, OperationInfo } from '@smartsite/api/document';
import { rawOperation } from '@smartsite/api/document';
import { isUnsafeNumber } from '@smartsite/api/json-numbers';
import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';

export const BEYOND_SAFE_RANGE = `must be within ±${Number.MAX_SAFE_INTEGER} (a larger number cannot be read exactly)`;
const DECIMAL_INTEGER = /^\s*[+-]?\d+\s*$/;

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
