// The arithmetic the board charts are drawn with: round ticks, labels that never overlap, a curve that never
// overshoots its points (a day at 0 never dips below the axis) and donut slices that add up to the turn.
import { describe, expect, it } from 'vitest';
import {
  donutSlice,
  fitText,
  labelStride,
  monotonePath,
  niceTicks,
  sliceAngles,
  textWidth,
} from '@/features/dashboards/shared/lib/chart-geometry';

describe('niceTicks', () => {
  it.each([
    [
      [3, 0, 5],
      [0, 2, 4, 6],
    ],
    [
      [87, 120],
      [0, 50, 100, 150],
    ],
    [
      [0.3, 0.7],
      [0, 0.2, 0.4, 0.6, 0.8],
    ],
    [[1000], [0, 250, 500, 750, 1000]],
    [
      [-4, 9],
      [-5, 0, 5, 10],
    ],
    [
      [0, 0],
      [0, 1],
    ],
    [
      [2, 1, 0],
      [0, 1, 2],
    ],
    [
      [3, 2],
      [0, 1, 2, 3],
    ],
  ])('%j → %j', (values, ticks) => {
    expect(niceTicks(values)).toEqual(ticks);
  });
});

describe('labels', () => {
  it('estimates CJK characters as square and others narrower', () => {
    expect(textWidth('出勤', 10)).toBe(20);
    expect(textWidth('11-21', 10)).toBe(30);
  });

  it('skips categories so that labels fit the room', () => {
    const days = Array.from({ length: 30 }, (_, day) => `11-${String(day + 1).padStart(2, '0')}`);
    expect(labelStride(days, 11, 1400)).toBe(1);
    expect(labelStride(days, 11, 300)).toBe(5);
  });

  it('cuts a label to its room with an ellipsis', () => {
    expect(fitText('钢筋班组', 10, 100)).toBe('钢筋班组');
    expect(fitText('钢筋班组', 10, 25)).toBe('钢…');
  });
});

describe('monotonePath', () => {
  /** Every number the path names: its y coordinates are the odd ones. */
  const ys = (path: string) =>
    path
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number)
      .filter((_, index) => index % 2 === 1);

  it('stays within its points where the data is flat, then rises', () => {
    const path = monotonePath([
      [0, 100],
      [10, 100],
      [20, 100],
      [30, 0],
    ]);
    expect(path.startsWith('M0,100C')).toBe(true);
    expect(Math.max(...ys(path))).toBe(100);
    expect(Math.min(...ys(path))).toBe(0);
  });

  it('draws straight lines through two points', () => {
    expect(
      monotonePath([
        [0, 5],
        [10, 7],
      ]),
    ).toBe('M0,5L10,7');
  });
});

describe('donut', () => {
  it('shares the turn by value, zero and negative values getting no slice', () => {
    const angles = sliceAngles([3, 0, 1, -2]);
    expect(angles.map(([from, to]) => Math.round(((to - from) / Math.PI) * 100) / 100)).toEqual([1.5, 0, 0.5, 0]);
    expect(angles.at(-1)![1]).toBeCloseTo(2 * Math.PI);
  });

  it('draws a whole turn as two half rings', () => {
    const path = donutSlice([50, 50], 30, 48, 0, 2 * Math.PI);
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path.startsWith('M50,2A48,48 0 0 1 50,98L50,80A30,30 0 0 0 50,20Z')).toBe(true);
  });
});
