// Ending every session of an account at once (a new password, a disabled account): each account has a session
// epoch, signed into every token issued to it, and a token counts only while its account is still in that epoch.
// A new epoch is a random value stored in the Setting table, so it survives restarts, holds on every instance that
// reads the same database (principals and login accounts are reloaded after every write, here and there), and a
// later change of state (re-enabling the account) cannot bring an old epoch back. The token that changed the
// password may be kept: its jti is stored with the epoch. Accounts that never ended their sessions have no row,
// the epoch '' of every token issued before epochs existed.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db/client';

export interface SessionEpoch {
  epoch: string;
  /** The one token of an older epoch that still counts (the one that set the new password). */
  kept: string | null;
}

const FIRST: SessionEpoch = { epoch: '', kept: null };

const keyOf = (userId: number) => `sessions.${userId}`;

/** What reading and writing an epoch needs of Prisma (the client, or a transaction's). */
type SettingsClient = Pick<PrismaClient, 'setting' | '$executeRaw'>;

export async function sessionEpoch(prisma: SettingsClient, userId: number): Promise<SessionEpoch> {
  const row = await prisma.setting.findUnique({ where: { key: keyOf(userId) } });
  return row ? (JSON.parse(row.value) as SessionEpoch) : FIRST;
}

/**
 * Starts a new epoch: every token issued so far stops counting, except `keep` (the caller's jti). Returns the new
 * epoch, for the token issued right after. One statement on both engines (an upsert through Prisma reads then
 * inserts, and two instances doing so at once would collide).
 */
export async function endSessions(prisma: SettingsClient, userId: number, keep?: string): Promise<SessionEpoch> {
  const next: SessionEpoch = { epoch: randomBytes(9).toString('base64url'), kept: keep ?? null };
  const value = JSON.stringify(next);
  await prisma.$executeRaw`INSERT INTO "Setting" ("key", "value") VALUES (${keyOf(userId)}, ${value})
    ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"`;
  return next;
}

/** Whether a token of this account still counts (its epoch is the account's, or it is the one kept). */
export const inEpoch = (current: SessionEpoch, claims: { jti: string; epoch?: unknown }): boolean =>
  (claims.epoch ?? '') === current.epoch || claims.jti === current.kept;
