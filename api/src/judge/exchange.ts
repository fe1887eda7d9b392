// The recorded exchange: one request and its answer, as `npm run contract -- --judge DIR` reads them (one
// JSON file each) and as a recording proxy writes them. The shape is validated before anything is judged,
// and each file names its operation by operationId, or by the request's method and path.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OperationInfo } from '../document';

export interface Exchange {
  /** The operationId in openapi.yaml; when absent, request.method and request.path name the operation. */
  operation?: string;
  request: {
    method: string;
    /** Path, with the query string if any (for example /api/authUser/info). */
    path: string;
    /** The judge looks at authorization: a protected call without one must answer 401. */
    headers?: Record<string, string>;
    body?: unknown;
  };
  /** The HTTP status of the answer. */
  status: number;
  /** The answer's headers (content-type is judged); names in any case. */
  headers: Record<string, string>;
  /** The answer's body as JSON; exactly one of answer and answerText. */
  answer?: unknown;
  /** The answer's body as sent, when it is not JSON (an HTML error page). */
  answerText?: string;
}

const EXCHANGE_SCHEMA = {
  type: 'object',
  required: ['request', 'status', 'headers'],
  additionalProperties: false,
  properties: {
    operation: { type: 'string', minLength: 1 },
    request: {
      type: 'object',
      required: ['method', 'path'],
      additionalProperties: false,
      properties: {
        method: { type: 'string', pattern: '^[A-Za-z]+$' },
        path: { type: 'string', pattern: '^/' },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
        body: {},
      },
    },
    status: { type: 'integer', minimum: 100, maximum: 599 },
    headers: { type: 'object', additionalProperties: { type: 'string' } },
    answer: {},
    answerText: { type: 'string' },
  },
  oneOf: [{ required: ['answer'] }, { required: ['answerText'] }],
} as const;

const validate = new Ajv2020({ allErrors: true }).compile<Exchange>(EXCHANGE_SCHEMA);

export type ParsedExchange = { exchange: Exchange; op: OperationInfo } | { error: string };

/** Validates the shape and finds the operation among the document's; the error says what is wrong with the file. */
export function parseExchange(operations: readonly OperationInfo[], value: unknown): ParsedExchange {
  if (!validate(value)) {
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    return { error: `not an exchange: ${errors.join('; ')}` };
  }
  const method = value.request.method.toLowerCase();
  const path = value.request.path.split('?')[0];
  const byPath = operations.find((op) => op.method === method && op.path === path);
  const op = value.operation ? operations.find((o) => o.operationId === value.operation) : byPath;
  if (!op) {
    return {
      error: value.operation ? `openapi.yaml has no operation ${value.operation}` : `openapi.yaml has no ${method.toUpperCase()} ${path}`,
    };
  }
  if (op.method !== method || op.path !== path) {
    return { error: `${op.operationId} is ${op.method.toUpperCase()} ${op.path}, the request was ${method.toUpperCase()} ${path}` };
  }
  const request = { ...value.request, ...(value.request.headers ? { headers: lowerKeys(value.request.headers) } : {}) };
  return { exchange: { ...value, request, headers: lowerKeys(value.headers) }, op };
}

const lowerKeys = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** The answer's body as the backend sent it. */
export const answerText = (exchange: Exchange): string => exchange.answerText ?? JSON.stringify(exchange.answer);
