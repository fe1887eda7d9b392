// What a chart says, as a table (its text alternative): a series chart as one row per category and a column per
// series, a pie as one row per slice and the total.
import type { Schemas } from '@smartsite/api';
import type { ChartTable } from '../components/chart-data-table';
import { enumLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';

export function seriesTable(chart: Schemas['Chart']): ChartTable {
  const unit = chart.unit ? tr('（{{unit}}）', { unit: enumLabel(chart.unit) }) : '';
  const names = chart.series.map((series) => enumLabel(series.name));
  const span =
    chart.categories.length > 1
      ? tr('，{{first}}至{{last}}', { first: enumLabel(chart.categories[0] ?? ''), last: enumLabel(chart.categories.at(-1) ?? '') })
      : '';
  return {
    caption: `${names.join(tr('、'))}${unit}${span}`,
    columns: [tr('类别'), ...names.map((name) => `${name}${unit}`)],
    rows: chart.categories.map((category, index) => [enumLabel(category), ...chart.series.map((series) => series.data[index] ?? '—')]),
  };
}

export function namedValuesTable(values: Schemas['NamedValueList'], totalLabel: string): ChartTable {
  return {
    caption: `${values.list.map((item) => `${enumLabel(item.name)} ${item.value}`).join(tr('，'))}${tr('；')}${totalLabel} ${values.total}`,
    columns: [tr('名称'), tr('数值')],
    rows: [...values.list.map((item) => [enumLabel(item.name), item.value]), [totalLabel, values.total]],
  };
}
