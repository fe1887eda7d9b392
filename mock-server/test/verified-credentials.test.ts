// The cache of recently verified credentials: a repeated login skips the hash, anything else pays it.
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { VerifiedCredentials } from '../src/auth/verified-credentials';

describe('verified credentials', async () => {
  const stored = await hashPassword('right-password');
  let clock = 0;
  const hashing = { calls: 0 };
  let credentials: VerifiedCredentials;
  beforeEach(() => {
    clock = 0;
    hashing.calls = 0;
    credentials = new VerifiedCredentials(
      () => clock,
      (password, storedHash) => {
        hashing.calls++;
        return verifyPassword(password, storedHash);
      },
    );
  });

  it('hashes the first success only', async () => {
    for (let i = 0; i < 3; i++) await expect(credentials.verify('user', 'right-password', stored)).resolves.toBe(true);
    expect(hashing.calls).toBe(1);
  });

  it('hashes every wrong password, and keeps none', async () => {
    await credentials.verify('user', 'right-password', stored);
    for (let i = 0; i < 3; i++) await expect(credentials.verify('user', 'wrong-password', stored)).resolves.toBe(false);
    expect(hashing.calls).toBe(4);
    expect(credentials.size).toBe(1);
  });

  it('stops matching once the stored hash changes (a password change)', async () => {
    await credentials.verify('user', 'right-password', stored);
    const changed = await hashPassword('new-password');
    await expect(credentials.verify('user', 'right-password', changed)).resolves.toBe(false);
    await expect(credentials.verify('user', 'new-password', changed)).resolves.toBe(true);
    expect(hashing.calls).toBe(3);
  });

  it('keys by username and password together', async () => {
    await credentials.verify('user', 'right-password', stored);
    await credentials.verify('other', 'right-password', stored);
    expect(hashing.calls).toBe(2);
  });

  it('forgets a success after 10 minutes', async () => {
    await credentials.verify('user', 'right-password', stored);
    clock = 10 * 60_000 + 1;
    await credentials.verify('user', 'right-password', stored);
    expect(hashing.calls).toBe(2);
  });
});
