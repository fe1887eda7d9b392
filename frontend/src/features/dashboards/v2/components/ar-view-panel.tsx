// The AR view: the AR camera's picture (from listArCameras) with the labelled points of listArMarkers placed
// on it (x and y are percentages of the picture, which has the stage's body to itself: the caption is a bar below).
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { useOperation } from '../../shared/api/use-operation';
import { OperationPanel } from '../../shared/components/operation-panel';
import { streamUnavailable } from '../../shared/config';
import './ar-view-panel.css';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

export function ArViewPanel({ grow }: { grow?: number }) {
  const { data: cameras } = useOperation('listArCameras');
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <OperationPanel operation="listArMarkers" title={tr('AR实景')} grow={grow} isEmpty={(markers) => markers.list.length === 0}>
      {(markers) => {
        const camera = cameras?.list.find((item) => item.id === markers.list[0]?.cameraId) ?? cameras?.list[0];
        return (
          <div className="bs-stage" data-testid="ar-view">
            <div className="bs-stage-body">
              {camera?.poster && !posterFailed ? <img src={mediaUrl(camera.poster)} alt="" onError={() => setPosterFailed(true)} /> : null}
              {markers.list.map((marker) => (
                <span
                  key={marker.id}
                  className="bs-marker"
                  style={{ left: `${marker.x}%`, top: `${marker.y}%` }}
                  title={enumLabel(marker.type)}
                >
                  {marker.name}
                </span>
              ))}
            </div>
            <div className="bs-stage-caption">
              <span>{camera ? `${camera.name} · ${camera.location}` : tr('AR摄像头')}</span>
              <small>{streamUnavailable}</small>
            </div>
          </div>
        );
      }}
    </OperationPanel>
  );
}
