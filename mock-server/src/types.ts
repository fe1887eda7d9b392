// What the plugins add to Fastify's types.
import type { OperationInfo } from '@smartsite/api/document';
import type { onRequestHookHandler } from 'fastify';
import type { ControlPolicy } from './control';
import type { ApiError, Envelope } from './errors';
import type { Scenario } from './scenarios';
import type { Principal } from './services/principals';
import type { Services } from './services';
import type { TokenService } from './auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    tokens: TokenService;
    /** onRequest hook of protected operations: 401 unless the bearer token is valid. */
    authenticate: onRequestHookHandler;
    /** The check of an operation's x-access rules (403), run before its handler; a promise only when a rule reads the database. */
    authorize(operation: OperationInfo): (request: FastifyRequest) => void | Promise<void>;
    /** Who may use the control features (x-mock-scenario, /__mock/*). */
    control: ControlPolicy;
    /** The 403 to answer when the request may not use the control features (logged), else null. */
    controlRefusal(request: FastifyRequest): ApiError | null;
    /** onRequest hook of every /__mock route: 403 unless controlRefusal lets the request through. */
    controlGuard: onRequestHookHandler;
    /** onRequest hook choosing the request's scenario and acting on the ones that answer early. */
    scenarioGate: onRequestHookHandler;
    /** Rewrites a success envelope for the answer-shaping scenarios (malformed-*, fault:*). */
    shapeAnswer(operation: OperationInfo, scenario: Scenario | null, envelope: Envelope): Envelope;
  }
  interface FastifyRequest {
    principal: Principal | null;
    scenario: Scenario | null;
  }
  interface FastifyContextConfig {
    operation?: OperationInfo;
  }
}
