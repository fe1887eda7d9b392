// The secret tokens are signed with, kept in the database so every instance on one database (and every restart)
// signs and checks with the same one. The first instance to start on an empty database stores it; instances that
// start together race to store theirs, and the losers take the winner's (an upsert is no guard here: Prisma runs
// it as a read then an insert, and on PostgreSQL the second insert failed the second instance's start).
import { randomBytes } from 'node:crypto';

const KEY = 'jwtSecret';

/** What this needs of the settings table (Prisma's `setting` delegate). */
export interface SettingStore {
  findUnique(args: { where: { key: string } }): PromiseLike<{ value: string } | null>;
  create(args: { data: { key: string; value: string } }): PromiseLike<{ value: string }>;
}

export async function storedSecret(settings: SettingStore): Promise<string> {
  const existing = await settings.findUnique({ where: { key: KEY } });
  if (existing) return existing.value;
  try {
    return (await settings.create({ data: { key: KEY, value: randomBytes(32).toString('base64url') } })).value;
  } catch (error) {
    const winner = await settings.findUnique({ where: { key: KEY } });
    if (!winner) throw error;
    return winner.value;
  }
}
