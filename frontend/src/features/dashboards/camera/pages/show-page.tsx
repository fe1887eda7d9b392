// /dataV/camera/show, data statistics: cameras across all sites (totals, online share, per site).
import { KpiGrid } from '../../shared/components/kpi-grid';
import { PieChart } from '../../shared/components/pie-chart';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { SeriesChart } from '../../shared/components/series-chart';
import { SiteCamerasPanel } from '../components/site-cameras';
import { cameraTotals, camerasPerSite } from '../lib/camera-statistics';
import { tr } from '@/lib/i18n/phrases';

export default function ShowPage() {
  return (
    <ScreenGrid testId="screen-camera-show">
      <ScreenColumn>
        <SiteCamerasPanel title={tr('设备概况')} testId="panel-camera-totals" grow={0.6}>
          {(sites) => {
            const totals = cameraTotals(sites);
            return (
              <KpiGrid
                items={[
                  { label: tr('接入项目'), value: sites.length, unit: tr('个') },
                  { label: tr('摄像头'), value: totals.total, unit: tr('台') },
                  { label: tr('在线'), value: totals.online, unit: tr('台') },
                  { label: tr('在线率'), value: totals.onlineRate, unit: '%' },
                ]}
              />
            );
          }}
        </SiteCamerasPanel>
        <SiteCamerasPanel title={tr('在线状态')} testId="panel-camera-online">
          {(sites) => {
            const totals = cameraTotals(sites);
            return (
              <PieChart
                values={{
                  list: [
                    { name: tr('在线'), value: totals.online },
                    { name: tr('离线'), value: totals.offline },
                  ],
                  total: totals.total,
                }}
              />
            );
          }}
        </SiteCamerasPanel>
      </ScreenColumn>
      <ScreenColumn width={2}>
        <SiteCamerasPanel title={tr('各项目摄像头')} testId="panel-camera-sites">
          {(sites) => <SeriesChart chart={camerasPerSite(sites)} kind="bar" />}
        </SiteCamerasPanel>
      </ScreenColumn>
    </ScreenGrid>
  );
}
