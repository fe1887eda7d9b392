// A donut of the NamedValueList shape {list: [{name, value}], total}, drawn as SVG that scales with its box, with
// the total in the middle when there is room and the key (name and value) beside it, or under it in a narrow panel.
import type { Schemas } from '@smartsite/api';
import { memo, useMemo } from 'react';
import { donutSlice, sliceAngles } from '../lib/chart-geometry';
import { namedValuesTable } from '../lib/chart-tables';
import { useAccent } from './big-screen';
import { CHART_TEXT, ChartFrame, ChartLegend, chartColour } from './chart-frame';
import { enumLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';

export type NamedValues = Schemas['NamedValueList'];

export function isNamedValuesEmpty(values: NamedValues): boolean {
  return values.list.length === 0 || values.list.every((item) => item.value === 0);
}

export function PieChart({ values, totalLabel = tr('合计') }: { values: NamedValues; totalLabel?: string }) {
  const accent = useAccent();
  const table = useMemo(() => namedValuesTable(values, totalLabel), [values, totalLabel]);
  return (
    <ChartFrame table={table}>
      {({ width, height }) => <DonutDrawing values={values} accent={accent} totalLabel={totalLabel} width={width} height={height} />}
    </ChartFrame>
  );
}

/** The donut's drawing units: a 100 × 100 box, the hole 62% of the ring's outer size. */
const CENTRE = [50, 50] as const;
const OUTER = 48;
const INNER = OUTER * 0.62;
/** Below this size (px) the total in the middle would be too small to read. */
const ROOMY = 160;

interface DrawingProps {
  values: NamedValues;
  accent: string;
  totalLabel: string;
  width: number;
  height: number;
}

const DonutDrawing = memo(function DonutDrawing({ values, accent, totalLabel, width, height }: DrawingProps) {
  const narrow = width < 2 * height;
  const roomy = Math.min(width, height) >= ROOMY;
  const angles = sliceAngles(values.list.map((item) => item.value));
  const items = values.list.map((item, index) => ({
    name: enumLabel(item.name),
    colour: chartColour(accent, index),
    value: item.value,
  }));
  return (
    <div className={`bs-donut${narrow ? ' is-narrow' : ''}`}>
      <svg viewBox="0 0 100 100" className="bs-chart-svg">
        {items.map((item, index) => {
          const [from, to] = angles[index]!;
          if (!(to > from)) return null;
          const share = Math.round(((to - from) / (2 * Math.PI)) * 1000) / 10;
          return (
            <g key={item.name} className="bs-chart-series" fill={item.colour}>
              <path d={donutSlice(CENTRE, INNER, OUTER, from, to)}>
                <title>{tr('{{name}}：{{value}}（{{share}}%）', { name: item.name, value: item.value, share })}</title>
              </path>
            </g>
          );
        })}
        {roomy ? (
          <g textAnchor="middle">
            <text x={50} y={45} fill={CHART_TEXT} fontSize={7}>
              {totalLabel}
            </text>
            <text x={50} y={58} fill="#fff" fontSize={12} fontWeight={600}>
              {values.total}
            </text>
          </g>
        ) : null}
      </svg>
      <ChartLegend items={items} />
    </div>
  );
});
