// What the plugins add to Fastify's types.
import type { OperationInfo } from '@smartsite/api/document';
import type { onRequestHookHandler } from 'fastify';
import type { Scenario } from './scenarios';
import type { Principal } from './services/principals';
import type { Services } from './services';
import type { TokenService } from './auth/tokens';
import type { Envelope } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    tokens: TokenService;
    /** onRequest hook of protected operations: 401 unless the bearer token is valid. */
    authenticate: onRequestHookHandler;
    /** The check of an operation's x-access rules (403), run before its handler; a promise only when a rule reads the database. */
    authorize(operation: OperationInfo): (request: FastifyRequest) => void | Promise<void>;
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
