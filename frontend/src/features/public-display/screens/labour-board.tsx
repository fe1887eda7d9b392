// /tv/labour (content not in the spec; our choice): a labour board for a site TV: headcount and attendance,
// the team ranking, the daily attendance chart and the live sign-ins.
import { ChartPanel, KpiPanel, RankingPanel, ScrollBoardPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { movementColumns } from '../../dashboards/shared/lib/columns';
import { tr } from '@/lib/i18n/phrases';

export default function LabourBoard() {
  return (
    <ScreenGrid testId="screen-tv-labour">
      <ScreenColumn>
        <KpiPanel
          operation="getLabourIndex"
          title={tr('劳务实名制')}
          grow={0.6}
          fields={[
            { key: 'total', label: tr('在册人数'), unit: tr('人') },
            { key: 'present', label: tr('今日出勤'), unit: tr('人') },
            { key: 'attendanceRate', label: tr('出勤率'), unit: '%' },
            { key: 'teams', label: tr('班组'), unit: tr('个') },
          ]}
        />
        <ChartPanel operation="getLabourAttendanceChart" title={tr('每日出勤')} kind="bar" />
      </ScreenColumn>
      <ScreenColumn width={1.4}>
        <ScrollBoardPanel operation="listSignRecords" title={tr('实时进出')} columns={movementColumns} grow={1.4} />
        <RankingPanel operation="getLabourTop" title={tr('班组出勤排名')} unit={tr('人')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
