// The box every board chart draws in: it fills its panel, measures itself (ResizeObserver, never in React's
// commit) and draws once it has a size. Charts are plain SVG drawn by React, not a chart library: ApexCharts
// built each chart in one task of 0.3-0.5 s on Lighthouse's phone (thousands of attribute writes to the live
// document, then measuring its labels), the longest task of every board; React builds the SVG off the document
// in one insertion and, on a board's refresh, rewrites only the marks whose figures changed.
// Screen readers get the chart's data as a table instead of the drawing.
import type { ReactNode } from 'react';
import { useElementSize } from '@/hooks/use-element-size';
import { chartColours } from '../config';
import { ChartDataTable, type ChartTable } from './chart-data-table';

export interface ChartSize {
  width: number;
  height: number;
}

/** The dark big-screen theme's chart text and grid lines. */
export const CHART_TEXT = '#a9c1e8';
export const CHART_GRID = 'rgba(120, 160, 220, 0.15)';
export const CHART_FONT_SIZE = 11;

/** The colour of a chart's nth series or slice: the board's accent first, then the chart palette, repeated. */
export function chartColour(accent: string, index: number): string {
  const colours = [accent, ...chartColours];
  return colours[index % colours.length]!;
}

export function ChartFrame({ table, children }: { table: ChartTable; children: (size: ChartSize) => ReactNode }) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  return (
    <div ref={ref} className="bs-chart">
      <ChartDataTable table={table} />
      {width > 0 && height > 0 ? (
        <div className="bs-chart-drawing" aria-hidden="true">
          {children({ width, height })}
        </div>
      ) : null}
    </div>
  );
}

export interface LegendItem {
  name: string;
  colour: string;
  value?: number;
}

/** The chart's key: a swatch and a name (and the value, for a donut) per series or slice. */
export function ChartLegend({ items, className = '' }: { items: readonly LegendItem[]; className?: string }) {
  return (
    <ul className={`bs-chart-legend ${className}`}>
      {items.map((item) => (
        <li key={item.name} title={item.value === undefined ? item.name : `${item.name} ${item.value}`}>
          <i style={{ background: item.colour }} />
          <span>{item.name}</span>
          {item.value === undefined ? null : <b>{item.value}</b>}
        </li>
      ))}
    </ul>
  );
}
