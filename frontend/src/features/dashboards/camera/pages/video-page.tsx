// /dataV/camera/video, video preview: the current project's cameras in a 1, 4 or 9 split; clicking a tile shows
// it alone.
import { useState } from 'react';
import { OperationPanel } from '../../shared/components/operation-panel';
import { ScreenColumn, ScreenGrid } from '../../shared/components/screen-grid';
import { VideoTile } from '../../shared/components/video-tile';
import './video-page.css';
import { tr } from '@/lib/i18n/phrases';

const splits = [1, 4, 9] as const;

export default function VideoPage() {
  const [split, setSplit] = useState<(typeof splits)[number]>(4);
  const [focused, setFocused] = useState<number>();
  return (
    <ScreenGrid testId="screen-camera-video">
      <ScreenColumn>
        <OperationPanel
          operation="listDashboardVideos"
          title={tr('视频预览')}
          isEmpty={(cameras) => cameras.list.length === 0}
          extra={() => (
            <span className="bs-toolbar">
              {splits.map((count) => (
                <button
                  key={count}
                  type="button"
                  className={`bs-button${split === count ? ' is-on' : ''}`}
                  aria-pressed={split === count}
                  onClick={() => setSplit(count)}
                >
                  {count}
                  {tr('分屏')}
                </button>
              ))}
            </span>
          )}
        >
          {(cameras) => {
            const shown =
              split === 1 ? cameras.list.filter((camera) => camera.id === (focused ?? cameras.list[0]?.id)) : cameras.list.slice(0, split);
            return (
              <div className="bs-video-wall" style={{ gridTemplateColumns: `repeat(${Math.sqrt(split)}, 1fr)` }}>
                {shown.map((camera) => (
                  <VideoTile
                    key={camera.id}
                    source={{ ...camera, url: camera.streamUrl }}
                    active={camera.id === focused}
                    onSelect={() => {
                      setFocused(camera.id);
                      setSplit(1);
                    }}
                  />
                ))}
              </div>
            );
          }}
        </OperationPanel>
      </ScreenColumn>
    </ScreenGrid>
  );
}
