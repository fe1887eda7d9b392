// Bearer tokens: HS256 JWTs signed and verified with @fastify/jwt (fast-jwt underneath), carrying the
// user id, a random jti and the account's session epoch (checked against the account: auth/sessions.ts).
// Logout revokes the jti: revocations are checked in memory and persisted in RevokedToken, so they survive
// restarts, and announced to the instances sharing the database. Verified tokens are remembered until they
// expire, keyed by the token itself: a dashboard polls with the same token, and fast-jwt's own cache hashes it
// every time.
import { randomUUID } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import { LRUCache } from 'lru-cache';
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';

export interface TokenClaims {
  sub: string;
  username: string;
  jti: string;
  /** The account's session epoch when the token was issued (absent in tokens issued before epochs: auth/sessions.ts). */
  epoch?: string;
  iat: number;
  exp: number;
  /** The workspace the token was issued in; absent for the default workspace (workspaces/names.ts). */
  ws?: string;
}

const MAX_REMEMBERED = 10_000;

export class TokenService {
  private readonly revoked = new Set<string>();
  /**
   * The least recently used dropped beyond MAX_REMEMBERED. An entry past its token's expiry is refused and dropped
   * when read: checked here against `exp` rather than with lru-cache's per-entry ttl, which once used makes every
   * read of the cache (one per call) consult its own clock and stale-entry tracking.
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: MAX_REMEMBERED });

  constructor(
    private readonly jwt: JWT,
    private readonly prisma: PrismaClient,
    readonly ttlSeconds: number,
    private readonly announceRevocation: (jti: string) => Promise<void> = async () => {},
    /** The workspace its tokens are bound to; undefined for the default one, whose tokens carry no claim. */
    private readonly workspace?: string,
  ) {}

  /** Loads the revocations that still matter (unexpired tokens) and drops the others. */
  async loadRevocations(): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    await this.prisma.revokedToken.deleteMany({ where: { expiresAt: { lt: now } } });
    for (const { jti } of await this.prisma.revokedToken.findMany({ select: { jti: true } })) this.revoked.add(jti);
  }

  /** A token of the account's current session epoch (auth/sessions.ts); '' for an account that never ended its sessions. */
  issue(user: { id: number; username: string }, epoch = ''): Schemas['LoginResult'] {
    // No options here: the plugin's signer already carries the lifetime (ttlSeconds).
    const claims = { sub: String(user.id), username: user.username, jti: randomUUID(), epoch };
    const token = this.jwt.sign(this.workspace ? { ...claims, ws: this.workspace } : claims);
    return { token, tokenType: 'Bearer', expiresIn: this.ttlSeconds, userId: user.id, username: user.username };
  }

  /** The claims of a valid, unexpired, unrevoked token; null otherwise (bad signature, alg none, malformed, ...). */
  verify(token: string): TokenClaims | null {
    let claims = this.verified.get(token);
    if (claims && claims.exp * 1000 <= Date.now()) {
      this.verified.delete(token);
      return null;
    }
    if (!claims) {
      try {
        claims = this.jwt.verify<TokenClaims>(token);
      } catch {
        return null;
      }
      if (typeof claims.jti !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
      this.verified.set(token, claims);
    }
    return this.revoked.has(claims.jti) ? null : claims;
  }

  async revoke(claims: TokenClaims): Promise<void> {
    await this.prisma.revokedToken.upsert({ where: { jti: claims.jti }, create: { jti: claims.jti, expiresAt: claims.exp }, update: {} });
    this.revoked.add(claims.jti);
    await this.announceRevocation(claims.jti);
  }

  /** A revocation made by another instance (already in RevokedToken). */
  remember(jti: string): void {
    this.revoked.add(jti);
  }
}

/** How nearly every client writes it: tested without splitting the header (this runs on every call). */
const PLAIN_BEARER = /^Bearer \S+$/;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  if (PLAIN_BEARER.test(header)) return header.slice('Bearer '.length);
  const [scheme, token, extra] = header.trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token && !extra ? token : null;
}
