// react-apexcharts, loaded on first use so ApexCharts (about 290 KB gzip) lives in its own chunk that only
// dashboard screens pull in. The element fills its container (sized in pixels: ApexCharts measures once).
import { Spin } from '@douyinfe/semi-ui-19';
import type { ApexOptions } from 'apexcharts';
import { Suspense, useMemo, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import type { Props as ApexProps } from 'react-apexcharts';
import { useElementSize } from '@/hooks/use-element-size';

/** react-apexcharts 1.7 is CommonJS: depending on the bundler its export arrives once or twice wrapped in `default`. */
export function unwrapDefault<T>(module: unknown): T {
  let candidate = module;
  while (candidate && typeof candidate === 'object' && 'default' in candidate) candidate = (candidate as { default: unknown }).default;
  return candidate as T;
}

const ReactApexChart = lazyPage('apexcharts', async () => ({
  default: unwrapDefault<ComponentType<ApexProps>>(await import('react-apexcharts')),
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
}

export function ApexChart({ type, series, options: optionsFor }: ApexChartProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const options = useMemo(() => optionsFor({ width, height }), [optionsFor, width, height]);
  return (
    <div ref={ref} className="bs-chart">
      {width > 0 && height > 0 ? (
        <Suspense fallback={<Spin />}>
          <ReactApexChart type={type} series={series} options={options} width={width} height={height} />
        </Suspense>
      ) : null}
    </div>
  );
}
