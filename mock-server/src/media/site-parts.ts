// The pieces a site picture is painted from: sky, ground, blue hoarding, a tower under construction (finished
// glass storeys, a concrete frame being cast, formwork on top), tower cranes, workers in helmets, trees, a gate.
import type { Random } from '../db/prng';
import { hex, mix, shade, type Raster, type Rgb } from './raster';

export type Light = 'day' | 'dusk' | 'night';

const SKIES: Record<Light, [Rgb, Rgb]> = {
  day: [hex('#4f8fd6'), hex('#cfe3f5')],
  dusk: [hex('#3b4a78'), hex('#f2b27a')],
  night: [hex('#050b1a'), hex('#1c2b4a')],
};

export function sky(r: Raster, horizon: number, light: Light, rng: Random) {
  const [top, bottom] = SKIES[light];
  r.gradient(0, horizon, top, bottom);
  if (light === 'night') {
    for (let i = 0; i < 60; i++) r.plot(rng.int(0, r.width), rng.int(0, horizon * 0.7), [255, 255, 240], rng.next() * 0.8);
  } else {
    for (let c = 0; c < 4; c++) {
      const [cx, cy] = [rng.int(0, r.width), rng.int(horizon * 0.1, horizon * 0.45)];
      for (let p = 0; p < 5; p++)
        r.disc(cx + p * 18 - 36, cy + (p % 2) * 6, 14 + rng.int(0, 10), [255, 255, 255], light === 'day' ? 0.55 : 0.3);
    }
  }
}

export function ground(r: Raster, horizon: number, light: Light, colour = hex('#8b7d6b')) {
  const base = light === 'night' ? shade(colour, 0.25) : light === 'dusk' ? shade(colour, 0.7) : colour;
  r.gradient(horizon, r.height - horizon, shade(base, 0.85), shade(base, 1.1));
}

/** Distant city blocks along the horizon. */
export function skyline(r: Raster, horizon: number, light: Light, rng: Random, scale = r.height / 360) {
  const colour = light === 'night' ? hex('#111a2e') : light === 'dusk' ? hex('#6d6f8c') : hex('#a9b8c9');
  for (let x = 0; x < r.width;) {
    const w = rng.int(20, 60);
    const h = rng.int(15, 70) * scale;
    r.rect(x, horizon - h, w, h, colour);
    if (light === 'night')
      for (let i = 0; i < w / 4; i++) r.plot(x + rng.int(1, w - 2), Math.round(horizon - rng.int(2, h)), [255, 214, 140]);
    x += w + rng.int(0, 8);
  }
}

/** The blue steel hoarding that surrounds a Chinese site, with its white band. */
export function hoarding(r: Raster, y: number, h: number, light: Light) {
  const dim = light === 'night' ? 0.3 : light === 'dusk' ? 0.75 : 1;
  r.rect(0, y, r.width, h, shade(hex('#1d5fae'), dim));
  r.rect(0, y + h * 0.62, r.width, h * 0.14, shade(hex('#f4f6f8'), dim));
  for (let x = 0; x < r.width; x += 48) r.rect(x, y, 2, h, shade(hex('#164a89'), dim));
}

export interface TowerShape {
  x: number;
  base: number;
  width: number;
  storeyHeight: number;
  storeys: number;
  /** Storeys finished with curtain wall, from the bottom. */
  finished: number;
  /** Storeys whose frame stands (finished ones included); the top one carries formwork. */
  framed: number;
}

/** A tower: glass curtain wall below, the concrete frame above, formwork and safety netting on the top floor. */
export function tower(r: Raster, t: TowerShape, light: Light, rng: Random) {
  const glass = light === 'night' ? hex('#1a2740') : light === 'dusk' ? hex('#7c8fb5') : hex('#6fa3cf');
  const concrete = light === 'night' ? hex('#2d3036') : hex('#b9b6ae');
  for (let s = 0; s < t.framed; s++) {
    const y = t.base - (s + 1) * t.storeyHeight;
    if (s < t.finished) {
      r.rect(t.x, y, t.width, t.storeyHeight, mix(glass, [255, 255, 255], (s / t.storeys) * 0.25));
      for (let m = 0; m < t.width; m += Math.max(6, t.width / 10)) r.rect(t.x + m, y, 1.5, t.storeyHeight, shade(glass, 0.7));
      r.rect(t.x, y + t.storeyHeight - 2, t.width, 2, shade(glass, 0.6));
      if (light === 'night')
        for (let m = 0; m < t.width - 6; m += Math.max(6, t.width / 10))
          if (rng.chance(0.45)) r.rect(t.x + m + 2, y + 2, Math.max(4, t.width / 10 - 4), t.storeyHeight - 5, hex('#ffd27a'), 0.9);
    } else {
      // Open frame: slab edge, columns, a dark interior.
      r.rect(t.x, y, t.width, t.storeyHeight, shade(concrete, 0.35));
      r.rect(t.x, y + t.storeyHeight - 3, t.width, 3, concrete);
      for (let c = 0; c <= 5; c++) r.rect(t.x + (c * (t.width - 4)) / 5, y, 4, t.storeyHeight, shade(concrete, 0.9));
      if (light === 'night' && rng.chance(0.3)) r.glow(t.x + rng.int(5, t.width - 5), y + t.storeyHeight / 2, 10, hex('#fff1c4'), 0.7);
    }
  }
  if (t.framed < t.storeys && t.framed > 0) {
    // Formwork and the green safety net around the floor being cast.
    const y = t.base - (t.framed + 1) * t.storeyHeight;
    r.rect(t.x - 2, y, t.width + 4, t.storeyHeight, hex('#2f7d4a'), light === 'night' ? 0.4 : 0.85);
    for (let i = 0; i < t.width; i += 5) r.rect(t.x + i, y, 1, t.storeyHeight, hex('#245f39'), 0.6);
    r.rect(t.x - 2, y - 2, t.width + 4, 3, hex('#c9732e'));
  }
}

/** A flat-top tower crane: mast, jib to both sides, counterweight, hook. */
export function crane(r: Raster, x: number, base: number, height: number, jib: number, light: Light, rng: Random) {
  const yellow = light === 'night' ? hex('#6b5a1e') : hex('#f2b61b');
  const top = base - height;
  for (let y = base; y > top; y -= 8) {
    r.line([x - 4, y], [x + 4, y - 8], 1.2, yellow);
    r.line([x + 4, y], [x - 4, y - 8], 1.2, yellow);
  }
  r.line([x - 4, base], [x - 4, top], 2, yellow);
  r.line([x + 4, base], [x + 4, top], 2, yellow);
  r.rect(x - jib * 0.3, top - 6, jib * 1.3, 6, yellow);
  r.line([x - jib * 0.3, top - 3], [x + jib, top - 3], 1, shade(yellow, 0.7));
  r.rect(x - jib * 0.3, top - 4, 18, 12, hex('#6c6f73'));
  r.rect(x - 6, top - 16, 12, 10, hex('#e8e8e2'));
  const hook = x + jib * (0.35 + rng.next() * 0.55);
  const drop = rng.int(20, Math.max(30, height * 0.6));
  r.line([hook, top], [hook, top + drop], 1, hex('#303030'));
  r.rect(hook - 6, top + drop, 12, 8, hex('#9b6b3a'));
  if (light === 'night') r.glow(x, top - 10, 8, hex('#ff3b30'), 0.9);
}

/** A worker: helmet, orange vest, grey trousers. */
export function worker(r: Raster, x: number, foot: number, size: number, helmet: Rgb = hex('#f5c518')) {
  r.rect(x - size * 0.18, foot - size * 0.45, size * 0.14, size * 0.45, hex('#4a4f57'));
  r.rect(x + size * 0.04, foot - size * 0.45, size * 0.14, size * 0.45, hex('#4a4f57'));
  r.rect(x - size * 0.22, foot - size * 0.85, size * 0.44, size * 0.42, hex('#f26a1b'));
  r.rect(x - size * 0.22, foot - size * 0.68, size * 0.44, size * 0.06, hex('#d8e0e6'));
  r.disc(x, foot - size * 0.95, size * 0.12, hex('#e0b48f'));
  r.polygon(
    [
      [x - size * 0.16, foot - size * 0.98],
      [x + size * 0.16, foot - size * 0.98],
      [x + size * 0.12, foot - size * 1.1],
      [x - size * 0.12, foot - size * 1.1],
    ],
    helmet,
  );
}

export function tree(r: Raster, x: number, foot: number, size: number, light: Light) {
  const leaf = light === 'night' ? hex('#0f2418') : hex('#3f7d3a');
  r.rect(x - size * 0.05, foot - size * 0.5, size * 0.1, size * 0.5, hex('#5b4430'));
  r.disc(x, foot - size * 0.7, size * 0.35, leaf);
  r.disc(x - size * 0.15, foot - size * 0.55, size * 0.25, shade(leaf, 1.15));
}

/** The site entrance: two pillars, a lintel with the company band, a barrier arm and a guard booth. */
export function gate(r: Raster, cx: number, foot: number, width: number, light: Light) {
  const dim = light === 'night' ? 0.35 : 1;
  const h = width * 0.45;
  r.rect(cx - width / 2, foot - h, width * 0.08, h, shade(hex('#c0392b'), dim));
  r.rect(cx + width / 2 - width * 0.08, foot - h, width * 0.08, h, shade(hex('#c0392b'), dim));
  r.rect(cx - width / 2, foot - h - width * 0.1, width, width * 0.1, shade(hex('#c0392b'), dim));
  r.rect(cx - width * 0.4, foot - h - width * 0.08, width * 0.8, width * 0.06, shade(hex('#f4e3b5'), dim));
  r.line([cx - width * 0.4, foot - h * 0.35], [cx + width * 0.05, foot - h * 0.35], width * 0.015, shade(hex('#f4f4f4'), dim));
  for (let i = 0; i < 6; i++) r.rect(cx - width * 0.4 + i * width * 0.08, foot - h * 0.36, width * 0.04, width * 0.012, hex('#d0302a'));
  r.rect(cx + width * 0.15, foot - h * 0.55, width * 0.22, h * 0.55, shade(hex('#e6e9ee'), dim));
  r.rect(cx + width * 0.18, foot - h * 0.45, width * 0.1, h * 0.18, light === 'night' ? hex('#ffe0a0') : hex('#5d87b0'));
}
