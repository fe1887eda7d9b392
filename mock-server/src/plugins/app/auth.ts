// Authentication: @fastify/jwt with an HS256 secret (JWT_SECRET, or one generated on first run and
// kept in the database), and the onRequest hook that protected operations use. Any token problem
// (missing, malformed, tampered, alg none, expired, revoked, user removed or disabled) is a 401.
import { randomBytes } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../errors';
import { bearerToken, TokenService, type TokenClaims } from '../../auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    tokenClaims: TokenClaims | null;
  }
}

export default fp(async (app) => {
  const { prisma, options, principals } = app.services;
  await app.register(jwt, {
    secret: options.jwtSecret ?? (await storedSecret()),
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], cache: true },
  });
  const tokens = new TokenService(app.jwt, prisma, options.tokenTtlSeconds);
  await tokens.loadRevocations();
  app.decorate('tokens', tokens);
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenClaims', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.scenario?.name === 'expired-token') throw unauthorized();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? tokens.verify(token) : null;
    const principal = claims ? await principals.get(Number(claims.sub)) : null;
    if (principal) {
      request.principal = principal;
      request.tokenClaims = claims;
      return;
    }
    if (request.scenario?.name === 'fault:skip-auth') {
      // Deliberate contract fault: act as the first system user instead of answering 401.
      const admin = await prisma.user.findFirst({ where: { userType: 'system' }, orderBy: { id: 'asc' }, select: { id: true } });
      request.principal = admin ? await principals.get(admin.id) : null;
      if (request.principal) return;
    }
    throw unauthorized();
  });

  async function storedSecret(): Promise<string> {
    const stored = await prisma.setting.findUnique({ where: { key: 'jwtSecret' } });
    if (stored) return stored.value;
    const secret = randomBytes(32).toString('base64url');
    await prisma.setting.create({ data: { key: 'jwtSecret', value: secret } });
    return secret;
  }
});
