// Forged bearer tokens for the 401 checks: a tampered signature, alg none, and (when the signing secret
// is known, as for the in-process mock) a correctly signed but expired token.
import { createHmac } from 'node:crypto';

const base64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');

function parts(token: string): [string, string, string] {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) throw new Error('not a JWT (three dot-separated parts)');
  return [header, payload, signature];
}

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Same header and claims, signature changed in its first character (the last one may only carry padding bits). */
export function tamperSignature(token: string): string {
  const [header, payload, signature] = parts(token);
  const first = signature[0] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${first}${signature.slice(1)}`;
}

/** The same claims under {"alg":"none"} with an empty signature. */
export function algNone(token: string): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${parts(token)[1]}.`;
}

export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The token's own claims, re-signed with the secret, issued two hours ago and expired one hour ago. */
export function expiredCopy(token: string, secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signHs256({ ...decodePayload(token), iat: now - 7200, exp: now - 3600 }, secret);
}
