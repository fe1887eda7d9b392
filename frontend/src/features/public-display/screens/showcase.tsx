// /dataV/showView012 (content not in the spec; our choice): a showcase of the platform: totals across sites,
// the project's construction period, the BIM view and the connected devices.
import { KpiPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { BimViewPanel } from '../../dashboards/shared/widgets/bim-view-panel';
import { ConstructionProgressPanel } from '../../dashboards/shared/widgets/construction-progress-panel';
import { IotCountPanel } from '../../dashboards/shared/widgets/iot-count-panel';

export default function Showcase() {
  return (
    <ScreenGrid testId="screen-showView012">
      <ScreenColumn>
        <KpiPanel
          operation="getIndexShow"
          title="平台概况"
          grow={0.6}
          fields={[
            { key: 'projectTotal', label: '项目', unit: '个' },
            { key: 'workerTotal', label: '在册人员', unit: '人' },
            { key: 'presentToday', label: '今日出勤', unit: '人' },
            { key: 'deviceTotal', label: '物联设备', unit: '台' },
          ]}
        />
        <ConstructionProgressPanel />
      </ScreenColumn>
      <ScreenColumn width={2}>
        <BimViewPanel />
      </ScreenColumn>
      <ScreenColumn>
        <IotCountPanel />
      </ScreenColumn>
    </ScreenGrid>
  );
}
