// Warnings and alarms (v1 /dashboard/warning and v2 /dashboard/v2/warning): distribution by type, module and
// status, the daily trend, and the latest warnings.
import { ChartPanel, PiePanel, ScrollBoardPanel } from '../components/panels';
import { ScreenColumn, ScreenGrid } from '../components/screen-grid';
import { warningColumns } from '../lib/columns';
import { tr } from '@/lib/i18n/phrases';

export function WarningScreen() {
  return (
    <ScreenGrid testId="screen-warning">
      <ScreenColumn>
        <PiePanel operation="getWarningPieChart" title={tr('告警类型分布')} />
        <PiePanel operation="getWarningModelPieChart" title={tr('告警模块分布')} />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <ChartPanel operation="getWarningChart" title={tr('近30天告警趋势')} kind="bar" body={{ days: 30 }} />
        {/* docs/requirements/calls.md#project-only-boards: warningLogList's payload is the project only (the latest 10). */}
        <ScrollBoardPanel operation="listWarningLogs" title={tr('最新告警')} columns={warningColumns} grow={1.3} />
      </ScreenColumn>
      <ScreenColumn>
        <PiePanel operation="getWarningStatusPieChart" title={tr('处理状态')} />
        <ChartPanel operation="getWarningChart" title={tr('近7天告警')} kind="line" testId="panel-getWarningChart-week" />
      </ScreenColumn>
    </ScreenGrid>
  );
}
