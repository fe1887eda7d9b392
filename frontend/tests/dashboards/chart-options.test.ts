// Board charts draw at once: a TV box runs a board all day, and each chart's entry animation was the longest task
// of a board's load on a phone, again on every refresh that changed a figure.
import { describe, expect, it } from 'vitest';
import { pieChartOptions, seriesChartOptions } from '@/features/dashboards/shared/lib/chart-options';

const chart = { categories: ['一', '二'], series: [{ name: '出勤', data: [3, 4] }], unit: '人' };

describe('chart options', () => {
  it.each([
    ['series', () => seriesChartOptions('bar', chart, '#1ec8ff')],
    ['pie', () => pieChartOptions(['甲', '乙'], '#1ec8ff', '合计', { width: 300, height: 200 })],
  ])('%s charts are not animated', (_, options) => {
    expect(options().chart?.animations?.enabled).toBe(false);
  });
});
