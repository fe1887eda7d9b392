// /dashboard/v2/camera, 智慧监控: AI alarms (trend, types, log), the AR view and AR cameras, time-lapse videos.
import { ChartPanel, PiePanel, ScrollBoardPanel, VideoWallPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { aiAlarmColumns } from '../../shared/lib/columns';
import { ArViewPanel } from '../components/ar-view-panel';
import { DelayedVideoPanels } from '../../shared/widgets/delayed-video-panels';
import { tr } from '@/lib/i18n/phrases';

export default function CameraPage() {
  return (
    <ScreenGrid testId="screen-v2-camera">
      <ScreenColumn>
        <ChartPanel operation="getV2AiDayChart" title={tr('AI告警趋势')} kind="area" />
        <PiePanel operation="getV2AiTypeChart" title={tr('AI告警类型')} />
        <ScrollBoardPanel operation="listV2AiLogs" title={tr('AI告警记录')} body={boardPage} columns={aiAlarmColumns} />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <ArViewPanel grow={1.8} />
        <VideoWallPanel operation="listArCameras" title={tr('AR摄像头')} limit={4} />
      </ScreenColumn>
      <ScreenColumn>
        <DelayedVideoPanels />
      </ScreenColumn>
    </ScreenGrid>
  );
}
