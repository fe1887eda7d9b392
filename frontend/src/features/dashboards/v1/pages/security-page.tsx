// /dashboard/security, inspection and rectification: issues by month and status, the issue list, and the
// security inspection figures and categories.
import { ChartPanel, KpiPanel, PiePanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { inspectionColumns } from '../../shared/lib/columns';

export default function SecurityPage() {
  return (
    <ScreenGrid testId="screen-security">
      <ScreenColumn>
        <KpiPanel
          operation="getSecurityOverview"
          title="安全巡检概况"
          fields={[
            { key: 'total', label: '问题总数', unit: '项' },
            { key: 'pending', label: '待整改', unit: '项' },
            { key: 'rectifying', label: '整改中', unit: '项' },
            { key: 'rectified', label: '已整改', unit: '项' },
            { key: 'overdue', label: '已超期', unit: '项' },
            { key: 'rectifyRate', label: '整改率', unit: '%' },
          ]}
        />
        <PiePanel operation="getSecurityTypeChart" title="问题类别" />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <ChartPanel operation="getSecurityChart" title="月度巡检问题" kind="bar" />
        <ScrollBoardPanel operation="listSecurityIssues" title="整改记录" body={boardPage} columns={inspectionColumns} grow={1.3} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
