// SMS login codes: six digits, accepted once, within five minutes. Kept in memory (a restart voids
// pending codes, as a real SMS gateway's codes would time out anyway).
import { randomInt } from 'node:crypto';

export const SMS_CODE_TTL_SECONDS = 300;

interface PendingCode {
  code: string;
  expiresAt: number;
}

export class SmsCodes {
  private readonly pending = new Map<string, PendingCode>();

  constructor(private readonly now: () => Date) {}

  issue(phone: string): PendingCode {
    const issued = {
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      expiresAt: this.now().getTime() + SMS_CODE_TTL_SECONDS * 1000,
    };
    this.pending.set(phone, issued);
    return issued;
  }

  /** The pending code of a phone (for /__mock/sms in development), if still valid. */
  peek(phone: string): PendingCode | undefined {
    const pending = this.pending.get(phone);
    return pending && pending.expiresAt > this.now().getTime() ? pending : undefined;
  }

  /** True once for the right code within its lifetime; the code is spent either way when it matches. */
  consume(phone: string, code: string): boolean {
    const pending = this.peek(phone);
    if (!pending || pending.code !== code) return false;
    this.pending.delete(phone);
    return true;
  }
}
