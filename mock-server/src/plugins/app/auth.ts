// Authentication: @fastify/jwt with an HS256 secret (JWT_SECRET, or one generated on first run and
// kept in the database), and the onRequest hook that protected operations use. Any token problem
// (missing, malformed, tampered, alg none, expired, revoked, user removed or disabled, issued before the
// account's sessions were ended: auth/sessions.ts) is a 401.
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../errors';
import { SHARE_TOKEN_PREFIX, SHARE_UNKNOWN } from '@smartsite/api';
import { storedSecret } from '../../auth/stored-secret';
import { inEpoch } from '../../auth/sessions';
import { bearerToken, TokenService, type TokenClaims } from '../../auth/tokens';
import type { ShareResolution } from '../../repositories/shares';
import type { Principal } from '../../services/principals';
import { DEFAULT_WORKSPACE } from '../../workspaces/names';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook of protected operations: 401 unless the bearer token is valid. */
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    principal: Principal | null;
    tokenClaims: TokenClaims | null;
  }
}

export default fp(
  async (app) => {
    const { options } = app.services;
    const { prisma } = app.services.database;
    await app.register(jwt, {
      secret: options.jwtSecret ?? (await storedSecret(prisma.setting)),
      // The lifetime is part of the signer created once here: options passed to each sign() would make
      // @fastify/jwt build a new fast-jwt signer (and import the key again) for every login.
      sign: { algorithm: 'HS256', expiresIn: options.tokenTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });
    const { shared } = app.services;
    const tokens = new TokenService(app.jwt, prisma, options.tokenTtlSeconds, (jti) => shared.announce({ kind: 'revoked', jti }));
    await tokens.loadRevocations();
    // A logout through another instance; after a lost connection the table says what was missed.
    shared.onChange((change) => {
      if (change.kind === 'revoked') tokens.remember(change.jti);
      if (change.kind === 'resync')
        tokens.loadRevocations().catch((error: unknown) => app.log.warn({ err: error }, 'shared state: reloading revocations failed'));
    });
    app.decorate('tokens', tokens);
    app.decorateRequest('principal', null);
    app.decorateRequest('tokenClaims', null);

    // Callback style, and synchronous once the token and the user are known: this runs on every call, so it
    // creates no closure on that path (tsx compiles each closure with a call that names it).
    app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (request.scenario?.name === 'expired-token') return done(unauthorized());
      const token = bearerToken(request.headers.authorization);
      if (token?.startsWith(SHARE_TOKEN_PREFIX)) return authenticateShare(request, token, done);
      // Checked by the workspace's own token service: its revocations are its own.
      const { workspace } = request;
      const claims = token ? workspace.tokens.verify(token) : null;
      // A token is good only in the workspace it was issued in (plugins/app/workspaces.ts).
      if (claims && (claims.ws ?? DEFAULT_WORKSPACE) !== workspace.name)
        return done(unauthorized(`令牌属于工作区 ${claims.ws ?? DEFAULT_WORKSPACE}，不能用于工作区 ${workspace.name}`));
      const found = claims ? workspace.repositories.users.principal(Number(claims.sub)) : null;
      if (found instanceof Promise) found.then((principal) => settle(request, claims, principal, done), done);
      else settle(request, claims, found, done);
    });

    /** Accepts the caller a token names, or answers 401 (or, under fault:skip-auth, acts as the first system user). */
    function settle(request: FastifyRequest, claims: TokenClaims | null, principal: Principal | null, done: HookHandlerDoneFunction) {
      if (principal && claims && principal.sessions && inEpoch(principal.sessions, claims)) {
        request.principal = principal;
        request.tokenClaims = claims;
        return done();
      }
      if (request.scenario?.name !== 'fault:skip-auth') return done(unauthorized());
      // Deliberate contract fault (fault:skip-auth): act as the first system user instead of answering 401.
      request.workspace.repositories.users.firstSystemUser().then((admin) => {
        request.principal = admin;
        done(admin ? undefined : unauthorized());
      }, done);
    }

    /** A display-share token: the link's read-only principal, or 401 saying the link was revoked or has expired. */
    function authenticateShare(request: FastifyRequest, token: string, done: HookHandlerDoneFunction): void {
      const settle = (resolution: ShareResolution) => {
        if (resolution && 'principal' in resolution) {
          request.principal = resolution.principal;
          return done();
        }
        done(unauthorized(resolution?.refusal ?? SHARE_UNKNOWN));
      };
      const resolution = request.workspace.repositories.shares.resolve(token, Date.now());
      if (resolution instanceof Promise) resolution.then(settle, done);
      else settle(resolution);
    }
  },
  { name: 'auth', dependencies: ['database', 'repositories', 'scenarios'] },
);
