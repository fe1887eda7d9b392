// /dashboard/attendance, personnel management: labour figures, team ranking, attendance and trends per
// company, attendance per subcontractor (branch table) and the entry log.
import type { Schemas } from '@smartsite/api';
import { ChartPanel, KpiPanel, RankingPanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import type { Column } from '../../shared/components/scroll-board';
import { movementColumns } from '../../shared/lib/columns';
import { percent } from '../../shared/lib/format';
import { labourIndexFields } from '../../shared/lib/kpi-fields';
import { tr } from '@/lib/i18n/phrases';

const branchColumns: Column<Schemas['BranchRow']>[] = [
  { title: tr('分包单位'), value: (row) => row.name, width: 1.6 },
  { title: tr('负责人'), value: (row) => row.leader },
  { title: tr('人数'), value: (row) => row.workers, width: 0.7 },
  { title: tr('出勤'), value: (row) => row.present, width: 0.7 },
  { title: tr('出勤率'), value: (row) => percent(row.attendanceRate), width: 0.8 },
];

export default function AttendancePage() {
  return (
    <ScreenGrid testId="screen-attendance">
      <ScreenColumn>
        <KpiPanel
          operation="getLabourIndex"
          title={tr('人员概况')}
          fields={[...labourIndexFields, { key: 'companies', label: tr('参建单位'), unit: tr('家') }]}
        />
        <RankingPanel operation="getLabourTop" title={tr('班组出勤排名')} unit={tr('人')} grow={1.2} />
      </ScreenColumn>
      <ScreenColumn width={1.6}>
        <ChartPanel operation="getLabourAttendanceChart" title={tr('每日出勤')} kind="bar" />
        <ChartPanel operation="getLabourTrendChart" title={tr('参建单位出勤趋势')} kind="line" />
        <ScrollBoardPanel operation="listBranches" title={tr('分包单位考勤')} body={boardPage} columns={branchColumns} />
      </ScreenColumn>
      <ScreenColumn>
        <ChartPanel operation="getLabourTrendChartV2" title={tr('进出场人次')} kind="area" />
        {/* docs/requirements/calls.md#project-only-boards: labourLogList's payload is the project only (the latest 10). */}
        <ScrollBoardPanel operation="listLabourLogs" title={tr('进出场记录')} columns={movementColumns} />
        <ScrollBoardPanel operation="listSignRecords" title={tr('实时签到')} columns={movementColumns} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
