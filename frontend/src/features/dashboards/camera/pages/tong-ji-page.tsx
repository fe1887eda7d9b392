// /dataV/camera/tongJi, alarm statistics of the current site's cameras: the month's AI alarms per day, by type,
// and the log.
import { ChartPanel, PiePanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { aiAlarmColumns } from '../../shared/lib/columns';
import { tr } from '@/lib/i18n/phrases';

export default function TongJiPage() {
  return (
    <ScreenGrid testId="screen-camera-tongJi">
      <ScreenColumn width={1.6}>
        <ChartPanel operation="getV2AiDayChart" title={tr('近30天AI告警')} kind="bar" body={{ days: 30 }} />
        <ScrollBoardPanel operation="listV2AiLogs" title={tr('AI告警记录')} body={boardPage} columns={aiAlarmColumns} />
      </ScreenColumn>
      <ScreenColumn>
        <PiePanel operation="getV2AiTypeChart" title={tr('告警类型')} />
      </ScreenColumn>
    </ScreenGrid>
  );
}
