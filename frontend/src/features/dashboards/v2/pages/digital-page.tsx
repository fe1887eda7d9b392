// /dashboard/v2/digital, 数字工地: environment warnings, water and power, vehicles; tower crane and elevator
// efficiency, warnings and live readings; panoramas; spray devices with their action and log.
import { ChartPanel, MediaPanel, PiePanel, RankingPanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid, ScreenRow } from '../../shared/components/screen-grid';
import { shortTime } from '../../shared/lib/format';
import { ElevatorBoard, TowerCraneBoard } from '../../shared/widgets/device-boards';
import { SprayerPanel } from '../components/sprayer-panel';
import { tr } from '@/lib/i18n/phrases';

export default function DigitalPage() {
  return (
    <ScreenGrid testId="screen-v2-digital">
      <ScreenColumn>
        <ChartPanel operation="getEnvironmentWarningChart" title={tr('环境告警')} kind="bar" />
        <ChartPanel operation="getWaterAndElectricityChart" title={tr('水电用量')} kind="line" />
        <ChartPanel operation="getVehicleTrend" title={tr('车辆进出')} kind="area" />
      </ScreenColumn>
      <ScreenColumn>
        <ChartPanel operation="getTowerCraneEfficiency" title={tr('塔吊工效')} kind="bar" />
        <ChartPanel operation="getElevatorEfficiency" title={tr('升降机工效')} kind="bar" />
        <ScreenRow>
          <PiePanel operation="getTowerCraneWarning" title={tr('塔吊告警')} />
          <PiePanel operation="getElevatorWarning" title={tr('升降机告警')} />
        </ScreenRow>
      </ScreenColumn>
      <ScreenColumn width={1.3}>
        <MediaPanel operation="listPanoramaImages" title={tr('全景图')} />
        <TowerCraneBoard />
        <ElevatorBoard />
      </ScreenColumn>
      <ScreenColumn>
        <SprayerPanel grow={1.1} />
        <ScrollBoardPanel
          operation="listSprayLogs"
          title={tr('喷淋记录')}
          body={boardPage}
          columns={[
            { title: tr('设备'), value: (log) => log.sprayerName },
            { title: tr('动作'), value: (log) => (log.action === 'on' ? tr('开启') : tr('关闭')), width: 0.6 },
            { title: tr('方式'), value: (log) => (log.mode === 'auto' ? tr('自动') : log.operator), width: 0.8 },
            { title: tr('时间'), value: (log) => shortTime(log.time), width: 1.1 },
          ]}
        />
        <ScreenRow>
          <PiePanel operation="getVehicleTypes" title={tr('车辆类型')} />
          <RankingPanel operation="getVehicleSources" title={tr('车辆来源')} unit={tr('辆')} />
        </ScreenRow>
      </ScreenColumn>
    </ScreenGrid>
  );
}
