// What a password login reads about an account, by username, kept in memory until a write: every write
// operation clears it with the other derived data (services.invalidate, here and in the instances sharing the
// database), so a password change, a disabled or removed account counts from the next login on. A login then
// reads no table: the Prisma query (its plan compiled on every call) was a third of a repeated login's CPU.
// Only accounts that exist are kept, at most MAX_ACCOUNTS, so unknown usernames cannot grow it.
import { sessionEpoch } from '../auth/sessions';
import type { PrismaClient } from '../db/client';

export interface LoginAccount {
  id: number;
  username: string;
  passwordHash: string;
  status: number;
  /** The session epoch its tokens are issued in (auth/sessions.ts). */
  epoch: string;
}

const MAX_ACCOUNTS = 10_000;

export class LoginAccounts {
  private readonly accounts = new Map<string, LoginAccount>();
  /** Counts clears: a read that started before a clear must not bring back what the clear dropped. */
  private generation = 0;

  constructor(private readonly prisma: PrismaClient) {}

  async find(username: string): Promise<LoginAccount | null> {
    const known = this.accounts.get(username);
    if (known) return known;
    const generation = this.generation;
    const user = await this.prisma.user.findUnique({
      where: { username },
      select: { id: true, username: true, passwordHash: true, status: true },
    });
    const account = user && { ...user, epoch: (await sessionEpoch(this.prisma, user.id)).epoch };
    if (account && generation === this.generation) {
      if (this.accounts.size >= MAX_ACCOUNTS) this.accounts.clear();
      this.accounts.set(username, account);
    }
    return account;
  }

  clear(): void {
    this.generation++;
    this.accounts.clear();
  }
}
