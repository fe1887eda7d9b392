// Dashboards read true at any hour of the business day: at 03:00 nothing of today has happened yet, at
// 10:30 a working day is under way, at 22:00 the site has closed with the day's totals complete.
import type { OperationId, Schemas } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { atTime, dayOf } from '../src/clock';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

const today = dayOf(new Date());
const t = await startApp({ clock: `${today}T03:00` });
const token = await t.login(DEMO_ACCOUNTS.admin);
const body = { tenantId: 1, projectId: PROJECT.binjiang, days: 7 };
const read = async <Op extends OperationId>(operationId: Op) => (await t.operation(operationId, body, { token })).body.data;
const at = async (time: string) => {
  expect((await t.call('/__mock/clock', { value: `${today}T${time}` }, { method: 'PUT' })).status).toBe(200);
  return {
    now: atTime(today, `${time}:00`),
    utilities: (await read('getWaterAndElectricityChart')).series.map((s) => s.data.at(-1)!),
    craneHours: (await read('getTowerCraneEfficiency')).series.map((s) => s.data.at(-1)!),
    cranes: (await read('listTowerCranes')).list,
    elevators: (await read('listElevators')).list,
    sprayers: (await read('listSprayers')).list,
    production: (await read('listProductionDaily')).list,
  };
};

describe('the v2 dashboard through the day', async () => {
  const night = await at('03:00');
  const morning = await at('10:30');
  const evening = await at('22:00');

  it("at 03:00 today's totals are zero, machines rest since yesterday evening and no report is later than now", () => {
    expect(night.utilities).toEqual([0, 0]);
    expect(night.craneHours.every((hours) => hours === 0)).toBe(true);
    for (const machine of [...night.cranes, ...night.elevators]) expect(machine.updateTime <= night.now).toBe(true);
    expect(night.cranes.filter((c) => c.status === 'online').every((c) => c.loadTon === 0)).toBe(true);
    expect(night.sprayers.every((s) => s.status === 'off' && (s.lastRunTime ?? '') < night.now)).toBe(true);
    expect(night.production[0]!.date < today).toBe(true);
  });

  it('at 10:30 the day is under way: part of the totals, machines reporting now, no production log for today yet', () => {
    for (const [i, value] of morning.utilities.entries()) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(evening.utilities[i]!);
    }
    const running = morning.cranes.filter((c) => c.status === 'online');
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((c) => c.updateTime === morning.now)).toBe(true);
    expect(morning.sprayers.every((s) => (s.lastRunTime ?? '') <= morning.now)).toBe(true);
    expect(morning.production[0]!.date < today).toBe(true);
  });

  it("at 22:00 the site has closed: the day's totals are complete, nobody rides an elevator, today's log is written", () => {
    expect(evening.utilities.every((value) => value > 0)).toBe(true);
    expect(evening.elevators.filter((e) => e.status === 'online').every((e) => e.people === 0)).toBe(true);
    for (const machine of evening.cranes) expect(machine.updateTime <= evening.now).toBe(true);
    expect(evening.production[0]!.date).toBe(today);
  });
});

describe('an offline machine', () => {
  it('is shown parked at its last report, in working hours too: nobody aboard, no load, no speed', async () => {
    expect((await t.call('/__mock/clock', { value: `${today}T10:30` }, { method: 'PUT' })).status).toBe(200);
    const offline: (Schemas['Elevator'] | Schemas['TowerCrane'])[] = [];
    for (const projectId of Object.values(PROJECT)) {
      const ask = { tenantId: 1, projectId, days: 7 };
      offline.push(
        ...((await t.operation('listElevators', ask, { token })).body.data?.list.filter((e) => e.status === 'offline') ?? []),
        ...((await t.operation('listTowerCranes', ask, { token })).body.data?.list.filter((c) => c.status === 'offline') ?? []),
      );
    }
    expect(offline.length).toBeGreaterThan(0);
    const moving = (machine: (typeof offline)[number]) =>
      'people' in machine ? [machine.people, machine.loadKg, machine.speed] : [machine.loadTon, machine.loadRatio];
    expect(
      offline
        .map(moving)
        .flat()
        .filter((value) => value !== 0),
    ).toEqual([]);
  });
});
