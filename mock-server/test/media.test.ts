// The generated media behind the seeded /static/ addresses: pictures of their subject, byte-identical for the
// same seed, and BIM models whose storeys follow the project's building and progress plan.
import { readdirSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import validator from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { buildingShape, storeyStates } from '../src/media/building';
import { PictureRenderer } from '../src/media/picture-renderer';
import { planFor, renderPicture } from '../src/media/pictures';
import { DEMO_ACCOUNTS, startApp } from './helpers';

const t = await startApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The JSON chunk of a glTF binary (header 12 bytes, then chunk length and type). */
function gltfJson(glb: Buffer) {
  expect(glb.toString('latin1', 0, 4)).toBe('glTF');
  const length = glb.readUInt32LE(12);
  return JSON.parse(glb.toString('utf8', 20, 20 + length)) as { nodes: { name?: string; extras?: { state?: string; storey?: number } }[] };
}

async function seededMediaUrls(): Promise<string[]> {
  const prisma = t.app.services.database.prisma;
  const [links, cameras, news, workers, videos, alarms, photos] = await Promise.all([
    prisma.mediaLink.findMany(),
    prisma.camera.findMany(),
    prisma.news.findMany(),
    prisma.worker.findMany({ take: 12 }),
    prisma.delayedVideo.findMany(),
    prisma.aiAlarm.findMany({ distinct: ['image'] }),
    prisma.productionPhoto.findMany({ distinct: ['url'] }),
  ]);
  const urls = [
    ...links.flatMap((l) => [l.cover, ...(l.url.endsWith('.glb') ? [l.url] : [])]),
    ...cameras.map((c) => c.poster),
    ...news.map((n) => n.cover),
    ...workers.map((w) => w.photo),
    ...videos.map((v) => v.cover),
    ...alarms.map((a) => a.image),
    ...photos.map((p) => p.url),
  ];
  // One of each kind: project 1's media, one photo per phase, one alarm snapshot (the rest differ by a number).
  const kind = (url: string) => (/^\/static\/(production|ai)\//.test(url) ? url.replace(/\d+(?=\.jpg$)/, '#') : url);
  const kinds = new Map(urls.filter((url) => url.startsWith('/static/') && !/\/p[2-9]\b|p[2-9]-/.test(url)).map((url) => [kind(url), url]));
  return [...kinds.values()];
}

describe('generated pictures', () => {
  it('are byte-identical for the same seed and name, and differ between seeds and between names', () => {
    const names = [
      'render/p1-overall.jpg',
      'camera/poster-2.jpg',
      'production/structure-5.jpg',
      'avatar/worker-3.png',
      'notice/safety.png',
    ];
    for (const name of names) expect(renderPicture(7, name)!.body.equals(renderPicture(7, name)!.body)).toBe(true);
    for (const name of names) expect(renderPicture(7, name)!.body.equals(renderPicture(8, name)!.body)).toBe(false);
    const bodies = names.map((name) => renderPicture(7, name)!.body.toString('base64'));
    expect(new Set(bodies).size).toBe(names.length);
  });

  it('are what the name promises: JPEG for .jpg, PNG for .png, thumbnails smaller than full pictures', () => {
    const full = jpeg.decode(renderPicture(1, 'render/p1-night.jpg')!.body);
    const thumb = jpeg.decode(renderPicture(1, 'render/p1-night-thumb.jpg')!.body);
    expect([full.width, full.height, thumb.width, thumb.height]).toEqual([1280, 720, 640, 360]);
    const avatar = PNG.sync.read(renderPicture(1, 'avatar/admin.png')!.body);
    expect([avatar.width, avatar.height]).toEqual([128, 128]);
    expect(planFor('brochure/cover.jpg')).toBeNull();
  });

  it('draw a camera poster at 1280 for a request wider than 640 (?w=), the same view; bad widths are a 400', async () => {
    const size = async (url: string) => {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      const { width, height } = jpeg.decode(reply.rawPayload);
      return [width, height];
    };
    expect(await size('/static/camera/poster-2.jpg')).toEqual([640, 360]);
    expect(await size('/static/camera/poster-2.jpg?w=600')).toEqual([640, 360]);
    expect(await size('/static/camera/poster-2.jpg?w=1400')).toEqual([1280, 720]);
    expect(await size('/static/camera/poster-2-ir.jpg?w=1400')).toEqual([1280, 720]);
    // Only site camera posters have a large size: other pictures keep theirs.
    expect(await size('/static/news/1.jpg?w=1400')).toEqual([640, 360]);
    expect(planFor('camera/poster-2-hd.jpg')!.scene).toBe(planFor('camera/poster-2.jpg')!.scene);
    for (const bad of ['abc', '0', '99999', '']) {
      const reply = await get(`/static/camera/poster-2.jpg?w=${bad}`);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json().msg, bad).toContain('querystring/w');
    }
  });

  it('show the phase a production photo is titled with', async () => {
    const photos = await t.app.services.database.prisma.productionPhoto.findMany({
      where: { title: { in: ['机电安装施工现场', '幕墙工程施工现场'] } },
    });
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos)
      expect(planFor(photo.url.replace('/static/', ''))!.scene).toBe(photo.title.startsWith('机电') ? 'mep' : 'curtainWall');
  });

  it('give every production photo a thumbnail of the same scene at a tile size, a fraction of the bytes', async () => {
    const token = await t.login(DEMO_ACCOUNTS.admin);
    const photos = (await t.operation('listProductionPhotos', { tenantId: 1, projectId: 1 }, { token })).body.data.list;
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      const full = photo.url.replace('/static/', '');
      const thumb = photo.thumbnail!.replace('/static/', '');
      expect(planFor(thumb)).toEqual({ ...planFor(full), width: 320, height: 180 });
      const image = jpeg.decode(renderPicture(1, thumb)!.body);
      expect([image.width, image.height]).toEqual([320, 180]);
      expect(renderPicture(1, thumb)!.body.length).toBeLessThan(renderPicture(1, full)!.body.length / 6);
    }
  });

  it('depict their subject: a night render is dark, a day render has a blue sky', () => {
    const brightness = (name: string, rows: [number, number]) => {
      const image = jpeg.decode(renderPicture(3, name)!.body);
      let [sum, count] = [0, 0];
      for (let y = rows[0] * image.height; y < rows[1] * image.height; y++)
        for (let x = 0; x < image.width; x++, count++) sum += image.data[(Math.floor(y) * image.width + x) * 4 + 2]!;
      return sum / count;
    };
    expect(brightness('render/p1-night.jpg', [0, 0.3])).toBeLessThan(70);
    expect(brightness('render/p1-overall.jpg', [0, 0.3])).toBeGreaterThan(180);
  });

  it('stand behind every kind of picture and model a seeded answer names, with an ETag', async () => {
    const urls = await seededMediaUrls();
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toMatch(/^(image\/(jpeg|png)|model\/gltf-binary)$/);
      expect(reply.headers.etag, url).toMatch(/^"[\w-]+"$/);
    }
  }, 120_000);

  it('answer a revalidation with 304 while the file is unchanged', async () => {
    const first = await get('/static/camera/poster-1.jpg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/static/camera/poster-1.jpg')).rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get('/static/camera/poster-1.jpg', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });
});

describe('the picture worker', () => {
  const names = ['panorama/p1-east.jpg', 'production/mep-1-thumb.jpg', 'avatar/admin.png', 'nothing/here.jpg'];
  const expected = names.map((name) => renderPicture(7, name));

  it("draws off the server's thread the same bytes as drawn on it", async () => {
    const renderer = new PictureRenderer();
    try {
      expect(await Promise.all(names.map((name) => renderer.render(7, name)))).toEqual(expected);
      expect(renderer.drawsOnWorker).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it('draws on a thread of its own priority when given one (the background lane), the same bytes', async () => {
    /** This process's threads at niceness 19 (Linux: field 19 of /proc/self/task/<tid>/stat). */
    const lowest = () =>
      readdirSync('/proc/self/task').filter(
        (tid) => readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16] === '19',
      ).length;
    const before = lowest();
    const renderer = new PictureRenderer({ niceness: 19 });
    try {
      expect(await renderer.render(7, names[0]!)).toEqual(expected[0]);
      expect(lowest()).toBe(before + 1);
    } finally {
      await renderer.close();
    }
  });

  it('draws on this thread when the worker cannot run', async () => {
    const renderer = new PictureRenderer({ workerSource: 'throw new Error("no worker here")' });
    expect(await Promise.all(names.map((name) => renderer.render(7, name)))).toEqual(expected);
    expect(renderer.drawsOnWorker).toBe(false);
  });
});

describe('BIM models', () => {
  it("have one storey node per storey of the project's building, in the states of its progress plan", async () => {
    const token = await t.login(DEMO_ACCOUNTS.admin);
    const projects = await t.app.services.database.prisma.project.findMany({ orderBy: { id: 'asc' } });
    const seen = new Set<string>();
    for (const project of projects) {
      const bim = await t.operation('getV2MainBim', { tenantId: project.tenantId, projectId: project.id }, { token });
      const items = await t.operation('listV2ProgressItems', { tenantId: project.tenantId, projectId: project.id }, { token });
      const percent = (name: string) => items.body.data.list.find((item) => item.name === name)!.percent;
      const reply = await get(bim.body.data.modelUrl);
      expect(reply.headers['content-type']).toBe('model/gltf-binary');
      expect(reply.headers['cache-control']).toBe('public, no-cache');
      const storeys = gltfJson(reply.rawPayload).nodes.filter((node) => node.extras?.state);
      const shape = buildingShape(project.label, project.area);
      expect(storeys).toHaveLength(shape.storeys);
      expect(storeys.map((node) => node.extras!.state)).toEqual(storeyStates(shape.storeys, percent('主体结构'), percent('幕墙工程')));
      storeys.forEach((node) => seen.add(node.extras!.state!));
    }
    // The seeded projects between them show every state.
    expect([...seen].sort()).toEqual(['building', 'built', 'planned']);
  });

  it('states follow the plan: envelope closed = built, frame standing or being cast = under construction', () => {
    expect(storeyStates(10, 0, 0)).toEqual(Array(10).fill('planned'));
    expect(storeyStates(10, 45, 0)).toEqual([...Array(5).fill('building'), ...Array(5).fill('planned')]);
    expect(storeyStates(10, 100, 30)).toEqual([...Array(3).fill('built'), ...Array(7).fill('building')]);
    expect(storeyStates(10, 100, 100)).toEqual(Array(10).fill('built'));
  });

  it('are byte-identical on the same day and pass the Khronos glTF validator without errors or warnings', async () => {
    const [a, b] = [await get('/static/bim/p1/main.glb'), await get('/static/bim/p1/mep.glb')];
    expect((await get('/static/bim/p1/main.glb')).rawPayload.equals(a.rawPayload)).toBe(true);
    for (const glb of [a, b]) {
      const report = await validator.validateBytes(new Uint8Array(glb.rawPayload));
      expect(report.issues.messages.filter((m: { severity: number }) => m.severity <= 1)).toEqual([]);
    }
  });
});
