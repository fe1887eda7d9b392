// Production photos (listProductionPhotos) as a cover grid: each tile shows the photo's thumbnail (a full photo
// is about three times its bytes, for a tile a sixth of its width), a click opens the full photo.
import { MediaGrid } from '../components/media-grid';
import { OperationPanel } from '../components/operation-panel';
import { tr } from '@/lib/i18n/phrases';

export function PhotoPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="listProductionPhotos" title={tr('生产影像')} grow={grow} isEmpty={(photos) => photos.list.length === 0}>
      {(photos) => (
        <MediaGrid
          items={photos.list
            .slice(0, 6)
            .map((photo) => ({ id: photo.id, name: photo.title, type: 'photo', url: photo.url, cover: photo.thumbnail ?? photo.url }))}
        />
      )}
    </OperationPanel>
  );
}
