// The scenarios of src/scenarios.ts: the onRequest gate (latency, early answers, the held request of
// `timeout`) and the answer shaping of malformed-* and the deliberate contract faults (fault:*).
// 401-type scenarios act in the auth plugin, module-expired in access and empower handlers.
import type { OperationInfo } from '@smartsite/api/document';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CATALOGUE, failure, forbidden, type Envelope } from '../../errors';
import { idsAsNumbers, idsAsStrings } from '../../ids-as-strings';
import { parseScenario, SCENARIO_HEADER, type Scenario } from '../../scenarios';
import type { Services } from '../../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook choosing the request's scenario and acting on the ones that answer early. */
    scenarioGate: onRequestHookHandler;
    /** Rewrites a success envelope for the answer-shaping scenarios (malformed-*, fault:*). */
    shapeAnswer(operation: OperationInfo, scenario: Scenario | null, envelope: Envelope): Envelope;
  }
  interface FastifyRequest {
    scenario: Scenario | null;
  }
}

const LOGIN_OPERATIONS = new Set(['getAccessToken', 'getAccessTokenV2', 'savePhonePassword']);
const USER_INFO_OPERATIONS = new Set(['getUserInfo', 'getUserInfoV2']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Path = (string | number)[];

/** Places inside `data` where a field could be dropped or retyped, outermost first. */
function fieldPaths(value: unknown, path: Path = ['data'], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.length ? fieldPaths(value[0], [...path, 0], depth + 1) : [];
  const own = Object.keys(value).map((key) => [...path, key]);
  return [...own, ...Object.entries(value).flatMap(([key, child]) => fieldPaths(child, [...path, key], depth + 1))];
}

function parentOf(root: Record<string, unknown>, path: Path): Record<string | number, unknown> {
  return path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, root);
}

/** A value of another JSON type than the given one. */
const wrongTyped = (value: unknown): unknown => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return 12345;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return { length: value.length };
  if (value === null) return 0;
  return [value];
};

/** Applies `change` at the first path that makes the envelope violate the document; `fallback` otherwise. */
function violate(
  services: Services,
  operation: OperationInfo,
  envelope: Envelope,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
  fallback: (copy: Record<string, unknown>) => void,
): Envelope {
  const validate = services.validator.response(operation.operationId, 200);
  for (const path of fieldPaths(envelope.data)) {
    const copy = structuredClone(envelope) as unknown as Record<string, unknown>;
    change(parentOf(copy, path), path[path.length - 1]!);
    if (validate && !validate(copy)) return copy as unknown as Envelope;
  }
  const copy = structuredClone(envelope) as unknown as Record<string, unknown>;
  fallback(copy);
  return copy as unknown as Envelope;
}

async function scenarios(app: FastifyInstance) {
  const { options } = app.services;
  const held = new Set<() => void>();
  app.decorateRequest('scenario', null);

  /** Holds the request past the client's timeout, then answers 504 (unless the client gave up). */
  async function hold(reply: FastifyReply) {
    await new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, options.timeoutScenarioMs);
      held.add(release);
      reply.raw.once('close', release);
    });
    if (reply.raw.destroyed) return reply.hijack();
    return reply.code(504).send(failure(504));
  }

  app.addHook('preClose', async () => {
    for (const release of [...held]) release();
  });

  /** Waits out the latency, then answers early for the scenarios that do; true when it answered. */
  async function act(scenario: Scenario | null, delay: number, reply: FastifyReply): Promise<boolean> {
    if (delay > 0) await sleep(delay);
    switch (scenario?.name) {
      case 'forbidden':
        throw forbidden();
      case 'server-error':
        reply.code(500).send(failure(500));
        return true;
      case 'bad-gateway':
        reply.code(502).send(failure(502));
        return true;
      case 'code':
        reply
          .code(scenario.code >= 400 ? scenario.code : 200)
          .send({ code: scenario.code, msg: CATALOGUE[scenario.code], success: scenario.code === 200, data: null });
        return true;
      case 'timeout':
        await hold(reply);
        return true;
      default:
        return false;
    }
  }

  // Callback style with a synchronous path for the usual request (no scenario, no latency).
  app.decorate('scenarioGate', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const header = request.headers[SCENARIO_HEADER];
    const { services } = request.workspace;
    let scenario: Scenario | null = services.scenario.current;
    // With control off the header means nothing, as it would to the real backend.
    if (typeof header === 'string' && header.trim() && app.control.enabled) {
      const refused = app.controlRefusal(request);
      if (refused) return done(refused);
      try {
        scenario = parseScenario(header, options);
      } catch (error) {
        return done(new ApiError(400, `${CATALOGUE[400]}：${SCENARIO_HEADER} ${(error as Error).message}`));
      }
    }
    request.scenario = scenario;
    const delay = services.options.latencyMs + (scenario?.name === 'slow' ? scenario.ms : 0);
    if (!scenario && delay === 0) return done();
    act(scenario, delay, reply).then((answered) => {
      if (!answered) done();
    }, done);
  });

  // ids-as-strings: ids come back as the strings they were sent as.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.scenario?.name === 'ids-as-strings' && request.body) request.body = idsAsNumbers(request.body);
    done();
  });

  app.decorate('shapeAnswer', (operation: OperationInfo, scenario: Scenario | null, envelope: Envelope): Envelope => {
    switch (scenario?.name) {
      case 'malformed-login': {
        if (!LOGIN_OPERATIONS.has(operation.operationId)) return envelope;
        const { token: _token, ...rest } = envelope.data as Record<string, unknown>;
        return { ...envelope, data: rest };
      }
      case 'malformed-userinfo': {
        if (!USER_INFO_OPERATIONS.has(operation.operationId)) return envelope;
        const info = envelope.data as { id: number; roles: string[]; ability: string[] };
        return { ...envelope, data: { ...info, username: info.id, roles: info.roles.join(','), ability: { list: info.ability } } };
      }
      case 'ids-as-strings':
        return { ...envelope, data: idsAsStrings(envelope.data) };
      case 'fault:drop-required':
        return violate(
          app.services,
          operation,
          envelope,
          (parent, key) => delete parent[key],
          (copy) => delete copy.data,
        );
      case 'fault:wrong-type':
        return violate(
          app.services,
          operation,
          envelope,
          (parent, key) => (parent[key] = wrongTyped(parent[key])),
          (copy) => (copy.data = wrongTyped(copy.data)),
        );
      case 'fault:wrong-success-code':
        return { ...envelope, code: 201 };
      default:
        return envelope;
    }
  });
}

// The gate asks the control policy before honouring the x-mock-scenario header.
// The scenario and the latency are the request's workspace's (plugins/app/workspaces.ts chooses it first).
export default fp(scenarios, { name: 'scenarios', dependencies: ['database', 'control'] });
