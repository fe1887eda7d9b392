// Credentials that passed the password check recently, so a user who logs in again (another tab, a kiosk, fifty
// colleagues sharing a demo account) costs one HMAC instead of a scrypt hash.
// - Keyed by HMAC-SHA256 of the username and password under a secret drawn at process start and never stored or
//   logged: the password itself is kept nowhere, and a key means nothing without the secret.
// - An entry holds the stored hash it was checked against and counts only while the account still has that hash:
//   a password change stores a new hash (with a new salt), so old entries stop matching at once, on every server
//   that reads the same database. Disabled accounts are refused after the password check, cached or not.
// - Entries live 10 minutes at most and there are at most 10,000 (the oldest goes first).
// Only successes are kept: a wrong password always pays the full hash, so guessing gains nothing.
import { createHmac, randomBytes } from 'node:crypto';
import { verifyPassword } from './password';

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  storedHash: string;
  expiresAt: number;
}

export class VerifiedCredentials {
  private readonly secret = randomBytes(32);
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly check: (password: string, storedHash: string) => Promise<boolean> = verifyPassword,
  ) {}

  /** Whether the password matches the stored hash: from a recent success with the same hash, or by hashing. */
  async verify(username: string, password: string, storedHash: string): Promise<boolean> {
    const key = createHmac('sha256', this.secret)
      .update(JSON.stringify([username, password]))
      .digest('base64');
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.storedHash === storedHash && entry.expiresAt > this.now()) return true;
      this.entries.delete(key);
    }
    if (!(await this.check(password, storedHash))) return false;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { storedHash, expiresAt: this.now() + TTL_MS });
    return true;
  }

  get size(): number {
    return this.entries.size;
  }
}
