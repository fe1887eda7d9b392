// One weather per city and day: every project of a city shows the same sky, and the site's sensor follows the
// day's curve between its low and high.
import { describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../src/clock';
import { temperatureAt, weatherOf } from '../src/db/weather';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

describe('the weather model', () => {
  it('is one per city and day', () => {
    expect(weatherOf(7, '杭州', '2026-11-27')).toEqual(weatherOf(7, '杭州', '2026-11-27'));
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i));
    expect(days.some((day) => JSON.stringify(weatherOf(7, '杭州', day)) !== JSON.stringify(weatherOf(7, '广州', day)))).toBe(true);
  });

  it('is plausible for the season: Hangzhou colder in January than in July, Guangzhou warmer than Hangzhou in winter', () => {
    const mean = (city: string, month: string) =>
      Array.from({ length: 28 }, (_, i) => weatherOf(3, city, `2026-${month}-${String(i + 1).padStart(2, '0')}`).high).reduce(
        (a, b) => a + b,
      ) / 28;
    expect(mean('杭州', '01')).toBeLessThan(mean('杭州', '07') - 15);
    expect(mean('广州', '01')).toBeGreaterThan(mean('杭州', '01') + 5);
  });

  it('runs from the low at 05:00 to the high at 14:00 and back, without a jump at midnight', () => {
    const day = { high: 20, low: 10 };
    expect(temperatureAt(day, '05:00')).toBe(10);
    expect(temperatureAt(day, '14:00:00')).toBe(20);
    expect(temperatureAt(day, '09:30')).toBe(15);
    expect(Math.abs(temperatureAt(day, '23:59') - temperatureAt(day, '00:00'))).toBeLessThan(0.2);
    expect(temperatureAt(day, '03:00')).toBeLessThan(temperatureAt(day, '22:00'));
  });
});

describe('the seeded projects', async () => {
  const t = await startApp();
  const token = await t.login(DEMO_ACCOUNTS.admin);
  const weatherOfProject = async (projectId: number) => (await t.operation('getWeather', { tenantId: 1, projectId }, { token })).body.data;

  it('in one city share one weather: 滨江 and the metro section are both in 杭州', async () => {
    const [binjiang, metro] = [await weatherOfProject(PROJECT.binjiang), await weatherOfProject(PROJECT.metro)];
    expect(binjiang.city).toBe(metro.city);
    expect({ ...binjiang, updateTime: '' }).toEqual({ ...metro, updateTime: '' });
  });

  it("have sensor readings on the day's curve", async () => {
    const rows = await t.app.services.database.prisma.environmentReading.findMany({
      where: { projectId: PROJECT.binjiang, date: dayOf(new Date()) },
    });
    const day = await t.app.services.database.prisma.weatherDay.findFirstOrThrow({
      where: { projectId: PROJECT.binjiang, date: dayOf(new Date()) },
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.temperature).toBe(temperatureAt(day, row.time.slice(11, 16)));
  });
});

describe('the weather panel', async () => {
  const t = await startApp({ clock: `${dayOf(new Date())}T10:30` });
  const token = await t.login(DEMO_ACCOUNTS.admin);

  it("reports the temperature of the day's curve at the hour it names", async () => {
    const today = dayOf(new Date());
    const weather = (await t.operation('getWeather', { tenantId: 1, projectId: PROJECT.binjiang }, { token })).body.data;
    const day = await t.app.services.database.prisma.weatherDay.findFirstOrThrow({ where: { projectId: PROJECT.binjiang, date: today } });
    expect(weather.updateTime.slice(11, 16)).toBe('10:00');
    expect(weather.temperature).toBe(Math.round(temperatureAt(day, '10:00')));
  });
});
