// One camera large (chosen by ?id= or from the list, else the first), optionally with the camera list and the
// PTZ pad: the camera player, the PTZ controller and the Hikvision SDK controller are arrangements of this.
import { useSearchParams } from 'react-router-dom';
import { useOperation } from '../../dashboards/shared/api/use-operation';
import { OperationPanel } from '../../dashboards/shared/components/operation-panel';
import { Panel } from '../../dashboards/shared/components/panel';
import { ScreenColumn, ScreenGrid } from '../../dashboards/shared/components/screen-grid';
import { VideoTile } from '../../dashboards/shared/components/video-tile';
import { PtzPad } from './ptz-pad';
import { sameId } from '@/lib/ids';
import { tr } from '@/lib/i18n/phrases';

export function CameraConsole({ testId, withList = false, withPtz = false }: { testId: string; withList?: boolean; withPtz?: boolean }) {
  const [params, setParams] = useSearchParams();
  const { data: cameras } = useOperation('listDashboardVideos');
  const wanted = params.get('id');
  const camera = cameras?.list.find((item) => sameId(item.id, wanted)) ?? cameras?.list[0];
  return (
    <ScreenGrid testId={testId}>
      {withList ? (
        <ScreenColumn>
          <OperationPanel operation="listDashboardVideos" title={tr('摄像头')} isEmpty={(list) => list.list.length === 0}>
            {(list) => (
              <ul className="bs-list">
                {list.list.map((item) => (
                  <li key={item.id} className={item.id === camera?.id ? 'is-done' : undefined}>
                    <button
                      type="button"
                      className="bs-button"
                      aria-pressed={item.id === camera?.id}
                      onClick={() => setParams({ id: String(item.id) })}
                    >
                      {item.name}
                    </button>
                    <small>
                      {item.location} · {item.status === 'online' ? tr('在线') : tr('离线')}
                    </small>
                  </li>
                ))}
              </ul>
            )}
          </OperationPanel>
        </ScreenColumn>
      ) : null}
      <ScreenColumn width={3}>
        <Panel
          title={camera ? `${camera.name} · ${camera.location}` : tr('视频播放')}
          testId="panel-camera-player"
          state={camera ? 'ready' : cameras ? 'empty' : 'loading'}
        >
          {camera ? <VideoTile source={{ ...camera, url: camera.streamUrl }} sized /> : null}
        </Panel>
      </ScreenColumn>
      {withPtz ? (
        <ScreenColumn>
          <Panel title={tr('云台控制')} testId="panel-ptz">
            <PtzPad cameraName={camera?.name} />
          </Panel>
        </ScreenColumn>
      ) : null}
    </ScreenGrid>
  );
}
