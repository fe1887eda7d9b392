// A line, area or bar chart of the Chart shape {categories, series, unit?}, drawn as SVG: round ticks, a dashed
// grid, labels spaced so they never overlap, a key above when there are several series, and a native tooltip
// (each mark's <title>) on every bar and point. Two series of very different size get an axis each.
import type { Schemas } from '@smartsite/api';
import { memo, useId, useMemo } from 'react';
import { barPath, fitText, formatFigure, labelStride, monotonePath, niceTicks, textWidth, type Point } from '../lib/chart-geometry';
import { seriesTable } from '../lib/chart-tables';
import { useAccent } from './big-screen';
import { CHART_FONT_SIZE, CHART_GRID, CHART_TEXT, ChartFrame, ChartLegend, chartColour } from './chart-frame';
import { enumLabel } from '@/lib/i18n/enums';
import { tr } from '@/lib/i18n/phrases';

export type ChartData = Schemas['Chart'];
export type SeriesChartKind = 'line' | 'area' | 'bar' | 'barHorizontal';

export function isChartEmpty(chart: ChartData): boolean {
  return chart.categories.length === 0 || chart.series.every((series) => series.data.length === 0);
}

export function SeriesChart({ chart, kind = 'line' }: { chart: ChartData; kind?: SeriesChartKind }) {
  const accent = useAccent();
  const table = useMemo(() => seriesTable(chart), [chart]);
  return (
    <ChartFrame table={table}>
      {({ width, height }) => <SeriesDrawing chart={chart} kind={kind} accent={accent} width={width} height={height} />}
    </ChartFrame>
  );
}

/** Two series whose largest values differ more than this many times get an axis each (water in t, power in kWh). */
const SEPARATE_AXES_RATIO = 10;
const LEGEND_HEIGHT = 18;
const GAP = 6;
/** The share of a category's band its bars fill. */
const BAR_SHARE = 0.45;

function separateAxes(chart: ChartData): boolean {
  const peaks = chart.series.map((series) => Math.max(0, ...series.data));
  const [first = 0, second = 0] = peaks;
  return peaks.length === 2 && Math.min(first, second) > 0 && Math.max(first, second) / Math.min(first, second) > SEPARATE_AXES_RATIO;
}

interface DrawingProps {
  chart: ChartData;
  kind: SeriesChartKind;
  accent: string;
  width: number;
  height: number;
}

/** Memoised: a board's refresh that brings the same answer (SWR keeps the same object) draws nothing again. */
const SeriesDrawing = memo(function SeriesDrawing({ chart, kind, accent, width, height }: DrawingProps) {
  const gradient = useId();
  const names = chart.series.map((series) => enumLabel(series.name));
  const categories = chart.categories.map(enumLabel);
  const unit = chart.unit ? enumLabel(chart.unit) : '';
  const legend = chart.series.length > 1;
  const drawingHeight = Math.max(0, height - (legend ? LEGEND_HEIGHT : 0));
  const tip = (category: number, series: number, value: number) =>
    `${categories[category]}\n${tr('{{name}}：{{value}}', { name: names[series]!, value: `${formatFigure(value)}${unit}` })}`;
  const colour = (series: number) => chartColour(accent, series);
  const font = CHART_FONT_SIZE;
  const horizontal = kind === 'barHorizontal';

  let marks;
  if (horizontal) {
    const ticks = niceTicks(chart.series.flatMap((series) => series.data));
    const labelRoom = Math.min(width * 0.4, Math.max(...categories.map((label) => textWidth(label, font))) + GAP);
    const [left, right, top, bottom] = [labelRoom + GAP, GAP * 2, GAP, font + GAP * 2];
    const scale = linear(ticks, left, width - right);
    const band = (drawingHeight - top - bottom) / Math.max(1, categories.length);
    const bar = (band * 0.55) / Math.max(1, chart.series.length);
    const tickStride = labelStride(ticks.map(formatFigure), font, width - left - right);
    marks = (
      <>
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line x1={scale(tick)} x2={scale(tick)} y1={top} y2={drawingHeight - bottom} stroke={CHART_GRID} strokeDasharray="3" />
            {index % tickStride === 0 ? (
              <text x={scale(tick)} y={drawingHeight - GAP} textAnchor="middle">
                {formatFigure(tick)}
              </text>
            ) : null}
          </g>
        ))}
        {categories.map((category, index) => (
          <text key={index} x={left - GAP} y={top + band * (index + 0.5)} textAnchor="end" dominantBaseline="middle">
            {fitText(category, font, labelRoom)}
          </text>
        ))}
        {chart.series.map((series, seriesIndex) => (
          <g key={seriesIndex} className="bs-chart-series" fill={colour(seriesIndex)}>
            {series.data.map((value, index) => {
              const y = top + band * (index + 0.5) - (bar * chart.series.length) / 2 + bar * seriesIndex;
              const [from, to] = [scale(Math.min(0, value)), scale(Math.max(0, value))];
              return (
                <path key={index} className="bs-chart-bar" d={barPath(from, y, to - from, bar)}>
                  <title>{tip(index, seriesIndex, value)}</title>
                </path>
              );
            })}
          </g>
        ))}
      </>
    );
  } else {
    const apart = separateAxes(chart);
    const axes = apart ? chart.series.map((series) => niceTicks(series.data)) : [niceTicks(chart.series.flatMap((series) => series.data))];
    const axisWidth = (ticks: number[]) => Math.max(...ticks.map((tick) => textWidth(formatFigure(tick), font))) + GAP;
    const lastLabel = textWidth(categories.at(-1) ?? '', font) / 2;
    const [left, right, top, bottom] = [
      axisWidth(axes[0]!) + GAP,
      apart ? axisWidth(axes[1]!) + GAP : kind === 'bar' ? GAP * 2 : Math.max(GAP * 2, lastLabel),
      font / 2 + GAP,
      font + GAP * 2,
    ];
    const scales = axes.map((ticks) => linear(ticks, drawingHeight - bottom, top));
    const scaleOf = (series: number) => scales[apart ? series : 0]!;
    const room = width - left - right;
    const count = Math.max(1, categories.length);
    const x = (index: number) =>
      kind === 'bar' ? left + (room / count) * (index + 0.5) : count === 1 ? left + room / 2 : left + (room * index) / (count - 1);
    const stride = labelStride(categories, font, room);
    const group = (room / count) * BAR_SHARE;
    const bar = group / Math.max(1, chart.series.length);
    marks = (
      <>
        {axes[0]!.map((tick) => (
          <line
            key={tick}
            x1={left}
            x2={width - right}
            y1={scales[0]!(tick)}
            y2={scales[0]!(tick)}
            stroke={CHART_GRID}
            strokeDasharray="3"
          />
        ))}
        {axes.map((ticks, axis) =>
          ticks.map((tick) => (
            <text
              key={`${axis}-${tick}`}
              x={axis === 0 ? left - GAP : width - right + GAP}
              y={scales[axis]!(tick)}
              textAnchor={axis === 0 ? 'end' : 'start'}
              dominantBaseline="middle"
              fill={apart ? colour(axis) : undefined}
            >
              {formatFigure(tick)}
            </text>
          )),
        )}
        {categories.map((category, index) =>
          index % stride === 0 ? (
            <text key={index} x={x(index)} y={drawingHeight - GAP} textAnchor="middle">
              {category}
            </text>
          ) : null,
        )}
        {chart.series.map((series, seriesIndex) => {
          const scale = scaleOf(seriesIndex);
          if (kind === 'bar') {
            return (
              <g key={seriesIndex} className="bs-chart-series" fill={colour(seriesIndex)}>
                {series.data.map((value, index) => {
                  const [from, to] = [scale(Math.max(0, value)), scale(Math.min(0, value))];
                  return (
                    <path key={index} className="bs-chart-bar" d={barPath(x(index) - group / 2 + bar * seriesIndex, from, bar, to - from)}>
                      <title>{tip(index, seriesIndex, value)}</title>
                    </path>
                  );
                })}
              </g>
            );
          }
          const points: Point[] = series.data.map((value, index) => [x(index), scale(value)]);
          const line = monotonePath(points);
          const baseline = scale(Math.max(axes[apart ? seriesIndex : 0]![0]!, 0));
          const id = `${gradient}-${seriesIndex}`;
          return (
            <g key={seriesIndex} className="bs-chart-series" stroke={colour(seriesIndex)} fill={colour(seriesIndex)}>
              {kind === 'area' && points.length > 1 ? (
                <>
                  <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0" stopColor={colour(seriesIndex)} stopOpacity={0.45} />
                    <stop offset="1" stopColor={colour(seriesIndex)} stopOpacity={0.05} />
                  </linearGradient>
                  <path d={`${line}L${points.at(-1)![0]},${baseline}L${points[0]![0]},${baseline}Z`} fill={`url(#${id})`} stroke="none" />
                </>
              ) : null}
              <path d={line} fill="none" strokeWidth={2} />
              {points.map(([pointX, pointY], index) => (
                <circle key={index} cx={pointX} cy={pointY} r={kind === 'line' ? 3 : 4} stroke="none" fillOpacity={kind === 'line' ? 1 : 0}>
                  <title>{tip(index, seriesIndex, series.data[index]!)}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </>
    );
  }

  return (
    <>
      {legend ? <ChartLegend className="is-top" items={names.map((name, index) => ({ name, colour: colour(index) }))} /> : null}
      <svg width={width} height={drawingHeight} fill={CHART_TEXT} fontSize={font} className="bs-chart-svg">
        {marks}
      </svg>
    </>
  );
});

/** Maps a tick range onto pixels (from the first tick to the last). */
function linear(ticks: readonly number[], from: number, to: number): (value: number) => number {
  const [low, high] = [ticks[0]!, ticks.at(-1)!];
  return (value) => from + ((value - low) / (high - low || 1)) * (to - from);
}
