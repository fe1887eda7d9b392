// /dashboard/index, project overview: construction period, labour figures, production photos, AI alarms,
// sign-ins and warning types.
import { ChartPanel, KpiPanel, PiePanel, ScrollBoardPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { movementColumns } from '../../shared/lib/columns';
import { labourIndexFields } from '../../shared/lib/kpi-fields';
import { ConstructionProgressPanel } from '../../shared/widgets/construction-progress-panel';
import { WeatherPanel } from '../../shared/widgets/weather-panel';
import { PhotoPanel } from '../../shared/widgets/photo-panel';
import { tr } from '@/lib/i18n/phrases';

export default function OverviewPage() {
  return (
    <ScreenGrid testId="screen-index">
      <ScreenColumn>
        <ConstructionProgressPanel grow={1.5} />
        <WeatherPanel />
      </ScreenColumn>
      <ScreenColumn width={1.8}>
        <KpiPanel
          operation="getLabourIndex"
          title={tr('劳务实名制')}
          grow={0.7}
          fields={[...labourIndexFields, { key: 'teams', label: tr('班组'), unit: tr('个') }]}
        />
        <PhotoPanel grow={1.3} />
        <ChartPanel operation="getAiDayChart" title={tr('AI告警趋势')} kind="area" />
      </ScreenColumn>
      <ScreenColumn>
        <ScrollBoardPanel operation="listSignRecords" title={tr('人员进出')} columns={movementColumns} grow={1.4} />
        <PiePanel operation="getWarningPieChart" title={tr('告警类型')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
