// /dashboard/security, inspection and rectification: issues by month and status, the issue list, and the
// security inspection figures and categories.
import { ChartPanel, KpiPanel, PiePanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { inspectionColumns } from '../../shared/lib/columns';
import { inspectionOverviewFields } from '../../shared/lib/kpi-fields';
import { tr } from '@/lib/i18n/phrases';

export default function SecurityPage() {
  return (
    <ScreenGrid testId="screen-security">
      <ScreenColumn>
        <KpiPanel operation="getSecurityOverview" title={tr('安全巡检概况')} fields={inspectionOverviewFields} />
        <PiePanel operation="getSecurityTypeChart" title={tr('问题类别')} />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <ChartPanel operation="getSecurityChart" title={tr('月度巡检问题')} kind="bar" />
        <ScrollBoardPanel operation="listSecurityIssues" title={tr('整改记录')} body={boardPage} columns={inspectionColumns} grow={1.3} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
