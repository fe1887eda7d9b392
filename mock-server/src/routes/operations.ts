// Registers every operation of openapi.yaml with its handler (src/handlers/<tag>.ts, keyed by
// operationId). Request validation comes from the document itself: the body schema of a route is a
// $ref into openapi.yaml, compiled by the document's Ajv (JSON Schema 2020-12, no type coercion);
// query parameters are the document's parameter schemas (coerced, since query strings are text).
import type { OperationInfo, OpenApiDocument } from '@smartsite/api/document';
import { DOCUMENT_ID, rawOperation } from '@smartsite/api/document';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { BUSINESS_CLOCK_HEADER, BUSINESS_TIME_HEADER, BUSINESS_ZONE, BUSINESS_ZONE_HEADER, type SiteTime } from '../clock';
import { ok, type Envelope } from '../errors';
import { API_SECURITY_HEADERS } from '../plugins/external/security-headers';
import type { ValidateFunction } from 'ajv';
import type { Contract } from '../contract';
import type { Context, HandlerMap } from '../handlers/context';

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationInfo;
  }
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Throws when the handlers and the document disagree: a missing handler, or one for no operation. */
export function checkHandlers(operations: OperationInfo[], handlers: HandlerMap): void {
  const ids = new Set(operations.map((op) => op.operationId));
  const missing = [...ids].filter((id) => !(id in handlers));
  const extra = Object.keys(handlers).filter((id) => !ids.has(id));
  if (missing.length || extra.length) {
    throw new Error(
      [
        missing.length && `operations without a handler: ${missing.join(', ')}`,
        extra.length && `handlers without an operation: ${extra.join(', ')}`,
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
}

/** The querystring schema of a GET operation: an object whose properties $ref the document's parameters. */
function querySchema(document: OpenApiDocument, op: OperationInfo): object | undefined {
  const parameters = (rawOperation(document, op) as { parameters?: { name: string; in: string; required?: boolean }[] }).parameters ?? [];
  const query = parameters.map((p, index) => ({ ...p, index })).filter((p) => p.in === 'query');
  if (!query.length) return undefined;
  const base = `${DOCUMENT_ID}#/paths/${escapePointer(op.path)}/${op.method}/parameters`;
  return {
    type: 'object',
    properties: Object.fromEntries(query.map((p) => [p.name, { $ref: `${base}/${p.index}/schema` }])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * Compiling the body schemas of all operations takes about a second (each is a $ref into the whole
 * document), so each is compiled when its route is first called and reused from then on.
 */
function compiledOnFirstUse(compile: () => ValidateFunction) {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
}

/**
 * Runs work that reads the database after the event loop has seen to pending I/O. Prisma over better-sqlite3
 * runs a query synchronously inside promise callbacks, so a request's queries never give the loop a turn:
 * under 100 connections new connections were accepted one per drained batch of queries and waited up to 10 s
 * (npm run load). A setImmediate hop per computation lets accepts and reads in between.
 */
const afterPendingIo = <T>(work: () => Promise<T>) => new Promise<void>((resolve) => setImmediate(resolve)).then(work);

/** Only a missing body: a JSON `null` is a body, and is refused like any other body that is not an object. */
function readMissingBodyAsEmpty(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  if (request.body === undefined) request.body = {};
  done();
}

/** Dashboard answers depend only on the body and the time, so they are cached until the next write. */
const isCacheable = (op: OperationInfo) => op.tag.startsWith('dashboard') && !op.writes;

/** First on every operation: its errors (401, 400, 429, ...) carry the headers too. */
function withApiHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  reply.headers(API_SECURITY_HEADERS);
  done();
}

/** The content type Fastify gives the JSON it serialises itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A cached answer: the envelope (for the scenarios that reshape it) and its JSON text, serialised once. */
interface SerialisedAnswer {
  envelope: Envelope;
  json: string;
}

function serialisedAnswer(data: unknown): SerialisedAnswer {
  const envelope = ok(data);
  return { envelope, json: JSON.stringify(envelope) };
}

async function operationRoutes(app: FastifyInstance, { contract, handlers }: { contract: Contract; handlers: HandlerMap }) {
  const { document, operations, queryAjv } = contract;
  checkHandlers(operations, handlers);
  // The app's services for what every workspace shares (the validator, the options the server started with); the
  // data, clock, answers and SMS codes are the request's workspace's (plugins/app/workspaces.ts).
  const services = app.services;
  const exposeSmsCodes = services.options.exposeSmsCodes;

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ref = (schema as { $ref?: string }).$ref;
    if (httpPart === 'body' && ref?.startsWith(`${DOCUMENT_ID}#/components/schemas/`))
      return compiledOnFirstUse(() => services.validator.schema(ref.slice(ref.lastIndexOf('/') + 1)));
    if (httpPart === 'querystring') return compiledOnFirstUse(() => queryAjv.compile(schema));
    throw new Error(`No validator for ${httpPart} schema ${JSON.stringify(schema)}`);
  });

  const cacheAnswers = services.options.answerCache;
  for (const op of operations) {
    const handler = handlers[op.operationId as keyof HandlerMap] as unknown as (context: Context<unknown>) => Promise<unknown>;
    const query = querySchema(document, op);
    const authorize = app.authorize(op);
    const cacheable = cacheAnswers && isCacheable(op);
    // Login, SMS code and registration guess or send secrets: counted per client and account.
    const limit = app.guessLimit(op.operationId);
    app.route({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      url: op.path,
      schema: {
        ...(op.requestSchema ? { body: { $ref: `${DOCUMENT_ID}#/components/schemas/${op.requestSchema}` } } : {}),
        ...(query ? { querystring: query } : {}),
      },
      config: { operation: op },
      onRequest: op.isPublic ? [withApiHeaders, app.scenarioGate] : [withApiHeaders, app.scenarioGate, app.authenticate],
      // A POST with no body at all (the spec's request layer sends 'no payload' calls so) is the empty object:
      // accepted where the body requires nothing, else refused naming the first required field.
      ...(op.requestSchema ? { preValidation: readMissingBodyAsEmpty } : {}),
      ...limit,
      // Synchronous while nothing needs the database: a cached answer is sent without a promise in between.
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const checking = authorize(request);
        if (checking) return checking.then(() => afterAccess(request, reply));
        return afterAccess(request, reply);
      },
    });

    /** Tops the facts up to today (once a day), then answers. */
    function afterAccess(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | undefined {
      const topping = request.workspace.services.facts.ensure();
      if (topping) return topping.then(() => answer(request, reply));
      return answer(request, reply);
    }

    function answer(request: FastifyRequest, reply: FastifyReply): Promise<unknown> | undefined {
      const services = request.workspace.services;
      const time = services.clock();
      const { until } = time;
      // The frontend shows its clocks in the time of the data, not the browser's (mock extension, README).
      reply.header(BUSINESS_TIME_HEADER, until).header(BUSINESS_ZONE_HEADER, BUSINESS_ZONE.name);
      if (services.demoClock.setting.mode === 'frozen') reply.header(BUSINESS_CLOCK_HEADER, 'frozen');
      if (cacheable) {
        // Answers count facts up to the minute, so they are kept per minute (and dropped by any write), with
        // their JSON text: a cache hit sends the same bytes again instead of serialising the same object.
        const key = `${op.operationId}|${until.slice(0, 16)}|${JSON.stringify(request.body)}`;
        const ready = services.answers.ready<SerialisedAnswer>(key);
        if (ready) return void sendAnswer(request, reply, ready);
        return services.answers
          .through(key, () => compute(request, time).then(serialisedAnswer))
          .then((computed) => sendAnswer(request, reply, computed));
      }
      return compute(request, time).then(async (data) => {
        if (op.writes) await services.invalidate();
        const envelope = ok(data);
        return reply.send(request.scenario ? app.shapeAnswer(op, request.scenario, envelope) : envelope);
      });
    }

    /** Runs the operation's handler (after pending I/O: see afterPendingIo). */
    function compute(request: FastifyRequest, { now, today, until }: SiteTime): Promise<unknown> {
      const { workspace } = request;
      const context: Context<unknown> = {
        body: request.body ?? {},
        query: (request.query ?? {}) as Record<string, unknown>,
        get user() {
          if (!request.principal) throw new Error(`${op.operationId} read the caller but is public`);
          return request.principal;
        },
        claims: request.tokenClaims,
        repositories: workspace.repositories,
        tokens: workspace.tokens,
        sms: { codes: workspace.services.sms, expose: exposeSmsCodes },
        scenario: request.scenario,
        request,
        today,
        now,
        window: { today, until },
      };
      return afterPendingIo(() => handler(context));
    }

    function sendAnswer(request: FastifyRequest, reply: FastifyReply, { envelope, json }: SerialisedAnswer): FastifyReply {
      if (!request.scenario) return reply.type(JSON_TYPE).send(json);
      return reply.send(app.shapeAnswer(op, request.scenario, envelope));
    }
  }
}

// Every plugin whose decorators, hooks, error handler or onRoute hook the routes need is registered first: a
// route takes its hooks and handlers as they stand when it is added.
export default fp(operationRoutes, {
  name: 'operation-routes',
  dependencies: [
    'database',
    'repositories',
    'envelope',
    'rate-limit',
    'control',
    'scenarios',
    'auth',
    'workspaces',
    'access',
    'well-formed-text',
    'request-log',
    'json-body',
    'exact-integers',
  ],
});
