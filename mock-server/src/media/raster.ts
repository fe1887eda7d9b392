// A small RGBA drawing surface for the generated demo pictures: fills, gradients, polygons, thick lines and
// discs with alpha, enough to paint a construction site from simple shapes. Pure code, so the same calls give
// the same bytes on every machine.
export type Rgb = readonly [number, number, number];

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const shade = (c: Rgb, factor: number): Rgb => [c[0] * factor, c[1] * factor, c[2] * factor];
export const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export type Point = readonly [number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4).fill(255);
  }

  /** Blends one pixel; coordinates outside the surface are ignored. */
  plot(x: number, y: number, colour: Rgb, alpha = 1) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    d[i] = d[i]! + (colour[0] - d[i]!) * alpha;
    d[i + 1] = d[i + 1]! + (colour[1] - d[i + 1]!) * alpha;
    d[i + 2] = d[i + 2]! + (colour[2] - d[i + 2]!) * alpha;
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb, alpha = 1) {
    const [x0, y0] = [Math.max(0, Math.round(x)), Math.max(0, Math.round(y))];
    const [x1, y1] = [Math.min(this.width, Math.round(x + w)), Math.min(this.height, Math.round(y + h))];
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.plot(px, py, colour, alpha);
  }

  /** A top-to-bottom gradient over the rows y..y+h. */
  gradient(y: number, h: number, top: Rgb, bottom: Rgb) {
    for (let row = 0; row < h; row++) this.rect(0, y + row, this.width, 1, mix(top, bottom, row / Math.max(1, h - 1)));
  }

  /** Fills a polygon (even-odd rule, pixel centres). */
  polygon(points: readonly Point[], colour: Rgb, alpha = 1) {
    const ys = points.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys)));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys)));
    for (let y = top; y <= bottom; y++) {
      const cy = y + 0.5;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        if (ay <= cy !== by <= cy) crossings.push(ax + ((cy - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      for (let i = 0; i + 1 < crossings.length; i += 2) {
        const from = Math.max(0, Math.round(crossings[i]!));
        const to = Math.min(this.width, Math.round(crossings[i + 1]!));
        for (let x = from; x < to; x++) this.plot(x, y, colour, alpha);
      }
    }
  }

  /** A straight stroke of the given width, drawn as a quadrilateral. */
  line(from: Point, to: Point, width: number, colour: Rgb, alpha = 1) {
    const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
    const length = Math.hypot(dx, dy) || 1;
    const [nx, ny] = [(-dy / length) * (width / 2), (dx / length) * (width / 2)];
    this.polygon(
      [
        [from[0] + nx, from[1] + ny],
        [to[0] + nx, to[1] + ny],
        [to[0] - nx, to[1] - ny],
        [from[0] - nx, from[1] - ny],
      ],
      colour,
      alpha,
    );
  }

  disc(cx: number, cy: number, radius: number, colour: Rgb, alpha = 1) {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++)
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++)
        if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius * radius) this.plot(x, y, colour, alpha);
  }

  /** A soft round glow (lamps, the sun): alpha falls off from the centre. */
  glow(cx: number, cy: number, radius: number, colour: Rgb, strength = 0.8) {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++)
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy) / radius;
        if (d < 1) this.plot(x, y, colour, strength * (1 - d) ** 2);
      }
  }

  /** The picture at half its width and height, each pixel the mean of the four it replaces. */
  halved(): Raster {
    const half = new Raster(Math.floor(this.width / 2), Math.floor(this.height / 2));
    const [d, h] = [this.data, half.data];
    for (let y = 0; y < half.height; y++)
      for (let x = 0; x < half.width; x++) {
        const i = (y * 2 * this.width + x * 2) * 4;
        const j = i + this.width * 4;
        const o = (y * half.width + x) * 4;
        for (let c = 0; c < 3; c++) h[o + c] = (d[i + c]! + d[i + 4 + c]! + d[j + c]! + d[j + 4 + c]! + 2) >> 2;
      }
    return half;
  }

  /** Fine film grain so flat areas read as a photograph rather than a diagram. */
  /**
   * The look of a CCTV camera's infrared picture at night: monochrome, what the illuminator reaches (the lower
   * part) bright, the sky dark.
   */
  infrared() {
    for (let y = 0; y < this.height; y++) {
      const lit = Math.min(1, 0.25 + (y / this.height) * 1.1);
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 4;
        const d = this.data;
        const luma = 0.3 * d[i]! + 0.59 * d[i + 1]! + 0.11 * d[i + 2]!;
        const value = Math.max(0, Math.min(255, (luma - 60) * 1.25 * lit));
        d[i] = value;
        d[i + 1] = value;
        d[i + 2] = value;
      }
    }
  }

  grain(random: () => number, amount: number) {
    const d = this.data;
    for (let i = 0; i < d.length; i += 4) {
      const n = (random() - 0.5) * amount;
      d[i] = Math.max(0, Math.min(255, d[i]! + n));
      d[i + 1] = Math.max(0, Math.min(255, d[i + 1]! + n));
      d[i + 2] = Math.max(0, Math.min(255, d[i + 2]! + n));
    }
  }
}
