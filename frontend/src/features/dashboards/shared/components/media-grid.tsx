// Covers of media links (panoramas, renderings, BIM files): the cover image or a placeholder in the tile's body,
// the name in its own bar below it (never over the picture); a click opens the link in a new window.
import type { Schemas } from '@smartsite/api';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';

export type MediaLink = Schemas['MediaLink'];

const typeLabels: Record<MediaLink['type'], string> = { panorama: '全景', bim: 'BIM', photo: '照片', render: '效果图', video: '视频' };

function MediaCover({ item }: { item: MediaLink }) {
  const [failed, setFailed] = useState(false);
  return (
    <a className="bs-media" href={mediaUrl(item.url)} target="_blank" rel="noreferrer" data-testid="media-item">
      <span className="bs-media-body">
        {!failed && item.cover ? (
          <img src={mediaUrl(item.cover)} alt="" onError={() => setFailed(true)} />
        ) : (
          <span className="bs-media-placeholder">{typeLabels[item.type]}</span>
        )}
      </span>
      <span className="bs-media-name">
        <em>{typeLabels[item.type]}</em>
        {item.name}
      </span>
    </a>
  );
}

/** Up to three covers side by side; more fill a near-square grid (six as 3x2, four as 2x2). */
export function gridColumns(count: number): number {
  return count <= 3 ? Math.max(1, count) : Math.ceil(Math.sqrt(count));
}

export function MediaGrid({ items }: { items: readonly MediaLink[] }) {
  return (
    <div className="bs-media-grid" style={{ gridTemplateColumns: `repeat(${gridColumns(items.length)}, minmax(0, 1fr))` }}>
      {items.map((item) => (
        <MediaCover key={item.id} item={item} />
      ))}
    </div>
  );
}
