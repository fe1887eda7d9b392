// The control policy of src/control.ts as app.control, and the check every control feature runs first
// (controlGuard on the /__mock routes, the scenario gate for x-mock-scenario): a refusal is 403 in the
// envelope, logged with its reason and the caller's address, never with the token.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { redactText } from '@smartsite/api/redact';
import { CONTROL_TOKEN_HEADER, ControlPolicy, type ControlRefusal } from '../../control';
import { CATALOGUE, forbidden, type ApiError } from '../../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who may use the control features (x-mock-scenario, /__mock/*). */
    control: ControlPolicy;
    /** The 403 to answer when the request may not use the control features (logged), else null. */
    controlRefusal(request: FastifyRequest): ApiError | null;
    /** onRequest hook of every /__mock route: 403 unless controlRefusal lets the request through. */
    controlGuard: onRequestHookHandler;
  }
}

const REASONS: Record<ControlRefusal, string> = {
  'missing-token': `mock control needs the ${CONTROL_TOKEN_HEADER} header (printed in this server's log at start)`,
  'wrong-token': `${CONTROL_TOKEN_HEADER} is not this server's control token`,
  'foreign-host': `mock control answers requests addressed to localhost, 127.0.0.1 or [::1] only`,
};

export default fp(
  async (app) => {
    const { options } = app.services;
    const policy = new ControlPolicy({
      setting: options.control,
      token: options.controlToken,
      // A Unix socket or pipe (a string) is reachable from this machine only, like loopback.
      boundAddresses: () =>
        app.server.listening ? app.addresses().map((bound) => (typeof bound === 'string' ? 'localhost' : bound.address)) : [],
    });
    app.decorate('control', policy);

    app.decorate('controlRefusal', (request: FastifyRequest) => {
      const refusal = policy.refusal({ token: request.headers[CONTROL_TOKEN_HEADER], host: request.headers.host });
      if (!refusal) return null;
      request.log.warn(
        { refusal, method: request.method, url: redactText(request.url), remoteAddress: request.ip },
        'mock control refused',
      );
      return forbidden(`${CATALOGUE[403]}：${REASONS[refusal]}`);
    });

    app.decorate('controlGuard', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      done(app.controlRefusal(request) ?? undefined);
    });
  },
  { name: 'control', dependencies: ['database'] },
);
