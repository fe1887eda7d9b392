// The confined-space board (getConfinedSpaceBoard): readings judged by the served limits, an alarm now and then but
// never with anyone inside, permits and entrants that follow the business clock through the day.
import type { Schemas } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { addDays, atTime, dayOf } from '../src/clock';
import { CONFINED_SPACE_THRESHOLDS, spaceStatus } from '../src/services/confined-space';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

describe('a space status', () => {
  const fresh = { o2: 20.9, h2s: 0, co: 0, lel: 0 };
  it('alarms at each gas limit and warns on the first LEL level only', () => {
    expect(spaceStatus(fresh)).toBe('normal');
    expect(spaceStatus({ ...fresh, o2: 19.5 })).toBe('normal');
    expect(spaceStatus({ ...fresh, o2: 19.4 })).toBe('alarm');
    expect(spaceStatus({ ...fresh, o2: 23.6 })).toBe('alarm');
    expect(spaceStatus({ ...fresh, h2s: 9.9 })).toBe('normal');
    expect(spaceStatus({ ...fresh, h2s: 10 })).toBe('alarm');
    expect(spaceStatus({ ...fresh, co: 24 })).toBe('alarm');
    expect(spaceStatus({ ...fresh, lel: 10 })).toBe('warning');
    expect(spaceStatus({ ...fresh, lel: 25 })).toBe('alarm');
    expect(CONFINED_SPACE_THRESHOLDS).toEqual({ o2Min: 19.5, o2Max: 23.5, h2sAlarm: 10, coAlarm: 24, lelWarning: 10, lelAlarm: 25 });
  });
});

describe('the board through ten days of two sites', async () => {
  const today = dayOf(new Date());
  const t = await startApp({ clock: `${today}T03:00` });
  const token = await t.login(DEMO_ACCOUNTS.admin);
  const boardAt = async (projectId: number, day: string, time: string) => {
    expect((await t.call('/__mock/clock', { value: `${day}T${time}` }, { method: 'PUT' })).status).toBe(200);
    const reply = await t.operation('getConfinedSpaceBoard', { tenantId: 1, projectId }, { token });
    expect(reply.status).toBe(200);
    return { now: atTime(day, `${time}:00`), board: reply.body.data };
  };
  const samples: { now: string; time: string; board: Schemas['ConfinedSpaceBoard'] }[] = [];
  for (let back = 9; back >= 0; back--) {
    const day = addDays(today, -back);
    for (let minute = 0; minute < 1440; minute += 30) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      for (const projectId of [PROJECT.binjiang, PROJECT.metro]) samples.push({ time, ...(await boardAt(projectId, day, time)) });
    }
  }
  const spaces = samples.flatMap((sample) => sample.board.spaces.map((space) => ({ ...sample, space })));

  it('reads plausible values in their units, judged by the limits it serves', () => {
    expect(samples[0]!.board.spaces.length).toBeGreaterThanOrEqual(2);
    for (const { space, board, now } of spaces) {
      expect(space.o2).toBeGreaterThan(17);
      expect(space.o2).toBeLessThanOrEqual(20.9);
      for (const ppm of [space.h2s, space.co, space.lel]) expect(ppm).toBeGreaterThanOrEqual(0);
      expect(space.h2s).toBeLessThan(25);
      expect(space.lel).toBeLessThan(50);
      expect(space.status).toBe(spaceStatus(space, board.thresholds));
      expect(space.updateTime).toBe(now);
    }
    expect(new Set(spaces.map(({ space }) => space.h2s)).size).toBeGreaterThan(10);
  });

  it('alarms sometimes, never with anyone inside', () => {
    const alarms = spaces.filter(({ space }) => space.status === 'alarm');
    expect(alarms.length).toBeGreaterThan(0);
    expect(alarms.length / spaces.length).toBeLessThan(0.15);
    for (const { space } of alarms) expect(space.peopleInside).toBe(0);
  });

  it('lets people in only under a permit in progress, after their entry time; nobody at night', () => {
    for (const { board, now } of samples) {
      for (const space of board.spaces) expect(space.peopleInside).toBe(board.people.filter((p) => p.spaceId === space.id).length);
      for (const person of board.people) {
        expect(person.entryTime <= now).toBe(true);
        expect(board.permits.some((permit) => permit.spaceId === person.spaceId && permit.status === '作业中')).toBe(true);
      }
      for (const permit of board.permits) {
        expect(permit.validFrom < permit.validTo).toBe(true);
        expect(permit.validTo > now || permit.status === '已关闭').toBe(true);
      }
    }
    // Permits wait for the 08:00 round; nobody goes in before it.
    const early = samples.filter(({ time }) => time < '08:00');
    expect(early.flatMap(({ board }) => board.people)).toEqual([]);
    expect(early.flatMap(({ board }) => board.permits.map((permit) => permit.status)).every((status) => status === '待审批')).toBe(true);
    expect(samples.some((sample) => sample.time === '10:30' && sample.board.people.length > 0)).toBe(true);
    expect(new Set(samples.flatMap((s) => s.board.people.map((p) => p.name))).size).toBeGreaterThan(3);
  });
});
