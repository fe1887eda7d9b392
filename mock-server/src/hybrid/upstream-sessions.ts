// The sessions the upstream opened through this server. The mock cannot check an upstream token, so it trusts
// only the tokens it saw the upstream hand out in a login answer: a fallback lends MOCK_LOCAL_AS to those callers
// and to nobody else. Kept in memory by digest (a dump holds no usable token), bounded, and dropped when they
// expire, when the upstream refuses them (401) or when the caller logs out through here.
import { createHash } from 'node:crypto';
import type { Schemas } from '@smartsite/api';

/** Beyond this many live sessions the oldest is forgotten: its caller gets a 401 and logs in again. */
const MAX_SESSIONS = 10_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The token and lifetime of a successful login answer of the contract (LoginResult), or null. */
export function openedSession(body: Buffer): Pick<Schemas['LoginResult'], 'token' | 'expiresIn'> | null {
  let envelope: { success?: unknown; data?: Partial<Record<keyof Schemas['LoginResult'], unknown>> | null };
  try {
    envelope = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const { token, expiresIn } = envelope?.data ?? {};
  if (envelope?.success !== true || typeof token !== 'string' || !token) return null;
  return { token, expiresIn: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 0 };
}

export class UpstreamSessions {
  /** Digest of the token -> when it expires (ms). */
  private readonly expiry = new Map<string, number>();

  constructor(
    /** How long a session without a stated lifetime is trusted (the mock's own token lifetime). */
    private readonly defaultTtlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  remember({ token, expiresIn }: { token: string; expiresIn: number }): void {
    const key = digest(token);
    this.expiry.delete(key);
    this.expiry.set(key, this.now() + (expiresIn || this.defaultTtlSeconds) * 1000);
    if (this.expiry.size > MAX_SESSIONS) this.expiry.delete(this.expiry.keys().next().value!);
  }

  has(token: string): boolean {
    const key = digest(token);
    const expires = this.expiry.get(key);
    if (expires === undefined) return false;
    if (expires > this.now()) return true;
    this.expiry.delete(key);
    return false;
  }

  forget(token: string): void {
    this.expiry.delete(digest(token));
  }
}
