// Covers of media links (panoramas, renderings, BIM files): the cover image or a placeholder in the tile's body,
// the name in its own bar below it (never over the picture); a click opens the link in a new window.
import type { Schemas } from '@smartsite/api';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { useElementSize } from '@/hooks/use-element-size';
import './media-grid.css';
import { tr } from '@/lib/i18n/phrases';

export type MediaLink = Schemas['MediaLink'];

const typeLabels: Record<MediaLink['type'], string> = {
  panorama: tr('全景'),
  bim: 'BIM',
  photo: tr('照片'),
  render: tr('效果图'),
  video: tr('视频'),
};

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

/** Covers are landscape pictures (the mock's placeholders and site photos are 16:9). */
const COVER_RATIO = 16 / 9;

/**
 * The column count whose tiles come closest to a cover's shape in a box of that size, rows as many as needed: three
 * covers side by side in a wide panel, stacked in a tall narrow one (side by side there they were slivers that
 * cropped the pictures to a strip). Without a size yet (first render, tests), near-square: up to three side by
 * side, six as 3x2, four as 2x2.
 */
export function gridColumns(count: number, width = 0, height = 0): number {
  if (count <= 1) return 1;
  if (width <= 0 || height <= 0) return count <= 3 ? count : Math.ceil(Math.sqrt(count));
  let best = 1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const distance = Math.abs(Math.log(width / columns / (height / rows) / COVER_RATIO));
    if (distance < bestDistance) [best, bestDistance] = [columns, distance];
  }
  return best;
}

export function MediaGrid({ items }: { items: readonly MediaLink[] }) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="bs-media-grid"
      style={{ gridTemplateColumns: `repeat(${gridColumns(items.length, width, height)}, minmax(0, 1fr))` }}
    >
      {items.map((item) => (
        <MediaCover key={item.id} item={item} />
      ))}
    </div>
  );
}
