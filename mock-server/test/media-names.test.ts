// Generated pictures answer only the closed set of names the seed can give: any other name, however built
// (unknown words, numbers out of range or 400 digits long, keys of Object.prototype), is a 404 envelope without a
// render, and one client asking for many pictures at once is held to its share (429 with Retry-After).
import { describe, expect, it } from 'vitest';
import { SEEDED_NAMES } from '../src/media/catalogue';
import { planFor } from '../src/media/pictures';
import { startApp } from './helpers';

const t = await startApp();
const get = (url: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress });

const NINES = '9'.repeat(400);

describe('picture names', () => {
  it('are the names the seeded rows hold: each of them is in the set and drawn', async () => {
    const prisma = t.app.services.database.prisma;
    const rows = await Promise.all([
      prisma.project.findMany({ select: { cover: true } }),
      prisma.mediaLink.findMany({ select: { url: true, cover: true } }),
      prisma.camera.findMany({ select: { poster: true } }),
      prisma.delayedVideo.findMany({ select: { cover: true } }),
      prisma.news.findMany({ select: { cover: true } }),
      prisma.worker.findMany({ select: { photo: true } }),
      prisma.user.findMany({ select: { avatar: true } }),
      prisma.aiAlarm.findMany({ select: { image: true }, distinct: ['image'] }),
      prisma.productionPhoto.findMany({ select: { url: true }, distinct: ['url'] }),
      prisma.notice.findMany({ select: { image: true } }),
    ]);
    const seeded = new Set(
      rows
        .flat()
        .flatMap((row) => Object.values(row) as string[])
        .filter((url) => url.startsWith('/static/'))
        .map((url) => url.slice('/static/'.length)),
    );
    expect(seeded.size).toBeGreaterThan(100);
    for (const name of seeded) expect(SEEDED_NAMES.has(name), name).toBe(true);
    const pictures = [...seeded].filter((name) => /\.(jpg|png)$/.test(name));
    expect(pictures.filter((name) => !planFor(name))).toEqual([]);
    // Bounded: a few hundred names, not one per number.
    expect(SEEDED_NAMES.size).toBeLessThan(1000);
  });

  it('outside the seeded set are a 404 envelope, however close to a seeded one', async () => {
    const names = [
      'news/7.jpg',
      'news/01.jpg',
      'production/5.jpg',
      'production/zzz-3.jpg',
      'production/structure-25.jpg',
      'production/structure-007-thumb.jpg',
      'camera/poster-7.jpg',
      'ai/alarm-13.jpg',
      'avatar/nobody.png',
      'notice/anything.png',
      'render/p99-night.jpg',
      'brochure/cover.jpg',
      'bim/p99/main.glb',
    ];
    for (const name of names) {
      const reply = await get(`/static/${name}`);
      expect(reply.statusCode, name).toBe(404);
      expect(reply.json(), name).toMatchObject({ code: 404, success: false, data: null });
    }
  });

  it('made of 400-digit numbers or keys of Object.prototype are a 404, not a 500', async () => {
    const names = [
      `news/${NINES}.jpg`,
      `production/structure-${NINES}.jpg`,
      `production/${NINES}-thumb.jpg`,
      `ai/alarm-${NINES}.jpg`,
      `camera/poster-${NINES}.jpg`,
      `bim/p${NINES}/main.glb`,
      'notice/__proto__.png',
      'notice/constructor.png',
      'notice/toString.png',
      'notice/hasOwnProperty.png',
      'avatar/__proto__.png',
      '__proto__',
      'constructor',
    ];
    for (const name of names) {
      const reply = await get(`/static/${name}`);
      expect(reply.statusCode, name).toBe(404);
      expect(reply.json(), name).toMatchObject({ code: 404, success: false });
    }
  });
});

describe('a client asking for many pictures at once', () => {
  it('gets its share drawn and 429 with Retry-After beyond it, while another client is still served', async () => {
    // 24 full-size production photos, none drawn yet: the first takes tens of milliseconds to draw, the 24 requests
    // are all queued long before.
    const names = [...SEEDED_NAMES].filter((name) => /^production\/structure-\d+\.jpg$/.test(name)).slice(0, 24);
    expect(names).toHaveLength(24);
    const replies = await Promise.all(names.map((name) => get(`/static/${name}`, '10.0.0.1')));
    const refused = replies.filter((reply) => reply.statusCode === 429);
    // The exact share is render-queue.test.ts's; here the answers as a client sees them.
    expect(replies.filter((reply) => reply.statusCode === 200).length).toBeGreaterThanOrEqual(16);
    expect(refused.length).toBeGreaterThan(0);
    expect(replies.every((reply) => [200, 429].includes(reply.statusCode))).toBe(true);
    for (const reply of refused) {
      expect(reply.json()).toEqual({ code: 429, msg: expect.any(String), success: false, data: null });
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Its share is free again once drawn, and another address was never held back.
    expect((await get(`/static/${names[20]}`, '10.0.0.1')).statusCode).toBe(200);
    expect((await get('/static/production/masonry-1.jpg', '10.0.0.2')).statusCode).toBe(200);
  }, 120_000);
});
