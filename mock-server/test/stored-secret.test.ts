// The token secret every instance on one database shares, stored by the first to start.
import { describe, expect, it } from 'vitest';
import { storedSecret, type SettingStore } from '../src/auth/stored-secret';

/** A settings table where another instance stores its secret between this one's read and its insert. */
function racingStore(): SettingStore & { rows: Map<string, string> } {
  const rows = new Map<string, string>();
  let reads = 0;
  return {
    rows,
    findUnique: async ({ where }) => {
      reads++;
      const value = rows.get(where.key);
      return value === undefined ? null : { value };
    },
    create: async ({ data }) => {
      if (reads === 1) rows.set(data.key, 'the other instance');
      if (rows.has(data.key)) throw new Error('Unique constraint failed on the fields: (`key`)');
      rows.set(data.key, data.value);
      return { value: data.value };
    },
  };
}

describe('the stored token secret', () => {
  it("takes the other instance's secret when it stored one first", async () => {
    expect(await storedSecret(racingStore())).toBe('the other instance');
  });

  it('is stored once on an empty database and read by every start after', async () => {
    const rows = new Map<string, string>();
    const store: SettingStore = {
      findUnique: async ({ where }) => (rows.has(where.key) ? { value: rows.get(where.key)! } : null),
      create: async ({ data }) => (rows.set(data.key, data.value), { value: data.value }),
    };
    const first = await storedSecret(store);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await storedSecret(store)).toBe(first);
  });

  it('fails the start when the insert fails and nothing is stored', async () => {
    const store: SettingStore = {
      findUnique: async () => null,
      create: async () => {
        throw new Error('database is read-only');
      },
    };
    await expect(storedSecret(store)).rejects.toThrow('database is read-only');
  });
});
