// A camera tile: the poster (or a dark placeholder when the image is missing), name and status, and a clear
// notice that the mock has no stream, instead of a player that would only show an error. The picture has the
// tile's body to itself and the name its own bar below it: over a poster (which may carry its own centred
// caption) the notice sits in that bar; only a tile without a picture centres it in the body.
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { streamUnavailable } from '../config';

export interface VideoSource {
  name: string;
  poster?: string;
  status?: 'online' | 'offline';
  location?: string;
  /** The stream address the server gave (shown for reference; nothing is played). */
  url?: string;
}

export function VideoTile({ source, active = false, onSelect }: { source: VideoSource; active?: boolean; onSelect?: () => void }) {
  const [posterFailed, setPosterFailed] = useState(false);
  const offline = source.status === 'offline';
  const notice = offline ? '设备离线' : streamUnavailable;
  const streamUrl = source.url && !offline ? source.url : undefined;
  const picture = Boolean(source.poster) && !posterFailed;
  return (
    <figure
      className={`bs-video${active ? ' is-active' : ''}`}
      data-testid="video-tile"
      data-status={source.status}
      onClick={onSelect}
      role={onSelect ? 'button' : undefined}
      tabIndex={onSelect ? 0 : undefined}
    >
      <div className="bs-video-body">
        {picture ? (
          <img src={mediaUrl(source.poster)} alt="" onError={() => setPosterFailed(true)} />
        ) : (
          <div className="bs-video-notice">
            <span className="bs-video-icon" aria-hidden="true">
              ▶
            </span>
            <span>{notice}</span>
            {streamUrl ? <small title={streamUrl}>{streamUrl}</small> : null}
          </div>
        )}
      </div>
      <figcaption>
        <span className={`bs-dot ${offline ? 'is-off' : 'is-on'}`} role="img" aria-label={offline ? '离线' : '在线'} />
        <span className="bs-video-name">{source.name}</span>
        {source.location ? <small>{source.location}</small> : null}
        {picture ? (
          <span className="bs-video-state" title={streamUrl}>
            {notice}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
