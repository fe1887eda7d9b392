// The seeded answers name pictures under /static/ (renders, panoramas, production photos, camera posters, news,
// notices, avatars). This file says which scene each name shows and encodes it as the file name promises: JPEG
// for .jpg, PNG for .png. The picture depends only on the data seed and the name.
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { Random } from '../db/prng';
import { hex, Raster } from './raster';
import { SEEDED_NAMES } from './catalogue';
import { PHASE_SCENES } from './production-photos';
import { SCENES, type SceneName } from './scenes';
import { worker } from './site-parts';

export interface Picture {
  body: Buffer;
  type: 'image/jpeg' | 'image/png';
}

const cycle = (names: readonly SceneName[], n: number) => names[(((n - 1) % names.length) + names.length) % names.length]!;

const NEWS: readonly SceneName[] = ['siteDay', 'concretePour', 'entrance', 'siteDusk', 'curtainWall', 'gateCamera'];
/** Camera posters follow the seeded camera places: gate, crane, yard, pit, rebar shed, living area. */
const CAMERAS: readonly SceneName[] = ['gateCamera', 'craneCamera', 'yardCamera', 'pitCamera', 'shedCamera', 'dormitoryCamera'];
const NOTICES = new Map<string, SceneName>([
  ['upgrade', 'aerial'],
  ['safety', 'gateCamera'],
  ['quality', 'curtainWall'],
  ['labour', 'dormitoryCamera'],
]);

interface Plan {
  scene: SceneName | 'portrait';
  width: number;
  height: number;
  /** A red detection frame around a worker, as an AI alarm snapshot has. */
  alarm?: boolean;
  /** The same view as the name without -ir, as a camera's infrared picture after dark. */
  infrared?: boolean;
}

const FULL = { width: 1280, height: 720 };
/** A 360° panorama, 2:1: a 75° view shows about 430 of its columns (soft when full-screen, drawn and loaded in well under a second). */
const SPHERE = { width: 2048, height: 1024 };
const SMALL = { width: 640, height: 360 };
/** A production photo's tile (190 CSS pixels wide on the boards): sharp on a 1.75x phone screen, a quarter of SMALL's bytes. */
const TILE = { width: 320, height: 180 };

/**
 * What a name under /static/ depicts, or null for a name no seeded answer gives: only names of the closed seeded
 * set (catalogue.ts) reach the rules below, so their numbers are small and their words known.
 */
export function planFor(path: string): Plan | null {
  if (!SEEDED_NAMES.has(path)) return null;
  const size = /^panorama\/.*-360\./.test(path)
    ? SPHERE
    : /-hd\.jpg$/.test(path)
      ? FULL
      : /^production\/.*-thumb\./.test(path)
        ? TILE
        : /-thumb\.|^(camera|news|ai|project|bim|video|notice)\//.test(path)
          ? SMALL
          : FULL;
  const number = Number(/(\d+)(?:-thumb|-ir)?(?:-hd)?\.\w+$/.exec(path)?.[1] ?? 1);
  const rules: [RegExp, () => SceneName | 'portrait'][] = [
    [/^avatar\/[\w-]+\.png$/, () => 'portrait'],
    [/^project\/cover-\d+\.jpg$/, () => 'renderDay'],
    [/^bim\/p\d+\/main\.jpg$/, () => 'siteDay'],
    [/^bim\/p\d+\/mep\.jpg$/, () => 'mep'],
    [/^panorama\/p\d+-east\.jpg$/, () => 'panoramaEast'],
    [/^panorama\/p\d+-west\.jpg$/, () => 'panoramaWest'],
    [/^panorama\/p\d+-air\.jpg$/, () => 'aerial'],
    [/^panorama\/p\d+-east-360\.jpg$/, () => 'sphereEast'],
    [/^panorama\/p\d+-west-360\.jpg$/, () => 'sphereWest'],
    [/^panorama\/p\d+-air-360\.jpg$/, () => 'sphereAir'],
    [/^photo\/p\d+-air(-thumb)?\.jpg$/, () => 'aerial'],
    [/^photo\/p\d+-sample(-thumb)?\.jpg$/, () => 'rebar'],
    [/^render\/p\d+-overall(-thumb)?\.jpg$/, () => 'renderDay'],
    [/^render\/p\d+-night(-thumb)?\.jpg$/, () => 'renderNight'],
    [/^render\/p\d+-entrance(-thumb)?\.jpg$/, () => 'entrance'],
    [/^video\/p\d+-intro\.jpg$/, () => 'siteDusk'],
    [/^news\/\d+\.jpg$/, () => cycle(NEWS, number)],
    [/^production\/[a-z-]+-\d+(-thumb)?\.jpg$/, () => cycle(PHASE_SCENES.get(/^production\/([a-z-]+)-\d/.exec(path)![1]!)!, number)],
    [/^camera\/poster-\d+(-ir)?(-hd)?\.jpg$/, () => cycle(CAMERAS, number)],
    [/^camera\/poster-ar\.jpg$/, () => 'panoramaEast'],
    [/^camera\/delayed-1\.jpg$/, () => 'foundation'],
    [/^camera\/delayed-2\.jpg$/, () => 'siteNight'],
    [/^ai\/alarm-\d+\.jpg$/, () => cycle(CAMERAS, number)],
    [/^notice\/\w+\.png$/, () => NOTICES.get(/(\w+)\.png$/.exec(path)![1]!) ?? 'siteDay'],
  ];
  const rule = rules.find(([pattern]) => pattern.test(path));
  if (!rule) return null;
  const scene = rule[1]();
  if (scene === 'portrait') return { scene, width: 128, height: 128 };
  return { scene, ...size, alarm: path.startsWith('ai/'), infrared: /-ir(-hd)?\.jpg$/.test(path) };
}

const PORTRAIT_COLOURS = ['#3b82f6', '#0ea5e9', '#14b8a6', '#22c55e', '#f59e0b', '#f97316', '#ef4444', '#a855f7'];

/** Head and shoulders on a colour of its own; site staff wear a helmet. */
function portrait(r: Raster, rng: Random, helmet: boolean) {
  const background = hex(rng.pick(PORTRAIT_COLOURS));
  r.gradient(0, r.height, background, background.map((c) => c * 0.75) as unknown as typeof background);
  const skin = hex(rng.pick(['#f1c7a5', '#e0b48f', '#c99a73']));
  r.polygon(
    [
      [18, 128],
      [30, 92],
      [64, 82],
      [98, 92],
      [110, 128],
    ],
    hex(rng.pick(['#2f3b4c', '#37474f', '#f26a1b', '#1e3a5f'])),
  );
  r.rect(56, 70, 16, 16, skin);
  r.disc(64, 52, 22, skin);
  if (helmet) {
    r.disc(64, 40, 24, hex(rng.pick(['#f5c518', '#ffffff', '#e53935', '#1e88e5'])));
    r.rect(36, 40, 56, 6, hex('#d9d9d9'));
    r.disc(64, 56, 19, skin);
  } else r.disc(64, 36, 21, hex('#2b2420'));
  r.rect(54, 52, 4, 3, hex('#2b2420'));
  r.rect(70, 52, 4, 3, hex('#2b2420'));
}

/** The drawing for a name (a thumbnail's name gives its full picture's drawing), or null for an unknown name. */
function draw(seed: number, path: string): Raster | null {
  const plan = planFor(path);
  if (!plan) return null;
  // An infrared picture draws the same view as its daylight one, a large poster the same view as its small one:
  // the same stream.
  const rng = new Random(seed, 'media', path.replace(/-ir(?=[.-])/, '').replace('-hd.', '.'));
  const raster = new Raster(plan.width, plan.height);
  if (plan.scene === 'portrait') portrait(raster, rng, path.includes('worker'));
  else {
    SCENES[plan.scene](raster, rng);
    if (plan.alarm) {
      const [x, y, size] = [rng.int(plan.width * 0.25, plan.width * 0.75), plan.height * 0.9, 90];
      worker(raster, x, y, size, hex('#5a4a3a'));
      const red = hex('#ff2d2d');
      raster.rect(x - 40, y - size * 1.2, 80, 3, red);
      raster.rect(x - 40, y, 80, 3, red);
      raster.rect(x - 40, y - size * 1.2, 3, size * 1.2, red);
      raster.rect(x + 37, y - size * 1.2, 3, size * 1.2, red);
    }
    if (plan.infrared) raster.infrared();
    if (!path.endsWith('.png')) raster.grain(() => rng.next(), plan.infrared ? 10 : 4);
  }
  return raster;
}

/** The picture for a name, or null when no seeded answer gives that name. */
export function renderPicture(seed: number, path: string): Picture | null {
  // A thumbnail is its full picture scaled down (the same scene, the grain averaged away), as an image server
  // would make it.
  const thumbnailOf = path.includes('-thumb.') ? path.replace('-thumb.', '.') : undefined;
  const full = thumbnailOf && planFor(thumbnailOf)?.width === FULL.width ? draw(seed, thumbnailOf) : undefined;
  let raster = full ?? draw(seed, path);
  if (!raster) return null;
  const width = planFor(path)!.width;
  while (raster.width > width) raster = raster.halved();
  if (path.endsWith('.png')) {
    const png = new PNG({ width: raster.width, height: raster.height });
    png.data = Buffer.from(raster.data);
    return { body: PNG.sync.write(png, { colorType: 2 }), type: 'image/png' };
  }
  const encoded = jpeg.encode({ data: raster.data, width: raster.width, height: raster.height }, 78);
  return { body: Buffer.from(encoded.data), type: 'image/jpeg' };
}
