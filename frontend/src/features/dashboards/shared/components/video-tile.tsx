// A camera tile: the poster (or a dark placeholder when the image is missing), name and status, and a clear
// notice that the mock has no stream, instead of a player that would only show an error.
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
  return (
    <figure
      className={`bs-video${active ? ' is-active' : ''}`}
      data-testid="video-tile"
      data-status={source.status}
      onClick={onSelect}
      role={onSelect ? 'button' : undefined}
      tabIndex={onSelect ? 0 : undefined}
    >
      {source.poster && !posterFailed ? <img src={mediaUrl(source.poster)} alt="" onError={() => setPosterFailed(true)} /> : null}
      <div className="bs-video-notice">
        <span className="bs-video-icon" aria-hidden="true">
          ▶
        </span>
        <span>{offline ? '设备离线' : streamUnavailable}</span>
        {source.url && !offline ? <small title={source.url}>{source.url}</small> : null}
      </div>
      <figcaption>
        <span className={`bs-dot ${offline ? 'is-off' : 'is-on'}`} aria-label={offline ? '离线' : '在线'} />
        {source.name}
        {source.location ? <small>{source.location}</small> : null}
      </figcaption>
    </figure>
  );
}
