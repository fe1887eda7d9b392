// /dashboard/v2/digital, 数字工地: environment warnings, water and power, vehicles; tower crane and elevator
// efficiency, warnings and live readings; panoramas; spray devices with their action and log.
import { ChartPanel, MediaPanel, PiePanel, RankingPanel, ScrollBoardPanel, boardPage } from '../../shared/components/panels';
import { ScreenColumn, ScreenGrid, ScreenRow } from '../../shared/components/screen-grid';
import { shortTime } from '../../shared/lib/format';
import { ElevatorBoard, TowerCraneBoard } from '../../shared/widgets/device-boards';
import { SprayerPanel } from '../components/sprayer-panel';

export default function DigitalPage() {
  return (
    <ScreenGrid testId="screen-v2-digital">
      <ScreenColumn>
        <ChartPanel operation="getEnvironmentWarningChart" title="环境告警" kind="bar" />
        <ChartPanel operation="getWaterAndElectricityChart" title="水电用量" kind="line" />
        <ChartPanel operation="getVehicleTrend" title="车辆进出" kind="area" />
      </ScreenColumn>
      <ScreenColumn>
        <ChartPanel operation="getTowerCraneEfficiency" title="塔吊工效" kind="bar" />
        <ChartPanel operation="getElevatorEfficiency" title="升降机工效" kind="bar" />
        <ScreenRow>
          <PiePanel operation="getTowerCraneWarning" title="塔吊告警" />
          <PiePanel operation="getElevatorWarning" title="升降机告警" />
        </ScreenRow>
      </ScreenColumn>
      <ScreenColumn width={1.3}>
        <MediaPanel operation="listPanoramaImages" title="全景图" />
        <TowerCraneBoard />
        <ElevatorBoard />
      </ScreenColumn>
      <ScreenColumn>
        <SprayerPanel grow={1.1} />
        <ScrollBoardPanel
          operation="listSprayLogs"
          title="喷淋记录"
          body={boardPage}
          columns={[
            { title: '设备', value: (log) => log.sprayerName },
            { title: '动作', value: (log) => (log.action === 'on' ? '开启' : '关闭'), width: 0.6 },
            { title: '方式', value: (log) => (log.mode === 'auto' ? '自动' : log.operator), width: 0.8 },
            { title: '时间', value: (log) => shortTime(log.time), width: 1.1 },
          ]}
        />
        <ScreenRow>
          <PiePanel operation="getVehicleTypes" title="车辆类型" />
          <RankingPanel operation="getVehicleSources" title="车辆来源" unit="辆" />
        </ScreenRow>
      </ScreenColumn>
    </ScreenGrid>
  );
}
