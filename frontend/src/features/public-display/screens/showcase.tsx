// /dataV/showView012 (content not in the spec; our choice): a showcase of the platform: totals across sites,
// the project's construction period, the BIM view and the connected devices.
import { KpiPanel } from '../../dashboards/shared/components/panels';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { BimViewPanel } from '../../dashboards/shared/widgets/bim-view-panel';
import { ConstructionProgressPanel } from '../../dashboards/shared/widgets/construction-progress-panel';
import { IotCountPanel } from '../../dashboards/shared/widgets/iot-count-panel';
import { tr } from '@/lib/i18n/phrases';

export default function Showcase() {
  return (
    <ScreenGrid testId="screen-showView012">
      <ScreenColumn>
        <KpiPanel
          operation="getIndexShow"
          title={tr('平台概况')}
          grow={0.6}
          fields={[
            { key: 'projectTotal', label: tr('项目'), unit: tr('个') },
            { key: 'workerTotal', label: tr('在册人员'), unit: tr('人') },
            { key: 'presentToday', label: tr('今日出勤'), unit: tr('人') },
            { key: 'deviceTotal', label: tr('物联设备'), unit: tr('台') },
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
