// Password hashes: node:crypto scrypt (N=2^14, r=8, p=1, 32-byte key, 16-byte salt: RFC 7914's parameters for
// interactive logins, 16 MiB and ~60 ms, chosen for a mock that seeds and creates accounts in every test run),
// stored as scrypt$N$r$p$salt$hash so the parameters can change without breaking stored hashes. Async, so a
// login never blocks the event loop while hashing. Repeated logins skip the hash: see verified-credentials.ts.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Hashes a password; the seed passes its own salt so that seeding stays deterministic. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored value no password matches: accounts that can only log in by phone until they set one. */
export const NO_PASSWORD = '!';
