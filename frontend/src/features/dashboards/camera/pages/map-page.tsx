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

export default function MapPage() {
  const { projectId } = useSnapshot(context);
  const [chosen, setChosen] = useState<Id>();
  const siteId = chosen ?? projectId;
  return (
    <ScreenGrid testId="screen-camera-map">
      <ScreenColumn width={2}>
        <KpiPanel
          operation="getIndexShow"
          title="监管概况"
          grow={0.3}
          testId="panel-getIndexShow-totals"
          fields={[
            { key: 'projectTotal', label: '在建项目', unit: '个' },
            { key: 'workerTotal', label: '在册人员', unit: '人' },
            { key: 'presentToday', label: '今日出勤', unit: '人' },
            { key: 'deviceTotal', label: '物联设备', unit: '台' },
            { key: 'warningTotal', label: '告警', unit: '条' },
          ]}
        />
        <OperationPanel operation="getIndexShow" title="项目分布" isEmpty={(show) => show.projects.length === 0}>
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
          title="项目视频"
        />
      </ScreenColumn>
    </ScreenGrid>
  );
}
