// react-apexcharts, loaded on first use so ApexCharts (about 290 KB gzip) lives in its own chunk that only
// dashboard screens pull in, and only once the chart comes near the screen and the page is idle (a phone's
// first screen does not wait for charts). The element fills its container (sized in pixels: ApexCharts measures once).
// Screen readers get the chart's data as a table instead of the drawing.
import { Spin } from '@douyinfe/semi-ui-19';
import type { ApexOptions } from 'apexcharts';
import { Suspense, useMemo, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { Props as ApexProps } from 'react-apexcharts';
import { useElementSize } from '@/hooks/use-element-size';
import { useSeenWhenIdle } from '../hooks/use-seen-when-idle';
import { ChartDataTable, type ChartTable } from './chart-data-table';

/** react-apexcharts 1.7 is CommonJS: depending on the bundler its export arrives once or twice wrapped in `default`. */
function unwrapDefault<T>(module: unknown): T {
  let candidate = module;
  while (candidate && typeof candidate === 'object' && 'default' in candidate) candidate = (candidate as { default: unknown }).default;
  return candidate as T;
}

const loadApexCharts = () => import('react-apexcharts');

const ReactApexChart = lazyPage('apexcharts', async () => ({
  default: unwrapDefault<ComponentType<ApexProps>>(await loadApexCharts()),
}));

export interface ChartSize {
  width: number;
  height: number;
}

export interface ApexChartProps {
  type: NonNullable<ApexProps['type']>;
  series: ApexOptions['series'];
  /** Options for the size the chart gets (legends and labels adapt to small panels). */
  options: (size: ChartSize) => ApexOptions;
  /** The chart's text alternative. */
  table: ChartTable;
}

export function ApexChart({ type, series, options: optionsFor, table }: ApexChartProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const seen = useSeenWhenIdle(ref, loadApexCharts);
  const options = useMemo(() => optionsFor({ width, height }), [optionsFor, width, height]);
  return (
    <div ref={ref} className="bs-chart">
      <ChartDataTable table={table} />
      {seen && width > 0 && height > 0 ? (
        <div aria-hidden="true">
          <Suspense fallback={<Spin />}>
            <ReactApexChart type={type} series={series} options={options} width={width} height={height} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
