// Dust and noise monitoring (getV2EnvironmentChart): the latest reading as figures, the week as a chart.
import { KpiGrid } from '../components/kpi-grid';
import { OperationPanel } from '../components/operation-panel';
import { SeriesChart } from '../components/series-chart';
import { shortTime } from '../lib/format';
import { environmentReadings } from '../lib/kpi-fields';
import { tr } from '@/lib/i18n/phrases';

export function EnvironmentPanel({ grow, title = tr('环境监测') }: { grow?: number; title?: string }) {
  return (
    <OperationPanel
      operation="getV2EnvironmentChart"
      title={title}
      grow={grow}
      extra={(environment) => tr('更新于 {{time}}', { time: shortTime(environment.latest.time) })}
    >
      {({ latest, chart }) => (
        <>
          <KpiGrid compact items={environmentReadings(latest)} />
          <SeriesChart chart={chart} kind="area" />
        </>
      )}
    </OperationPanel>
  );
}
