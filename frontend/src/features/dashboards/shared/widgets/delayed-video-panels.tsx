// Time-lapse videos: the list (listDelayedVideos) and the chosen one's video (getDelayedVideo) as a tile;
// the first is chosen until the user picks another.
import { useState } from 'react';
import { useOperation } from '../api/use-operation';
import { OperationPanel } from '../components/operation-panel';
import { VideoTile } from '../components/video-tile';
import { tr } from '@/lib/i18n/phrases';

export function DelayedVideoPanels() {
  const [chosen, setChosen] = useState<number>();
  const { data: videos } = useOperation('listDelayedVideos');
  const current = chosen ?? videos?.list[0]?.id;
  const recording = videos?.list.find((video) => video.id === current);
  return (
    <>
      <OperationPanel operation="listDelayedVideos" title={tr('延时摄影')} isEmpty={(list) => list.list.length === 0}>
        {(list) => (
          <ul className="bs-list">
            {list.list.map((video) => (
              <li key={video.id} className={video.id === current ? 'is-done' : undefined}>
                <button type="button" className="bs-button" onClick={() => setChosen(video.id)} aria-pressed={video.id === current}>
                  {video.name}
                </button>
                <small>
                  {video.startDate} ~ {video.endDate}
                </small>
              </li>
            ))}
          </ul>
        )}
      </OperationPanel>
      <OperationPanel
        operation="getDelayedVideo"
        body={{ id: current ?? 0 }}
        options={{ enabled: current !== undefined }}
        title={tr('延时摄影播放')}
        grow={1.4}
      >
        {(video) => {
          // A recording without its address cannot play: the panel names the call instead of showing a black tile.
          if (typeof video.url !== 'string') throw new Error(tr('缺少视频地址 url'));
          return <VideoTile source={video} recordedDuring={recording ? `${recording.startDate} ~ ${recording.endDate}` : ''} />;
        }}
      </OperationPanel>
    </>
  );
}
