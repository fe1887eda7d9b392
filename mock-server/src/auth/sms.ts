// SMS login codes: six digits, accepted once, within five minutes. One instance keeps them in memory (a
// restart voids pending codes, as a real SMS gateway's codes would time out anyway); instances sharing a
// PostgreSQL database keep them in a table (src/shared/postgres.ts), so a code sent through one is accepted
// by another. Expired codes are dropped as new ones are issued, so numbers that never log in leave nothing behind.
// A code is voided after SMS_CODE_MAX_WRONG_TRIES wrong tries (OWASP ASVS 2.2.1): then even the right one is
// refused until a new code is sent, so a code cannot be guessed from many addresses within its five minutes.
import { randomInt } from 'node:crypto';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_WRONG_TRIES = 5;

export interface PendingCode {
  code: string;
  expiresAt: number;
}

export interface SmsCodeStore {
  issue(phone: string): Promise<PendingCode>;
  /** The pending code of a phone (for /__mock/sms in development), if still valid. */
  peek(phone: string): Promise<PendingCode | undefined>;
  /**
   * True once for the right code within its lifetime; the code is spent when it matches, and voided once it has
   * been tried wrong SMS_CODE_MAX_WRONG_TRIES times.
   */
  consume(phone: string, code: string): Promise<boolean>;
}

export const newSmsCode = (now: Date): PendingCode => ({
  code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  expiresAt: now.getTime() + SMS_CODE_TTL_SECONDS * 1000,
});

export class SmsCodes implements SmsCodeStore {
  private readonly pending = new Map<string, PendingCode & { wrongTries: number }>();

  constructor(private readonly now: () => Date) {}

  async issue(phone: string): Promise<PendingCode> {
    const now = this.now();
    this.prune(now.getTime());
    const issued = newSmsCode(now);
    // Deleted first, so that the map stays in the order codes expire in (and pruning stops at the first live one).
    this.pending.delete(phone);
    this.pending.set(phone, { ...issued, wrongTries: 0 });
    return issued;
  }

  async peek(phone: string): Promise<PendingCode | undefined> {
    const pending = this.validCode(phone);
    return pending && { code: pending.code, expiresAt: pending.expiresAt };
  }

  async consume(phone: string, code: string): Promise<boolean> {
    const pending = this.validCode(phone);
    if (!pending) return false;
    if (pending.code === code || ++pending.wrongTries >= SMS_CODE_MAX_WRONG_TRIES) this.pending.delete(phone);
    return pending.code === code;
  }

  /** How many codes are kept. */
  get size(): number {
    return this.pending.size;
  }

  private prune(now: number) {
    for (const [phone, { expiresAt }] of this.pending) {
      if (expiresAt > now) return;
      this.pending.delete(phone);
    }
  }

  private validCode(phone: string): (PendingCode & { wrongTries: number }) | undefined {
    const pending = this.pending.get(phone);
    return pending && pending.expiresAt > this.now().getTime() ? pending : undefined;
  }
}
