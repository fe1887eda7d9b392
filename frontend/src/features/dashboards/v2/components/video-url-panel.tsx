// The project's featured camera (getV2VideoUrl) as one tile.
import { OperationPanel } from '../../shared/components/operation-panel';
import { VideoTile } from '../../shared/components/video-tile';

export function VideoUrlPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="getV2VideoUrl" title="现场视频" grow={grow}>
      {(video) => <VideoTile source={video} />}
    </OperationPanel>
  );
}
