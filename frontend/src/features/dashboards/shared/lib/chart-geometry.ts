// The arithmetic of the boards' charts, which React draws as plain SVG: round axis ticks, label spacing from an
// estimate of text width (no measuring, so drawing never forces a layout), a monotone curve through points and
// donut slices. Pure functions, tested in tests/dashboards/chart-geometry.test.ts.

/**
 * Round tick values from the lower to the upper end of the values (0 always included): steps of 1, 2, 2.5 or 5 × 10ⁿ,
 * and whole steps for whole values (a count of 2 alarms has no tick at 1.5).
 */
export function niceTicks(values: readonly number[], roughCount = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (!(high > low)) return [0, 1];
  const rough = (high - low) / roughCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const whole = values.every(Number.isInteger);
  const step = [1, 2, 2.5, 5, 10]
    .map((multiple) => multiple * power)
    .find((candidate) => candidate >= rough * (1 - 1e-9) && (!whole || Number.isInteger(candidate)))!;
  const ticks: number[] = [];
  for (let value = Math.floor(low / step + 1e-9) * step; ; value += step) {
    ticks.push(tidy(value));
    if (value >= high - step * 1e-9) return ticks;
  }
}

/** Drops the binary noise of repeated addition (0.30000000000000004). */
const tidy = (value: number) => Number(value.toPrecision(12));

/** An axis or tooltip figure: at most one decimal. */
export const formatFigure = (value: number) => `${Math.round(value * 10) / 10}`;

/** An estimate of a text's width: CJK characters are square, others about 0.6 em. */
export function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const character of text) width += character.charCodeAt(0) > 0x2e80 ? fontSize : fontSize * 0.6;
  return width;
}

/** Every how many categories a label fits without overlapping its neighbour. */
export function labelStride(labels: readonly string[], fontSize: number, room: number): number {
  if (labels.length === 0 || room <= 0) return 1;
  const widest = Math.max(...labels.map((label) => textWidth(label, fontSize))) + fontSize;
  return Math.max(1, Math.ceil((labels.length * widest) / room));
}

/** A label cut to a width, with an ellipsis. */
export function fitText(text: string, fontSize: number, room: number): string {
  if (textWidth(text, fontSize) <= room) return text;
  let fitted = '';
  for (const character of text) {
    if (textWidth(`${fitted}${character}…`, fontSize) > room) break;
    fitted += character;
  }
  return `${fitted}…`;
}

export type Point = readonly [x: number, y: number];

/**
 * A smooth path through points that never overshoots them (monotone cubic interpolation, Fritsch-Carlson, as d3's
 * curveMonotoneX): a count that stays at 0 for a day is drawn flat, never dipping below the axis.
 */
export function monotonePath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  if (points.length < 3) return points.map(([x, y], index) => `${index ? 'L' : 'M'}${round2(x)},${round2(y)}`).join('');
  const last = points.length - 1;
  const widths: number[] = [];
  const slopes: number[] = [];
  for (let index = 0; index < last; index++) {
    widths.push(points[index + 1]![0] - points[index]![0]);
    slopes.push((points[index + 1]![1] - points[index]![1]) / (widths[index] || 1));
  }
  const tangents = [slopes[0]!];
  for (let index = 1; index < last; index++) {
    const [before, after] = [slopes[index - 1]!, slopes[index]!];
    const [left, right] = [widths[index - 1]!, widths[index]!];
    tangents.push(before * after <= 0 ? 0 : (3 * (left + right)) / ((2 * right + left) / before + (right + 2 * left) / after));
  }
  tangents.push(slopes[last - 1]!);
  let path = `M${round2(points[0]![0])},${round2(points[0]![1])}`;
  for (let index = 0; index < last; index++) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[index + 1]!;
    const third = widths[index]! / 3;
    path += `C${round2(x0 + third)},${round2(y0 + tangents[index]! * third)},${round2(x1 - third)},${round2(y1 - tangents[index + 1]! * third)},${round2(x1)},${round2(y1)}`;
  }
  return path;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A bar: the rectangle from (x, y) of that width and height. */
export const barPath = (x: number, y: number, width: number, height: number) =>
  `M${round2(x)},${round2(y)}h${round2(width)}v${round2(height)}h${round2(-width)}Z`;

/**
 * The slice of a donut from one angle to another (radians, clockwise from 12 o'clock) between two radii. A whole
 * turn is drawn as two halves: an arc cannot end where it starts.
 */
export function donutSlice(centre: Point, inner: number, outer: number, from: number, to: number): string {
  if (to - from >= 2 * Math.PI - 1e-6) {
    return donutSlice(centre, inner, outer, from, from + Math.PI) + donutSlice(centre, inner, outer, from + Math.PI, from + 2 * Math.PI);
  }
  const at = (radius: number, angle: number) =>
    `${round2(centre[0] + radius * Math.sin(angle))},${round2(centre[1] - radius * Math.cos(angle))}`;
  const large = to - from > Math.PI ? 1 : 0;
  return (
    `M${at(outer, from)}A${outer},${outer} 0 ${large} 1 ${at(outer, to)}` +
    `L${at(inner, to)}A${inner},${inner} 0 ${large} 0 ${at(inner, from)}Z`
  );
}

/** Each value's share of the turn as [from, to] angles; values at or below zero get no slice. */
export function sliceAngles(values: readonly number[]): [from: number, to: number][] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let angle = 0;
  return values.map((value) => {
    const from = angle;
    angle += total > 0 ? (Math.max(0, value) / total) * 2 * Math.PI : 0;
    return [from, angle];
  });
}
