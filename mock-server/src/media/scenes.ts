// Site pictures by subject. Each scene paints a whole picture from a Random seeded with the data seed and the
// file name, so every file differs from the others and stays the same between runs.
import type { Random } from '../db/prng';
import { hex, mix, Raster, shade, type Rgb } from './raster';
import { crane, gate, ground, hoarding, sky, skyline, tower, tree, worker, type Light } from './site-parts';

export type Scene = (r: Raster, rng: Random) => void;

/** Towers under construction with cranes, seen from across the road (renders, covers, news, time-lapse). */
const towers =
  (light: Light, progress: 'foundation' | 'rising' | 'finished' = 'rising'): Scene =>
  (r, rng) => {
    const horizon = Math.round(r.height * 0.68);
    sky(r, horizon, light, rng);
    skyline(r, horizon, light, rng);
    ground(r, horizon, light);
    const scale = r.height / 360;
    const count = rng.int(2, 4);
    for (let i = 0; i < count; i++) {
      const width = rng.int(62, 96) * scale;
      const x = (r.width / (count + 0.6)) * (i + 0.4) + rng.int(-10, 10) * scale;
      const storeys = rng.int(14, 26);
      const storeyHeight = 10 * scale;
      const framed =
        progress === 'foundation' ? rng.int(0, 2) : progress === 'finished' ? storeys : rng.int(Math.round(storeys * 0.45), storeys - 1);
      const finished = progress === 'finished' ? storeys : Math.max(0, framed - rng.int(4, 10));
      tower(r, { x, base: horizon + 6 * scale, width, storeyHeight, storeys, framed, finished }, light, rng);
      if (progress !== 'finished' && i < 2) {
        const height = (Math.max(framed, 6) + 6) * storeyHeight;
        crane(r, x + width + 18 * scale, horizon + 6 * scale, height, rng.int(90, 150) * scale, light, rng);
      }
    }
    if (progress === 'foundation') pit(r, horizon + 10 * scale, light, rng);
    hoarding(r, r.height - 46 * scale, 30 * scale, light);
    for (let x = 20; x < r.width; x += rng.int(90, 160)) tree(r, x, r.height - 4, 40 * scale, light);
    if (light === 'night') for (let x = 60; x < r.width; x += 180) r.glow(x, r.height - 60 * scale, 40 * scale, hex('#ffcf7a'), 0.5);
  };

/** An excavation with its retaining piles and an excavator. */
function pit(r: Raster, top: number, light: Light, rng: Random) {
  const dim = light === 'night' ? 0.35 : 1;
  r.polygon(
    [
      [r.width * 0.05, top],
      [r.width * 0.95, top],
      [r.width * 0.85, top + r.height * 0.2],
      [r.width * 0.15, top + r.height * 0.2],
    ],
    shade(hex('#6e5a44'), dim),
  );
  for (let x = r.width * 0.06; x < r.width * 0.94; x += 10) r.rect(x, top, 6, r.height * 0.05, shade(hex('#9a9a92'), dim));
  const ex = r.width * (0.3 + rng.next() * 0.4);
  const ey = top + r.height * 0.15;
  r.rect(ex, ey - 24, 60, 24, shade(hex('#f2b61b'), dim));
  r.rect(ex + 36, ey - 40, 22, 18, shade(hex('#f2b61b'), dim));
  r.rect(ex - 4, ey, 70, 8, hex('#222'));
  r.line([ex + 10, ey - 20], [ex - 40, ey - 60], 6, shade(hex('#e0a515'), dim));
  r.line([ex - 40, ey - 60], [ex - 60, ey - 10], 5, shade(hex('#e0a515'), dim));
}

/** The entrance render: gate, hoarding, the towers behind, people walking in. */
const entrance: Scene = (r, rng) => {
  towers('day')(r, rng);
  const foot = r.height - 20;
  r.rect(0, r.height * 0.82, r.width, r.height * 0.18, hex('#9c9a94'));
  gate(r, r.width * 0.5, foot, r.width * 0.5, 'day');
  for (let i = 0; i < 5; i++)
    worker(
      r,
      r.width * (0.3 + rng.next() * 0.4),
      foot,
      34 * (r.height / 360),
      rng.pick([hex('#f5c518'), hex('#e53935'), hex('#ffffff'), hex('#1e88e5')]),
    );
};

/** A wide strip of the site, as a panorama's cover: several towers, cranes, sheds. */
const panorama =
  (light: Light): Scene =>
  (r, rng) => {
    towers(light)(r, rng);
    const scale = r.height / 360;
    for (let i = 0; i < 6; i++) r.rect(rng.int(0, r.width), r.height - 70 * scale, 40 * scale, 18 * scale, hex('#e9eef3'));
  };

/**
 * A 360° panorama as an equirectangular picture (2:1, the horizon across the middle, the left edge meeting the
 * right), for the panorama viewer page: towers and cranes all around the horizon, the site's ground below. From the
 * air (a drone above the site) the towers are below the horizon and the ground shows their footprints.
 */
const equirectangular = (light: Light, view: 'ground' | 'air'): Scene =>
  seamless((r, rng, around) => {
    const horizon = Math.round(r.height / 2);
    const scale = r.height / 360;
    sky(r, horizon, light, rng);
    // A panorama's degree is ten times a photo's: the city far away is low, the towers across the site mid-height.
    skyline(r, horizon, light, rng, scale * 0.3);
    ground(r, horizon, light);
    if (view === 'air') {
      // Roads and green belts run round the drone as rings; the site it hovers over fills the bottom.
      for (const [depth, colour] of [
        [24, hex('#5d5f63')],
        [70, hex('#4f7d45')],
        [150, hex('#5d5f63')],
      ] as const)
        r.rect(0, horizon + depth * scale, r.width, (depth / 10) * scale, colour);
      r.rect(0, r.height - 40 * scale, r.width, 40 * scale, hex('#8c8170'));
    }
    const count = view === 'air' ? rng.int(12, 16) : rng.int(5, 7);
    for (let i = 0; i < count; i++) {
      // Kept clear of the picture's edges, where the viewer joins them: nothing is cut at the seam.
      const slot = around / count;
      const width = rng.int(20, 38) * scale * (view === 'air' ? 0.8 : 1);
      const x = slot * i + rng.int(Math.round(slot * 0.1), Math.max(Math.round(slot * 0.1) + 1, Math.round(slot * 0.9 - width)));
      if (view === 'air') {
        const top = horizon + rng.int(30, 120) * scale;
        const depth = (top - horizon) * 0.6;
        r.rect(x + 4, top + 4, width, depth, hex('#3d3a35'), 0.45);
        r.rect(x, top, width, depth, rng.pick([hex('#a7a69f'), hex('#7fa8c9'), hex('#6d5a45')]));
        r.line([x - width * 0.4, top + depth / 2], [x + width * 1.4, top + depth / 2], 3 * scale, hex('#f2b61b'));
        continue;
      }
      const storeys = rng.int(12, 24);
      const storeyHeight = 3 * scale;
      const framed = rng.int(Math.round(storeys * 0.5), storeys - 1);
      tower(
        r,
        { x, base: horizon + 4 * scale, width, storeyHeight, storeys, framed, finished: Math.max(0, framed - rng.int(4, 9)) },
        light,
        rng,
      );
      if (i % 2 === 0)
        crane(r, x + width + 12 * scale, horizon + 4 * scale, (framed + 5) * storeyHeight, rng.int(30, 50) * scale, light, rng);
    }
    if (view === 'ground') {
      hoarding(r, horizon + 6 * scale, 14 * scale, light);
      // The yard at one's feet: stacked rebar and formwork, a few workers.
      for (let i = 0; i < 14; i++) {
        const [x, y] = [rng.int(0, r.width - 60 * scale), horizon + rng.int(40, 140) * scale];
        r.rect(x, y, rng.int(30, 60) * scale, rng.int(6, 14) * scale, rng.pick([hex('#7a4a2a'), hex('#c9a36b'), hex('#9a9a92')]));
      }
      for (let i = 0; i < 8; i++) worker(r, rng.int(20, r.width - 20), horizon + rng.int(30, 70) * scale, 10 * scale);
    }
    if (light === 'night') for (let x = 40; x < r.width; x += 160) r.glow(x, horizon + 20 * scale, 30 * scale, hex('#ffcf7a'), 0.5);
  });

/** Columns painted past a 360° picture's right edge, then faded into its first columns. */
const SEAM = 96;

/**
 * A scene whose right edge runs on into its left one: painted SEAM columns wider than the picture (objects are
 * placed within `width`), the extra columns cross-faded into the first ones, so the viewer shows no seam.
 */
const seamless =
  (paint: (r: Raster, rng: Random, width: number) => void): Scene =>
  (r, rng) => {
    const wide = new Raster(r.width + SEAM, r.height);
    paint(wide, rng, r.width);
    for (let y = 0; y < r.height; y++)
      for (let x = 0; x < r.width; x++) {
        const [from, to] = [(y * wide.width + x) * 4, (y * r.width + x) * 4];
        const wrapped = x < SEAM ? 1 - x / SEAM : 0;
        for (let c = 0; c < 3; c++) r.data[to + c] = wide.data[from + c]! * (1 - wrapped) + wide.data[from + r.width * 4 + c]! * wrapped;
      }
  };

/** The site from above: roads, footprints of towers at different stages, cranes as crosses, trucks. */
const aerial: Scene = (r, rng) => {
  r.rect(0, 0, r.width, r.height, hex('#8c8170'));
  r.grain(() => rng.next(), 18);
  const road = hex('#5d5f63');
  r.rect(0, r.height * 0.78, r.width, r.height * 0.08, road);
  r.rect(r.width * 0.12, 0, r.width * 0.05, r.height, road);
  for (let x = 0; x < r.width; x += 40) r.rect(x, r.height * 0.82, 20, 2, hex('#f0f0f0'));
  r.rect(0, r.height * 0.86, r.width, r.height * 0.14, hex('#4f7d45'));
  for (let i = 0; i < 6; i++) {
    const [col, row] = [i % 3, Math.floor(i / 3)];
    const [x, y, w, h] = [r.width * (0.24 + col * 0.25), r.height * (0.1 + row * 0.34), r.width * 0.16, r.height * 0.22];
    const stage = rng.int(0, 2);
    r.rect(x + 6, y + 6, w, h, hex('#3d3a35'), 0.5);
    r.rect(x, y, w, h, stage === 0 ? hex('#6d5a45') : stage === 1 ? hex('#a7a69f') : hex('#7fa8c9'));
    if (stage === 1) for (let g = 0; g < w; g += 8) r.rect(x + g, y, 1, h, hex('#808079'));
    const [cx, cy] = [x + w + 10, y + h / 2];
    r.line([cx - 50, cy], [cx + 50, cy], 4, hex('#f2b61b'));
    r.rect(cx - 5, cy - 5, 10, 10, hex('#d19a12'));
  }
  for (let i = 0; i < 4; i++)
    r.rect(rng.int(0, r.width - 30), r.height * 0.79, 26, 10, rng.pick([hex('#f5f5f5'), hex('#e53935'), hex('#1e88e5')]));
  for (let i = 0; i < 8; i++) r.rect(r.width * 0.19 + i * 18, r.height * 0.05, 14, 30, hex('#2c6fb7'));
};

/** Close-up of a slab's rebar mat with workers tying it. */
const rebar: Scene = (r, rng) => {
  r.gradient(0, r.height, hex('#9b9a96'), hex('#6c6b66'));
  const rust = hex('#7a4a2a');
  const vanish: [number, number] = [r.width * (0.4 + rng.next() * 0.2), -r.height * 0.6];
  for (let i = -20; i <= 40; i++) {
    const x = (i / 20) * r.width;
    r.line([x, r.height], [vanish[0] + (x - vanish[0]) * 0.25, 0], 3, rust);
  }
  for (let y = 6; y < r.height; y += 4 + y / 18) r.line([0, y], [r.width, y], 2 + y / 120, shade(rust, 0.9 + (y / r.height) * 0.3));
  for (let i = 0; i < 4; i++) worker(r, rng.int(40, r.width - 40), rng.int(r.height * 0.55, r.height * 0.95), 60 * (r.height / 360));
};

/** Curtain-wall installation: glass panels in a grid, some missing, a hanging platform. */
const curtainWall: Scene = (r, rng) => {
  sky(r, r.height, 'day', rng);
  const [w, h] = [r.width / 7, r.height / 5];
  for (let c = 0; c < 8; c++)
    for (let row = 0; row < 6; row++) {
      const [x, y] = [c * w - 20 + row * 6, row * h - 10];
      if (c >= 5 && row < 3 && rng.chance(0.7)) {
        r.rect(x, y, w, h, hex('#45484d'));
        continue;
      }
      r.rect(x, y, w, h, mix(hex('#7fb2dd'), hex('#dceaf6'), ((c + row) % 4) / 5));
      r.line([x + 6, y + h - 10], [x + w * 0.7, y + 8], 5, [255, 255, 255], 0.35);
    }
  for (let c = 0; c < 9; c++) r.rect(c * w - 22, 0, 5, r.height, hex('#c9ccd1'));
  for (let row = 0; row < 7; row++) r.rect(0, row * h - 12, r.width, 5, hex('#c9ccd1'));
  const px = r.width * 0.55;
  r.line([px, 0], [px, r.height * 0.45], 2, hex('#333'));
  r.line([px + 120, 0], [px + 120, r.height * 0.45], 2, hex('#333'));
  r.rect(px - 10, r.height * 0.45, 140, 14, hex('#e0e0e0'));
  worker(r, px + 40, r.height * 0.45, 50, hex('#ffffff'));
  worker(r, px + 90, r.height * 0.45, 50);
};

/** MEP works under a slab: ducts, coloured pipes, cable trays, a worker on a ladder. */
const mep: Scene = (r, rng) => {
  r.gradient(0, r.height, hex('#7b7d80'), hex('#4b4c4f'));
  r.rect(0, 0, r.width, r.height * 0.12, hex('#a09f9a'));
  r.rect(0, r.height * 0.8, r.width, r.height * 0.2, hex('#8e8c86'));
  // Which services run under this slab, in which order and size, differs from photo to photo.
  const services: [Rgb, number][] = [
    [hex('#c7cbd1'), rng.int(24, 44)],
    [hex('#d32f2f'), rng.int(9, 15)],
    [hex('#1976d2'), rng.int(8, 13)],
    [hex('#2e7d32'), rng.int(7, 11)],
    [hex('#fbc02d'), rng.int(5, 8)],
    [hex('#8d6e63'), rng.int(14, 22)],
  ];
  const runs = services.filter(() => rng.chance(0.75));
  for (let i = runs.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [runs[i], runs[j]] = [runs[j]!, runs[i]!];
  }
  let y = r.height * (0.14 + rng.next() * 0.08);
  for (const [colour, size] of runs) {
    const s = size * (r.height / 360);
    r.rect(0, y, r.width, s, colour);
    r.rect(0, y, r.width, s * 0.25, mix(colour, [255, 255, 255], 0.4));
    for (let x = rng.int(20, 80); x < r.width; x += rng.int(90, 160)) r.rect(x, r.height * 0.12, 3, y - r.height * 0.12, hex('#555'));
    y += s + 10 * (r.height / 360);
  }
  const bay = rng.int(140, 260);
  for (let x = rng.int(0, bay); x < r.width; x += bay) r.rect(x, r.height * 0.12, 18, r.height * 0.68, hex('#b4b2ac'));
  const lx = r.width * (0.3 + rng.next() * 0.4);
  r.line([lx, r.height * 0.95], [lx + 30, r.height * 0.45], 4, hex('#e0a515'));
  r.line([lx + 40, r.height * 0.95], [lx + 70, r.height * 0.45], 4, hex('#e0a515'));
  worker(r, lx + 45, r.height * 0.62, 70 * (r.height / 360));
};

/** A pump boom placing concrete on a slab. */
const concretePour: Scene = (r, rng) => {
  const horizon = Math.round(r.height * 0.5);
  sky(r, horizon, 'day', rng);
  skyline(r, horizon, 'day', rng);
  r.rect(0, horizon, r.width, r.height - horizon, hex('#9e9d98'));
  r.polygon(
    [
      [r.width * 0.1, horizon + 20],
      [r.width * 0.6, horizon + 20],
      [r.width * 0.7, r.height],
      [0, r.height],
    ],
    hex('#6e6d69'),
  );
  const [bx, by] = [r.width * 0.85, horizon - 10];
  r.line([bx, by], [bx - 120, by - 120], 8, hex('#e65100'));
  r.line([bx - 120, by - 120], [bx - 260, by - 60], 7, hex('#e65100'));
  r.line([bx - 260, by - 60], [bx - 280, by + 80], 5, hex('#333'));
  for (let i = 0; i < 5; i++)
    worker(
      r,
      rng.int(r.width * 0.15, r.width * 0.6),
      rng.int(horizon + 60, r.height - 10),
      50 * (r.height / 360),
      rng.pick([hex('#f5c518'), hex('#ffffff')]),
    );
};

/** Fixed-camera views: the picture a CCTV camera at that place would show. */
const gateCamera: Scene = (r, rng) => {
  const horizon = Math.round(r.height * 0.45);
  sky(r, horizon, 'day', rng);
  towers('day')(r, rng);
  r.rect(0, r.height * 0.55, r.width, r.height * 0.45, hex('#77787a'));
  gate(r, r.width * 0.45, r.height * 0.85, r.width * 0.7, 'day');
  r.rect(r.width * 0.2, r.height * 0.78, 90, 40, hex('#f1f1f1'));
  r.rect(r.width * 0.2, r.height * 0.78, 30, 26, hex('#3c6e9f'));
  for (let i = 0; i < 3; i++) worker(r, rng.int(r.width * 0.3, r.width * 0.7), r.height * 0.95, 60 * (r.height / 360));
};

const yardCamera: Scene = (r, rng) => {
  const horizon = Math.round(r.height * 0.35);
  sky(r, horizon, 'day', rng);
  ground(r, horizon, 'day');
  for (let i = 0; i < 5; i++) {
    const [x, y] = [rng.int(0, r.width - 160), rng.int(horizon + 20, r.height - 60)];
    const kind = rng.int(0, 2);
    if (kind === 0) for (let l = 0; l < 8; l++) r.line([x, y + l * 4], [x + 150, y + l * 4 - 10], 3, hex('#6b3f22'));
    else if (kind === 1) for (let p = 0; p < 12; p++) r.disc(x + (p % 4) * 14, y + Math.floor(p / 4) * 14, 7, hex('#9ea4aa'));
    else r.rect(x, y, 110, 44, hex('#c46b2c'));
  }
  hoarding(r, horizon - 30, 30, 'day');
};

const dormitoryCamera: Scene = (r, rng) => {
  const horizon = Math.round(r.height * 0.55);
  sky(r, horizon, 'day', rng);
  ground(r, horizon, 'day', hex('#9a978f'));
  for (let level = 0; level < 2; level++)
    for (let c = 0; c < 7; c++) {
      const [x, y] = [30 + c * (r.width / 7.5), horizon - (level + 1) * 50 * (r.height / 360)];
      r.rect(x, y, r.width / 7.8, 48 * (r.height / 360), level ? hex('#e8eef4') : hex('#1e63b0'));
      r.rect(x + 10, y + 12, 22, 18, hex('#9fc4e6'));
    }
  r.rect(0, horizon + 10, r.width, 6, hex('#5d5f63'));
  for (let i = 0; i < 4; i++)
    worker(r, rng.int(20, r.width - 20), rng.int(horizon + 40, r.height - 10), 60 * (r.height / 360), hex('#f5c518'));
};

/** The rebar shed: the mat being tied under the shed's blue roof. */
const shedCamera: Scene = (r, rng) => {
  rebar(r, rng);
  r.polygon(
    [
      [0, 0],
      [r.width, 0],
      [r.width, r.height * 0.16],
      [0, r.height * 0.24],
    ],
    hex('#2a66b0'),
  );
};

export const SCENES = {
  renderDay: towers('day', 'finished'),
  renderNight: towers('night', 'finished'),
  entrance,
  siteDay: towers('day'),
  siteDusk: towers('dusk'),
  siteNight: towers('night'),
  foundation: towers('day', 'foundation'),
  panoramaEast: panorama('day'),
  panoramaWest: panorama('dusk'),
  sphereEast: equirectangular('day', 'ground'),
  sphereWest: equirectangular('dusk', 'ground'),
  sphereAir: equirectangular('day', 'air'),
  aerial,
  rebar,
  curtainWall,
  mep,
  concretePour,
  gateCamera,
  craneCamera: towers('day'),
  yardCamera,
  pitCamera: towers('day', 'foundation'),
  shedCamera,
  dormitoryCamera,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
