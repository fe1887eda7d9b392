// Dust and noise monitoring (getV2EnvironmentChart): the latest reading as figures, the week as a chart.
import { KpiGrid } from '../components/kpi-grid';
import { OperationPanel } from '../components/operation-panel';
import { SeriesChart } from '../components/series-chart';
import { shortTime } from '../lib/format';

export function EnvironmentPanel({ grow, title = '环境监测' }: { grow?: number; title?: string }) {
  return (
    <OperationPanel
      operation="getV2EnvironmentChart"
      title={title}
      grow={grow}
      extra={(environment) => `更新于 ${shortTime(environment.latest.time)}`}
    >
      {({ latest, chart }) => (
        <>
          <KpiGrid
            compact
            items={[
              { label: 'PM2.5', value: latest.pm25, unit: 'μg/m³' },
              { label: 'PM10', value: latest.pm10, unit: 'μg/m³' },
              { label: '噪声', value: latest.noise, unit: 'dB' },
              { label: '温度', value: latest.temperature, unit: '°C' },
              { label: '湿度', value: latest.humidity, unit: '%' },
              { label: '风速', value: latest.windSpeed, unit: 'm/s' },
            ]}
          />
          <SeriesChart chart={chart} kind="area" />
        </>
      )}
    </OperationPanel>
  );
}
