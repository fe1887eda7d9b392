// A camera tile drawn as a CCTV feed: the camera's picture with the camera's name and a running timestamp (the
// business clock) burnt in, a pulsing LIVE mark while online; a recording (time-lapse, playback) burns in when it
// was recorded and a 回放 mark instead, never the live clock; an offline camera shows no picture, only a
// no-signal screen saying so. The name and place have their own bar below the picture, with a note that the
// picture is a still (the mock, and a backend without streams, give a poster, not video).
import { useLayoutEffect, useRef, useState } from 'react';
import { useNow } from '@/hooks/use-now';
import { businessNow, businessZone } from '@/lib/business-clock';
import { mediaUrl } from '@/lib/media';
import { streamUnavailable } from '../config';
import { formatClock } from '../lib/clock';
import { tr } from '@/lib/i18n/phrases';

interface VideoSource {
  name: string;
  poster?: string;
  status?: 'online' | 'offline';
  location?: string;
  /** The stream address the server gave: kept on the tile as data-stream for whoever wires a player; never shown. */
  url?: string;
}

/** The timestamp a camera burns into its picture, ticking every second. */
function CameraClock() {
  const text = formatClock(businessNow(useNow().getTime()), businessZone());
  return (
    <time className="bs-cctv-time" data-testid="cctv-time">
      {text.date} {text.weekday} {text.time}
    </time>
  );
}

interface VideoTileProps {
  source: VideoSource;
  active?: boolean;
  onSelect?: () => void;
  /** A recording: when it was recorded (e.g. 2026-09-01 ~ 2026-11-20), shown in place of the live clock. */
  recordedDuring?: string;
  /**
   * A single-camera view: the picture is asked for at the width it is shown (?w=, device pixels), so a server with
   * several sizes sends one that stays sharp (a static file server ignores the query).
   */
  sized?: boolean;
}

const atWidth = (url: string, width: number) => (width > 0 ? `${url}${url.includes('?') ? '&' : '?'}w=${width}` : url);

export function VideoTile({ source, active = false, onSelect, recordedDuring, sized = false }: VideoTileProps) {
  const [posterFailed, setPosterFailed] = useState(false);
  // The width the picture is shown at, in device pixels, once laid out (0: not sized, or unknown).
  const body = useRef<HTMLDivElement>(null);
  const [shownWidth, setShownWidth] = useState<number | undefined>(sized ? undefined : 0);
  useLayoutEffect(() => {
    if (sized) setShownWidth(Math.round((body.current?.clientWidth ?? 0) * (window.devicePixelRatio || 1)));
  }, [sized]);
  const offline = source.status === 'offline';
  const streamUrl = source.url && !offline ? source.url : undefined;
  const picture = Boolean(source.poster) && !posterFailed && !offline;
  return (
    <figure
      className={`bs-video${active ? ' is-active' : ''}${offline ? ' is-offline' : ''}`}
      data-testid="video-tile"
      data-status={source.status}
      data-stream={streamUrl}
      onClick={onSelect}
      role={onSelect ? 'button' : undefined}
      tabIndex={onSelect ? 0 : undefined}
    >
      <div className="bs-video-body" ref={body}>
        {picture ? (
          <>
            {/* A sized tile asks for its picture once it knows its width: one download, not two. */}
            {shownWidth === undefined ? null : (
              <img src={atWidth(mediaUrl(source.poster), shownWidth)} alt="" onError={() => setPosterFailed(true)} />
            )}
            <div className="bs-cctv-osd" aria-hidden="true">
              <span className="bs-cctv-name">{source.name}</span>
              {recordedDuring === undefined ? (
                <>
                  <CameraClock />
                  <span className="bs-cctv-live">LIVE</span>
                </>
              ) : (
                <>
                  <span className="bs-cctv-time" data-testid="cctv-recorded">
                    {recordedDuring}
                  </span>
                  <span className="bs-cctv-live is-recorded">{tr('回放')}</span>
                </>
              )}
            </div>
          </>
        ) : (
          <div className="bs-video-notice">
            <span className="bs-video-icon" aria-hidden="true">
              {offline ? '⊘' : '▶'}
            </span>
            <span>{offline ? tr('设备离线 · 无信号') : streamUnavailable}</span>
          </div>
        )}
      </div>
      <figcaption>
        <span className={`bs-dot ${offline ? 'is-off' : 'is-on'}`} role="img" aria-label={offline ? tr('离线') : tr('在线')} />
        <span className="bs-video-name">{source.name}</span>
        {source.location ? <small>{source.location}</small> : null}
        {picture ? <span className="bs-video-state">{streamUnavailable}</span> : null}
      </figcaption>
    </figure>
  );
}
