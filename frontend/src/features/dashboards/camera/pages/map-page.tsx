// /dataV/camera/map, home: county totals, the sites on a map at their coordinates, and the cameras of the chosen site.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { GeoMap } from '@/components/geo-map';
import { sameId, sentId, type Id } from '@/lib/ids';
import { context } from '@/stores/context';
import { KpiPanel, VideoWallPanel } from '../../shared/components/panels';
import { OperationPanel } from '../../shared/components/operation-panel';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import './map-page.css';
import { tr } from '@/lib/i18n/phrases';

export default function MapPage() {
  const { projectId } = useSnapshot(context);
  const [chosen, setChosen] = useState<Id>();
  const siteId = chosen ?? projectId;
  return (
    <ScreenGrid testId="screen-camera-map">
      <ScreenColumn width={2}>
        <KpiPanel
          operation="getIndexShow"
          title={tr('监管概况')}
          grow={0.3}
          testId="panel-getIndexShow-totals"
          fields={[
            { key: 'projectTotal', label: tr('在建项目'), unit: tr('个') },
            { key: 'workerTotal', label: tr('在册人员'), unit: tr('人') },
            { key: 'presentToday', label: tr('今日出勤'), unit: tr('人') },
            { key: 'deviceTotal', label: tr('物联设备'), unit: tr('台') },
            { key: 'warningTotal', label: tr('告警'), unit: tr('条') },
          ]}
        />
        <OperationPanel operation="getIndexShow" title={tr('项目分布')} isEmpty={(show) => show.projects.length === 0}>
          {(show) => (
            <GeoMap
              className="bs-stage bs-site-map"
              testId="site-map"
              variant="dark"
              places={show.projects}
              label={(site) => (
                <button
                  type="button"
                  className={`bs-site-label${sameId(site.id, siteId) ? ' is-active' : ''}`}
                  title={site.address}
                  onClick={() => setChosen(site.id)}
                >
                  {site.name}
                </button>
              )}
            />
          )}
        </OperationPanel>
      </ScreenColumn>
      <ScreenColumn>
        <VideoWallPanel
          operation="listDashboardVideos"
          body={{ projectId: siteId === undefined ? undefined : sentId(siteId) }}
          title={tr('项目视频')}
        />
      </ScreenColumn>
    </ScreenGrid>
  );
}
