// /tv/confinedSpace (content not in the spec; our choice): the contract has no confined-space sensors, so the
// screen shows what a watch post needs from what exists: air and noise readings, open warnings by status and
// the latest warnings, and two site cameras.
import { PiePanel, ScrollBoardPanel, VideoWallPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { warningColumns } from '../../dashboards/shared/lib/columns';
import { EnvironmentPanel } from '../../dashboards/shared/widgets/environment-panel';
import { tr } from '@/lib/i18n/phrases';

export default function ConfinedSpace() {
  return (
    <ScreenGrid testId="screen-tv-confinedSpace">
      <ScreenColumn>
        <EnvironmentPanel title={tr('作业环境监测')} grow={1.4} />
        <PiePanel operation="getWarningStatusPieChart" title={tr('告警处理状态')} />
      </ScreenColumn>
      <ScreenColumn width={1.3}>
        <VideoWallPanel operation="listDashboardVideos" title={tr('作业面视频')} limit={2} />
        {/* docs/requirements/calls.md#project-only-boards: warningLogList's payload is the project only (the latest 10). */}
        <ScrollBoardPanel operation="listWarningLogs" title={tr('最新告警')} columns={warningColumns} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
