// The business clock: the zone's calendar, the demo clock's settings, and the dashboards at night with the
// demo clock at 10:30 (a working day in progress whose figures agree).
import type { OperationId } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { addDays, atTime, BUSINESS_TIME_HEADER, BUSINESS_ZONE_HEADER, createZone, dayOf, zoneFromEnv } from '../src/clock';
import { buildApp, createTestDatabase } from '../src/app';
import { openDatabase } from '../src/db/seed';
import { DemoClock, formatClockSetting, parseClockSetting } from '../src/services/demo-clock';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

const MINUTE = 60_000;

describe('business zone', () => {
  it('formats instants and wall times in a zone without daylight saving', () => {
    const shanghai = createZone('Asia/Shanghai');
    const instant = new Date('2026-11-24T19:10:00Z');
    expect(shanghai.dayOf(instant)).toBe('2026-11-25');
    expect(shanghai.isoOf(instant)).toBe('2026-11-25T03:10:00+08:00');
    expect(shanghai.atTime('2026-11-25', '10:30:00')).toBe('2026-11-25T10:30:00+08:00');
  });

  it('follows daylight saving in a zone that has it', () => {
    const berlin = createZone('Europe/Berlin');
    expect(berlin.atTime('2026-07-01', '10:30:00')).toBe('2026-07-01T10:30:00+02:00');
    expect(berlin.atTime('2026-11-25', '10:30:00')).toBe('2026-11-25T10:30:00+01:00');
    expect(berlin.isoOf(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00+02:00');
    expect(Date.parse(berlin.atTime('2026-03-29', '12:00:00'))).toBe(Date.parse('2026-03-29T10:00:00Z'));
  });

  it('MOCK_TZ defaults to Asia/Shanghai and refuses an unknown zone', () => {
    expect(zoneFromEnv(undefined).name).toBe('Asia/Shanghai');
    expect(() => zoneFromEnv('Mars/Olympus')).toThrow(/MOCK_TZ must be an IANA time zone/);
  });

  it('the server refuses a database seeded in another zone, saying how to reseed it', async () => {
    const db = await createTestDatabase();
    try {
      const sqlite = openDatabase(db.file);
      sqlite.prepare("UPDATE Setting SET value = 'Europe/Berlin' WHERE key = 'timeZone'").run();
      sqlite.close();
      await expect(buildApp({ databaseUrl: db.url })).rejects.toThrow(/seeded in Europe\/Berlin but MOCK_TZ is Asia\/Shanghai.*db:reset/);
    } finally {
      db.cleanup();
    }
  });
});

describe('demo clock settings', () => {
  const real = new Date(atTime('2026-11-25', '03:00:00'));

  it('reads real, HH:MM and ISO instants, and spells them back', () => {
    expect(parseClockSetting('real', real)).toEqual({ mode: 'real' });
    expect(parseClockSetting(' 10:30 ', real)).toEqual({ mode: 'time-of-day', time: '10:30' });
    const frozen = parseClockSetting('2026-11-20T10:30', real);
    expect(frozen).toEqual({ mode: 'frozen', instant: new Date(atTime('2026-11-20', '10:30:00')) });
    expect(formatClockSetting(frozen)).toBe(atTime('2026-11-20', '10:30:00'));
    expect(parseClockSetting('2026-11-20T02:30:00Z', real)).toEqual({ mode: 'frozen', instant: new Date('2026-11-20T02:30:00Z') });
  });

  it.each(['25:00', '10:3', 'noon', '2026-13-01T10:00', '2026-11-20 10:30'])('refuses "%s" saying what it accepts', (value) => {
    expect(() => parseClockSetting(value, real)).toThrow(/real|valid/);
  });

  it('refuses a frozen instant more than a week ahead', () => {
    expect(() => parseClockSetting(`${addDays('2026-11-25', 8)}T10:00`, real)).toThrow(/7 days ahead/);
  });
});

describe('demo clock at a time of day', () => {
  it('starts at HH:MM, moves in real time, stops at the end of the day and restarts at HH:MM the next day', () => {
    let real = new Date(atTime('2026-11-25', '03:00:00'));
    const clock = new DemoClock(() => real, { mode: 'time-of-day', time: '10:30' });
    expect(clock.now().toISOString()).toBe(new Date(atTime('2026-11-25', '10:30:00')).toISOString());
    real = new Date(real.getTime() + 25 * MINUTE);
    expect(clock.now().getTime()).toBe(Date.parse(atTime('2026-11-25', '10:55:00')));
    real = new Date(atTime('2026-11-25', '20:00:00'));
    expect(clock.now().getTime()).toBe(Date.parse(atTime('2026-11-25', '23:59:59')));
    real = new Date(atTime('2026-11-26', '00:40:00'));
    expect(clock.now().getTime()).toBe(Date.parse(atTime('2026-11-26', '11:10:00')));
  });

  it('set again, it starts over from HH:MM; frozen stands still; real follows the real time', () => {
    let real = new Date(atTime('2026-11-25', '22:00:00'));
    const clock = new DemoClock(() => real);
    expect(clock.now()).toBe(real);
    real = new Date(real.getTime() + 90 * MINUTE);
    clock.set({ mode: 'time-of-day', time: '09:00' });
    expect(clock.now().getTime()).toBe(Date.parse(atTime(dayOf(real), '09:00:00')));
    clock.set({ mode: 'frozen', instant: new Date(atTime('2026-11-20', '10:30:00')) });
    real = new Date(real.getTime() + 60 * MINUTE);
    expect(clock.now().getTime()).toBe(Date.parse(atTime('2026-11-20', '10:30:00')));
  });
});

// Night in China: 03:00 business time today; the app's real clock is this variable.
const today = dayOf(new Date());
let real = new Date(atTime(today, '03:00:00'));
const t = await startApp({ now: () => real, clock: '10:30' });
const token = await t.login(DEMO_ACCOUNTS.admin);

describe('the dashboards at 03:00 real time with MOCK_CLOCK=10:30', () => {
  const body = { tenantId: 1, projectId: PROJECT.binjiang, days: 7 };
  const read = async <Op extends OperationId>(operationId: Op) => (await t.operation(operationId, body, { token })).body.data;
  const labour = async () => {
    const index = await read('getLabourIndex');
    const chart = await read('getLabourAttendanceChartV2');
    const signs = await read('listSignRecords');
    return { index, chart, signs };
  };

  it("today's attendance is non-zero and agrees across the labour KPIs, the attendance chart and the sign-in list", async () => {
    const { index, chart, signs } = await labour();
    const [workers, managers] = chart.series.map((s) => s.data.at(-1)!);
    expect(workers).toBeGreaterThan(0);
    expect(index.present).toBe(workers! + managers!);
    // Nobody has left by 10:30 (they leave from 17:00): the sign list holds the inward passes alone.
    expect(signs.total).toBe(workers);
    expect(signs.list.every((record) => record.time.startsWith(today) && record.time.slice(11, 16) <= '10:30')).toBe(true);
  });

  it('answers carry the business time and zone for the frontend', async () => {
    const reply = await t.operation('getLabourIndex', body, { token });
    expect(reply.headers[BUSINESS_TIME_HEADER]).toBe(atTime(today, '10:30:00'));
    expect(reply.headers[BUSINESS_ZONE_HEADER]).toBe('Asia/Shanghai');
  });

  it('figures grow as the demo runs, and set to real at 03:00 nobody has arrived yet (the cache follows the clock)', async () => {
    const start = (await labour()).index.present;
    real = new Date(real.getTime() + 60 * MINUTE);
    const later = (await labour()).index.present;
    expect(later).toBeGreaterThanOrEqual(start);
    const setting = await t.call<{ value: string; now: string }>('/__mock/clock', undefined, { method: 'GET' });
    expect(setting.body.data).toMatchObject({ value: '10:30', now: atTime(today, '11:30:00') });

    expect((await t.call('/__mock/clock', { value: 'real' }, { method: 'PUT' })).status).toBe(200);
    const night = await labour();
    expect(night.index.present).toBe(0);
    expect(night.signs.total).toBe(0);
    expect((await t.call('/__mock/clock', { value: '10:30' }, { method: 'PUT' })).body.data).toMatchObject({
      now: atTime(today, '10:30:00'),
    });
    expect((await labour()).index.present).toBe(start);
  });

  it('MOCK_CLOCK is checked at start', async () => {
    await expect(startApp({ clock: 'noon' })).rejects.toThrow(/MOCK_CLOCK: "noon" is not a clock/);
  });

  it('a bad clock value is a 400 naming the field', async () => {
    const reply = await t.call('/__mock/clock', { value: '24:61' }, { method: 'PUT' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/body\/value/);
    expect((await t.call('/__mock/clock', {}, { method: 'PUT' })).body.msg).toMatch(/body\/value is required/);
  });
});
