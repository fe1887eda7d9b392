// The project's featured camera (getV2VideoUrl) as one tile.
import { OperationPanel } from '../../shared/components/operation-panel';
import { VideoTile } from '../../shared/components/video-tile';
import { tr } from '@/lib/i18n/phrases';

export function VideoUrlPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="getV2VideoUrl" title={tr('现场视频')} grow={grow}>
      {(video) => <VideoTile source={video} />}
    </OperationPanel>
  );
}
