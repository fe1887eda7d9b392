// The workspaces' limits and lifetimes: the cap on their number and size, idle expiry (on an injected clock), the
// bound on open databases, and a fork taken while its source is being written.
import { join, dirname } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp, SURVEYOR } from './helpers';

const WS = 'x-mock-workspace';
const inWorkspace = (name: string, token?: string) => ({ headers: { [WS]: name }, ...(token ? { token } : {}) });

describe('workspace limits', () => {
  it('refuses a workspace past the count cap, naming the limit and its variable', async () => {
    const t = await startApp({ workspaces: { maxCount: 1 } });
    expect((await t.call('/__mock/workspaces', { name: 'one' })).status).toBe(201);
    const refused = await t.call('/__mock/workspaces', { name: 'two' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('上限 1');
    expect(refused.body.msg).toContain('MOCK_WORKSPACES_MAX');
    expect((await t.call('/__mock/workspaces/one', undefined, { method: 'DELETE' })).status).toBe(200);
    expect((await t.call('/__mock/workspaces', { name: 'two' })).status).toBe(201);
  });

  it('refuses a workspace or a snapshot past the size cap, naming it', async () => {
    const t = await startApp({ workspaces: { maxBytes: 1024 * 1024 } });
    const refused = await t.call('/__mock/workspaces', { name: 'big' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('1 MB');
    expect(refused.body.msg).toContain('MOCK_WORKSPACES_MAX_MB');
    expect((await t.call('/__mock/workspaces/default/snapshots', { name: 'big' })).status).toBe(409);
  });

  it('deletes a workspace left idle past the limit, and keeps one in use', async () => {
    let offset = 0;
    const t = await startApp({ now: () => new Date(Date.now() + offset), workspaces: { idleMs: 3600_000 } });
    await t.call('/__mock/workspaces', { name: 'idle' });
    await t.call('/__mock/workspaces', { name: 'busy' });
    offset = 50 * 60_000;
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('busy'))).status).toBe(200);
    offset = 70 * 60_000;
    const names = (await t.call<{ name: string }[]>('/__mock/workspaces')).body.data.map((w) => w.name);
    expect(names).toEqual(['default', 'busy']);
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('idle'))).status).toBe(404);
  });

  it('keeps at most maxOpen databases open, and a closed workspace keeps its data and settings', async () => {
    const t = await startApp({ workspaces: { maxOpen: 1 } });
    for (const name of ['first', 'second']) await t.call('/__mock/workspaces', { name });
    const token = (await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('first'))).body.data.token;
    expect((await t.operation('saveUserV2', SURVEYOR, inWorkspace('first', token))).status).toBe(200);
    await t.call('/__mock/latency', { ms: 7 }, { method: 'PUT', ...inWorkspace('first') });
    // Opening the second closes the first (the least recently used).
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('second'))).status).toBe(200);
    const surveyor = { username: SURVEYOR.username, password: SURVEYOR.password };
    expect((await t.operation('getAccessToken', surveyor, inWorkspace('first'))).status).toBe(200);
    expect((await t.call<{ latencyMs: number }>('/__mock/state', undefined, inWorkspace('first'))).body.data.latencyMs).toBe(7);
    expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(200);
  });

  it('closes no database a request is being served in: the cap and idle expiry wait for the request to end', async () => {
    let now = Date.now();
    const t = await startApp({ workspaces: { maxOpen: 1, idleMs: 60_000 }, now: () => new Date(now) });
    for (const name of ['held', 'other']) await t.call('/__mock/workspaces', { name });
    const token = (await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('held'))).body.data.token;
    // A slow request in `held` (its latency is waited before the handler reads the database).
    await t.call('/__mock/latency', { ms: 3000 }, { method: 'PUT', ...inWorkspace('held') });
    const slow = t.operation('getUserInfo', undefined, { token });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Opening `other` would close `held` (the cap of one); then `held` is idle past the limit on the clock, and a
    // listing runs the expiry.
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('other'))).status).toBe(200);
    now += 120_000;
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('other'))).status).toBe(200);
    expect((await t.call<{ name: string }[]>('/__mock/workspaces')).body.data.map((w) => w.name)).toContain('held');
    expect((await slow).status).toBe(200);
    // Once the request has ended, the next use of `other` lets the cap close `held`; a listing lets expiry delete it.
    expect((await t.operation('getAccessToken', DEMO_ACCOUNTS.tenant, inWorkspace('other'))).status).toBe(200);
    const names = (await t.call<{ name: string }[]>('/__mock/workspaces')).body.data.map((w) => w.name);
    expect(names).toEqual(['default', 'other']);
  });
});

describe('a fork during writes', () => {
  it('is one consistent copy: intact, and holding a count of rows the source had at some moment', async () => {
    const t = await startApp();
    await t.call('/__mock/workspaces', { name: 'source' });
    const token = (await t.operation('getAccessToken', DEMO_ACCOUNTS.admin, inWorkspace('source'))).body.data.token;
    let writing = true;
    let written = 0;
    const writes = (async () => {
      for (let i = 0; writing && i < 200; i++, written++) {
        const reply = await t.operation(
          'saveUserV2',
          { ...SURVEYOR, username: `writer${i}`, phone: `1360000${String(i).padStart(4, '0')}` },
          inWorkspace('source', token),
        );
        expect(reply.status).toBe(200);
      }
    })();
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const forked = await t.call('/__mock/workspaces', { name: 'copy', from: { workspace: 'source' } });
    writing = false;
    await writes;
    expect(forked.status).toBe(201);
    const file = join(dirname(t.databaseUrl.slice('file:'.length)), 'test.workspaces', 'copy.db');
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const writers = db.prepare("SELECT username FROM User WHERE username LIKE 'writer%' ORDER BY id").all() as { username: string }[];
      // Taken while the writes ran (some before it, not all), whole writes only: writer0..writerN with no gap.
      expect(writers.length).toBeGreaterThanOrEqual(5);
      expect(writers.length).toBeLessThan(200);
      expect(writers.map((w) => w.username)).toEqual(writers.map((_, i) => `writer${i}`));
    } finally {
      db.close();
    }
  });
});
