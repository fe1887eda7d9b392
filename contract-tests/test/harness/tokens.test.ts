// Forged tokens (src/tokens.ts) must be forged in exactly one way each, or a 401 would prove nothing.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { algNone, decodePayload, expiredCopy, signHs256, tamperSignature } from '@smartsite/tooling/tokens';

const secret = 'test-secret';
const token = signHs256({ sub: '1', username: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }, secret);
const verifies = (jwt: string) => {
  const [header, payload, signature] = jwt.split('.');
  return createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url') === signature;
};

describe('forged tokens', () => {
  it('a tampered signature keeps header and claims and no longer verifies', () => {
    const forged = tamperSignature(token);
    expect(forged.split('.').slice(0, 2)).toEqual(token.split('.').slice(0, 2));
    expect(verifies(token)).toBe(true);
    expect(verifies(forged)).toBe(false);
  });

  it('alg none keeps the claims and drops the signature', () => {
    const forged = algNone(token);
    expect(JSON.parse(Buffer.from(forged.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decodePayload(forged)).toEqual(decodePayload(token));
    expect(forged.endsWith('.')).toBe(true);
  });

  it('an expired copy is correctly signed and expired', () => {
    const expired = expiredCopy(token, secret);
    expect(verifies(expired)).toBe(true);
    expect(decodePayload(expired)).toMatchObject({ sub: '1', username: 'admin' });
    expect(Number(decodePayload(expired).exp)).toBeLessThan(Date.now() / 1000);
  });
});
