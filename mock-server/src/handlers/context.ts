// What a handler receives and returns: the repositories (its only way to the data), the caller, the clock and the
// validated body; it returns the `data` of the success envelope, typed by the document (ResponseData of
// @smartsite/api). Handlers never import one another: what two tags share lives in a repository or a pure module.
import type { OperationId, RequestBody, ResponseData } from '@smartsite/api';
import type { FastifyRequest } from 'fastify';
import type { SmsCodeStore } from '../auth/sms';
import type { TokenClaims, TokenService } from '../auth/tokens';
import type { Repositories } from '../repositories';
import type { Scenario } from '../scenarios';
import type { Principal } from '../services/principals';
import type { FactWindow } from '../services/labour';

export interface Context<Body> {
  body: Body;
  /** Validated query parameters (GET operations). */
  query: Record<string, unknown>;
  /** The caller; protected operations only (the auth hook guarantees it). */
  user: Principal;
  claims: TokenClaims | null;
  /** The repositories bound to the request's database. */
  repositories: Repositories;
  tokens: TokenService;
  /** The SMS login codes, and whether a development server logs them (MOCK_EXPOSE_SMS_CODES). */
  sms: { codes: SmsCodeStore; expose: boolean };
  scenario: Scenario | null;
  request: FastifyRequest;
  /** Today in site time ('YYYY-MM-DD') and the current instant, fixed for the whole request. */
  today: string;
  now: Date;
  /** The facts a dashboard may count: up to now (ISO +08:00), so today's figures grow with the day. */
  window: FactWindow;
}

type BodyOf<Op extends OperationId> = [RequestBody<Op>] extends [never] ? Record<string, never> : RequestBody<Op>;

type Handler<Op extends OperationId> = (context: Context<BodyOf<Op>>) => Promise<ResponseData<Op>>;

export type HandlerMap = { [Op in OperationId]?: Handler<Op> };
