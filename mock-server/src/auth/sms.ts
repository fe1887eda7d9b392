// SMS login codes: six digits, accepted once, within five minutes. One instance keeps them in memory (a
// restart voids pending codes, as a real SMS gateway's codes would time out anyway); instances sharing a
// PostgreSQL database keep them in a table (src/shared/postgres.ts), so a code sent through one is accepted
// by another. Expired codes are dropped as new ones are issued, so numbers that never log in leave nothing behind.
import { randomInt } from 'node:crypto';

export const SMS_CODE_TTL_SECONDS = 300;

export interface PendingCode {
  code: string;
  expiresAt: number;
}

export interface SmsCodeStore {
  issue(phone: string): Promise<PendingCode>;
  /** The pending code of a phone (for /__mock/sms in development), if still valid. */
  peek(phone: string): Promise<PendingCode | undefined>;
  /** True once for the right code within its lifetime; the code is spent either way when it matches. */
  consume(phone: string, code: string): Promise<boolean>;
}

export const newSmsCode = (now: Date): PendingCode => ({
  code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  expiresAt: now.getTime() + SMS_CODE_TTL_SECONDS * 1000,
});

export class SmsCodes implements SmsCodeStore {
  private readonly pending = new Map<string, PendingCode>();

  constructor(private readonly now: () => Date) {}

  async issue(phone: string): Promise<PendingCode> {
    const now = this.now();
    this.prune(now.getTime());
    const issued = newSmsCode(now);
    // Deleted first, so that the map stays in the order codes expire in (and pruning stops at the first live one).
    this.pending.delete(phone);
    this.pending.set(phone, issued);
    return issued;
  }

  async peek(phone: string): Promise<PendingCode | undefined> {
    return this.validCode(phone);
  }

  async consume(phone: string, code: string): Promise<boolean> {
    const pending = this.validCode(phone);
    if (!pending || pending.code !== code) return false;
    this.pending.delete(phone);
    return true;
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

  private validCode(phone: string): PendingCode | undefined {
    const pending = this.pending.get(phone);
    return pending && pending.expiresAt > this.now().getTime() ? pending : undefined;
  }
}
