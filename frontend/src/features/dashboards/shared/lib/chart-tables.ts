// What a chart says, as a table (its text alternative): a series chart as one row per category and a column per
// series, a pie as one row per slice and the total.
import type { Schemas } from '@smartsite/api';
import type { ChartTable } from '../components/chart-data-table';

export function seriesTable(chart: Schemas['Chart']): ChartTable {
  const unit = chart.unit ? `（${chart.unit}）` : '';
  const names = chart.series.map((series) => series.name);
  const span = chart.categories.length > 1 ? `，${chart.categories[0]}至${chart.categories.at(-1)}` : '';
  return {
    caption: `${names.join('、')}${unit}${span}`,
    columns: ['类别', ...names.map((name) => `${name}${unit}`)],
    rows: chart.categories.map((category, index) => [category, ...chart.series.map((series) => series.data[index] ?? '—')]),
  };
}

export function namedValuesTable(values: Schemas['NamedValueList'], totalLabel: string): ChartTable {
  return {
    caption: `${values.list.map((item) => `${item.name} ${item.value}`).join('，')}；${totalLabel} ${values.total}`,
    columns: ['名称', '数值'],
    rows: [...values.list.map((item) => [item.name, item.value]), [totalLabel, values.total]],
  };
}
