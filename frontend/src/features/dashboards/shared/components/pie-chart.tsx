// A donut of the NamedValueList shape {list: [{name, value}], total}, with the total in the middle.
import type { Schemas } from '@smartsite/api';
import { useCallback, useMemo } from 'react';
import { pieChartOptions } from '../lib/chart-options';
import { namedValuesTable } from '../lib/chart-tables';
import { ApexChart, type ChartSize } from './apex-chart';
import { useAccent } from './big-screen';
import { enumLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';

export type NamedValues = Schemas['NamedValueList'];

export function isNamedValuesEmpty(values: NamedValues): boolean {
  return values.list.length === 0 || values.list.every((item) => item.value === 0);
}

export function PieChart({ values, totalLabel = tr('合计') }: { values: NamedValues; totalLabel?: string }) {
  const accent = useAccent();
  const options = useCallback(
    (size: ChartSize) =>
      pieChartOptions(
        values.list.map((item) => enumLabel(item.name)),
        accent,
        totalLabel,
        size,
      ),
    [values, accent, totalLabel],
  );
  const series = useMemo(() => values.list.map((item) => item.value), [values]);
  const table = useMemo(() => namedValuesTable(values, totalLabel), [values, totalLabel]);
  return <ApexChart type="donut" series={series} options={options} table={table} />;
}
