// The control page's endpoints: what it shows (accounts, scenarios with their meanings, latency, clock,
// recent requests), latency, reset and reseed; and the page itself, served only in development mode.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedScenarioNames } from '../src/scenarios';
import { DEMO_ACCOUNTS, PROJECT, startApp, SURVEYOR } from './helpers';

const dist = mkdtempSync(join(tmpdir(), 'smartsite-control-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(dist, 'mock-control.html'), '<!doctype html><title>Mock 控制台</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = await startApp({ frontendDist: dist });
const token = await t.login(DEMO_ACCOUNTS.admin);

type State = {
  accounts: { username: string; password: string; role: string }[];
  scenario: string | null;
  scenarios: { name: string; meaning: string }[];
  latencyMs: number;
  clock: { value: string; timeZone: string; now: string };
  requests: { operation: string; status: number; ms: number; scenario: string | null }[];
};
const state = async () => (await t.call<State>('/__mock/state')).body.data;

describe('control state', () => {
  it('lists every seeded account with its password, and every scenario with its meaning', async () => {
    const { accounts, scenarios, scenario, latencyMs, clock } = await state();
    expect(accounts.map((a) => [a.username, a.password])).toEqual(Object.values(DEMO_ACCOUNTS).map((a) => [a.username, a.password]));
    expect(accounts.every((a) => a.role.length > 0)).toBe(true);
    expect(scenarios.map((s) => s.name)).toEqual(allowedScenarioNames(false));
    expect(scenarios.some((s) => s.name.startsWith('fault:'))).toBe(false);
    expect(scenarios.every((s) => s.meaning.length > 0)).toBe(true);
    expect({ scenario, latencyMs, clock: clock.value, zone: clock.timeZone }).toEqual({
      scenario: null,
      latencyMs: 0,
      clock: 'real',
      zone: 'Asia/Shanghai',
    });
  });

  it('shows recent requests, latest first, with operation, status, time taken and scenario', async () => {
    await t.operation('getUserInfo', undefined, { token });
    await t.operation('getUserInfo', undefined, { token, headers: { 'x-mock-scenario': 'server-error' } });
    const [latest, before] = (await state()).requests;
    expect(latest).toMatchObject({ operation: 'getUserInfo', status: 500, scenario: 'server-error' });
    expect(before).toMatchObject({ operation: 'getUserInfo', status: 200, scenario: null });
    expect(latest!.ms).toBeGreaterThanOrEqual(0);
  });
});

describe('latency', () => {
  it('delays every API answer, and a bad value is a 400 naming the field', async () => {
    expect((await t.call('/__mock/latency', { ms: 150 }, { method: 'PUT' })).body.data).toEqual({ latencyMs: 150 });
    const started = performance.now();
    expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect((await t.call('/__mock/latency', { ms: 0 }, { method: 'PUT' })).status).toBe(200);
    for (const ms of [-1, 1.5, '100', 60_001]) {
      const reply = await t.call('/__mock/latency', { ms }, { method: 'PUT' });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toMatch(/body\/ms/);
    }
  });
});

describe('reset', () => {
  it('needs confirm: true, then restores the seeded data and keeps sessions', async () => {
    const saved = await t.operation('saveUserV2', SURVEYOR, { token });
    expect(saved.status).toBe(200);
    const find = () => t.operation('listUsers', { tenantId: 1, keyword: SURVEYOR.username }, { token });
    expect((await find()).body.data.total).toBe(1);

    const refused = await t.call('/__mock/reset', {});
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/body\/confirm/);

    const reset = await t.call<{ projects: number; factDays: number }>('/__mock/reset', { confirm: true });
    expect(reset.status).toBe(200);
    expect(reset.body.data.projects).toBe(5);
    expect((await find()).body.data.total).toBe(0);
    const index = await t.operation('getLabourIndex', { tenantId: 1, projectId: PROJECT.binjiang }, { token });
    expect(index.status).toBe(200);
  });
});

describe('the page', () => {
  it('is served at /__mock/ while mock control is on', async () => {
    const page = await t.app.inject({ url: '/__mock/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Mock 控制台');
  });

  it('is absent with mock control off (the default in production)', async () => {
    const production = await startApp({ frontendDist: dist, control: 'off' });
    expect((await production.app.inject({ url: '/__mock/' })).statusCode).toBe(404);
  });
});
