// A line, area or bar chart of the Chart shape {categories, series, unit?}.
import type { Schemas } from '@smartsite/api';
import { useCallback, useMemo } from 'react';
import { seriesChartOptions, type SeriesChartKind } from '../lib/chart-options';
import { seriesTable } from '../lib/chart-tables';
import { ApexChart } from './apex-chart';
import { useAccent } from './big-screen';
import { enumLabel } from '@/lib/i18n/enums';

export type ChartData = Schemas['Chart'];

export function isChartEmpty(chart: ChartData): boolean {
  return chart.categories.length === 0 || chart.series.every((series) => series.data.length === 0);
}

export function SeriesChart({ chart, kind = 'line' }: { chart: ChartData; kind?: SeriesChartKind }) {
  const accent = useAccent();
  const options = useCallback(() => seriesChartOptions(kind, chart, accent), [kind, chart, accent]);
  const series = useMemo(() => chart.series.map((item) => ({ name: enumLabel(item.name), data: [...item.data] })), [chart]);
  const table = useMemo(() => seriesTable(chart), [chart]);
  return <ApexChart type={kind === 'barHorizontal' ? 'bar' : kind} series={series} options={options} table={table} />;
}
