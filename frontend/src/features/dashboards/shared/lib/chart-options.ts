// ApexCharts options of the dark big-screen theme: transparent background, light muted text, the accent
// colour first, no toolbar, compact legend. One builder for line, area and bar charts, one for pies.
import type { Schemas } from '@smartsite/api';
import type { ApexOptions } from 'apexcharts';
import { chartColours } from '../config';
import { enumLabel } from '@/lib/i18n/enums';

export type SeriesChartKind = 'line' | 'area' | 'bar' | 'barHorizontal';

const text = '#a9c1e8';
const grid = 'rgba(120, 160, 220, 0.15)';
/** Two series whose largest values differ more than this many times get an axis each. */
const separateAxesRatio = 10;

function base(accent: string): ApexOptions {
  return {
    chart: {
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      foreColor: text,
      fontFamily: 'inherit',
      // Drawn at once, never animated: a board runs all day on a TV box, and the entry animation (SVG morphs a
      // frame at a time) was the longest task of a board's load on a phone, 50-300 ms a chart, with the same again
      // for every refresh that changed a figure. Motion also suits nobody who asked their system for less.
      animations: { enabled: false },
    },
    theme: { mode: 'dark' },
    colors: [accent, ...chartColours],
    legend: { position: 'top', horizontalAlign: 'right', fontSize: '12px', labels: { colors: text } },
    tooltip: { theme: 'dark' },
    dataLabels: { enabled: false },
  };
}

const roundLabel = (value: number) => `${Math.round(value * 10) / 10}`;

/** One y axis, or one per series when there are two of very different size (water in t, power in kWh). */
function yAxes(chart: Schemas['Chart']): ApexYAxis | ApexYAxis[] {
  const peaks = chart.series.map((series) => Math.max(0, ...series.data));
  const [first = 0, second = 0] = peaks;
  const apart = peaks.length === 2 && Math.min(first, second) > 0 && Math.max(first, second) / Math.min(first, second) > separateAxesRatio;
  if (!apart) return { labels: { formatter: roundLabel }, title: { text: chart.unit && enumLabel(chart.unit) } };
  return chart.series.map((series, index) => ({
    seriesName: enumLabel(series.name),
    opposite: index === 1,
    labels: { formatter: roundLabel },
    title: { text: enumLabel(series.name) },
  }));
}

export function seriesChartOptions(kind: SeriesChartKind, chart: Schemas['Chart'], accent: string): ApexOptions {
  const horizontal = kind === 'barHorizontal';
  return {
    ...base(accent),
    stroke: { curve: 'smooth', width: kind === 'bar' || horizontal ? 0 : 2 },
    fill: kind === 'area' ? { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } } : { opacity: 1 },
    plotOptions: { bar: { horizontal, columnWidth: '45%', barHeight: '55%', borderRadius: 2 } },
    grid: { borderColor: grid, strokeDashArray: 3, padding: { left: 4, right: 8 } },
    xaxis: {
      categories: chart.categories.map(enumLabel),
      axisBorder: { color: grid },
      axisTicks: { show: false },
      labels: { hideOverlappingLabels: true },
    },
    yaxis: yAxes(chart),
    markers: { size: kind === 'line' ? 3 : 0, strokeWidth: 0 },
  };
}

/** Small panels put the legend under the donut and leave out the total in its middle. */
export function pieChartOptions(
  labels: readonly string[],
  accent: string,
  totalLabel: string,
  size: { width: number; height: number },
): ApexOptions {
  const narrow = size.width < 2 * size.height;
  const roomy = Math.min(size.width, size.height) >= 160;
  return {
    ...base(accent),
    labels: [...labels],
    stroke: { width: 0 },
    legend: { position: narrow ? 'bottom' : 'right', fontSize: '12px', labels: { colors: text }, itemMargin: { vertical: 1 } },
    plotOptions: {
      pie: {
        donut: {
          size: '62%',
          labels: { show: roomy, total: { show: roomy, label: totalLabel, color: text }, value: { color: '#fff' } },
        },
      },
    },
  };
}
