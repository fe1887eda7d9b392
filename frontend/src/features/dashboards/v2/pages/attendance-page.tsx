// /dashboard/v2/attendance, 智慧考勤: managers on duty and their posts, attendance and arrivals, the team and
// company rankings.
import { ChartPanel, KpiPanel, PiePanel, RankingPanel } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { tr } from '@/lib/i18n/phrases';

export default function AttendancePage() {
  return (
    <ScreenGrid testId="screen-v2-attendance">
      <ScreenColumn>
        <KpiPanel
          operation="getManagerCount"
          title={tr('管理人员到岗')}
          grow={0.7}
          fields={[
            { key: 'total', label: tr('管理人员'), unit: tr('人') },
            { key: 'present', label: tr('今日到岗'), unit: tr('人') },
            { key: 'attendanceRate', label: tr('到岗率'), unit: '%' },
            { key: 'posts', label: tr('岗位'), unit: tr('个') },
          ]}
        />
        <PiePanel operation="getManagerPostChart" title={tr('岗位分布')} />
      </ScreenColumn>
      <ScreenColumn width={1.6}>
        <ChartPanel operation="getLabourAttendanceChartV2" title={tr('劳务出勤')} kind="bar" />
        <ChartPanel operation="getManagerInChart" title={tr('管理人员到岗趋势')} kind="area" />
      </ScreenColumn>
      <ScreenColumn>
        <RankingPanel operation="getLabourGroupTop" title={tr('班组出勤排名')} unit={tr('人')} />
        <RankingPanel operation="getLabourCompanyTop" title={tr('劳务公司出勤排名')} unit={tr('人')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
