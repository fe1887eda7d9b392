// A LIVE camera follows daylight: after dark its poster is the infrared picture of the same view.
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../src/clock';
import { isDark } from '../src/media/daylight';
import { DEMO_ACCOUNTS, PROJECT, startApp } from './helpers';

describe('daylight', () => {
  it('follows the season: dark at 03:00, light at 10:30, dark at 17:30 in November but light then in July', () => {
    expect(isDark('2026-11-27T03:00:00+08:00')).toBe(true);
    expect(isDark('2026-11-27T10:30:00+08:00')).toBe(false);
    expect(isDark('2026-11-27T17:30:00+08:00')).toBe(true);
    expect(isDark('2026-07-15T17:30:00+08:00')).toBe(false);
    expect(isDark('2026-07-15T05:30:00+08:00')).toBe(false);
  });
});

describe('site camera posters', async () => {
  const today = dayOf(new Date());
  const t = await startApp({ clock: `${today}T03:00` });
  const token = await t.login(DEMO_ACCOUNTS.admin);
  const posters = async () =>
    (await t.operation('listDashboardVideos', { tenantId: 1, projectId: PROJECT.binjiang }, { token })).body.data.list.map((c) => c.poster);

  it('are infrared pictures of the same view at 03:00 and daylight ones at 10:30', async () => {
    const night = await posters();
    expect(night.length).toBeGreaterThan(0);
    expect(night.every((poster) => /\/camera\/poster-\d+-ir\.jpg$/.test(poster))).toBe(true);
    expect((await t.call('/__mock/clock', { value: `${today}T10:30` }, { method: 'PUT' })).status).toBe(200);
    expect(await posters()).toEqual(night.map((poster) => poster.replace('-ir.jpg', '.jpg')));
    const video = (await t.operation('getV2VideoUrl', { tenantId: 1, projectId: PROJECT.binjiang }, { token })).body.data;
    expect(video.poster).not.toContain('-ir');
  });

  it('after dark are monochrome, served like every seeded picture', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/static/camera/poster-1-ir.jpg' });
    expect(reply.statusCode).toBe(200);
    const { data, width, height } = jpeg.decode(reply.rawPayload);
    const grey = Array.from({ length: 200 }, (_, n) => Math.floor((n / 200) * width * height) * 4).filter(
      (i) => Math.abs(data[i]! - data[i + 1]!) <= 6 && Math.abs(data[i + 1]! - data[i + 2]!) <= 6,
    );
    expect(grey.length).toBeGreaterThan(190);
    expect((await t.app.inject({ method: 'GET', url: '/static/camera/poster-99-ir.jpg' })).statusCode).toBe(404);
  });
});
