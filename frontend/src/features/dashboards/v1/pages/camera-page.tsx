// /dashboard/camera, smart monitoring: the camera wall, AI alarm trend and types, the alarm log.
import { ChartPanel, PiePanel, ScrollBoardPanel, VideoWallPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { aiAlarmColumns } from '../../shared/lib/columns';
import { tr } from '@/lib/i18n/phrases';

export default function CameraPage() {
  return (
    <ScreenGrid testId="screen-camera">
      <ScreenColumn>
        <ChartPanel operation="getAiDayChart" title={tr('AI告警趋势')} kind="area" />
        <PiePanel operation="getAiTypeChart" title={tr('AI告警类型')} />
      </ScreenColumn>
      <ScreenColumn width={2.2}>
        <VideoWallPanel operation="listDashboardVideos" title={tr('视频监控')} />
      </ScreenColumn>
      <ScreenColumn>
        <ScrollBoardPanel operation="listAiLogs" title={tr('AI告警记录')} body={boardPage} columns={aiAlarmColumns} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
