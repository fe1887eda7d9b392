// Production photos (listProductionPhotos) as a cover grid.
import { MediaGrid } from '../components/media-grid';
import { OperationPanel } from '../components/operation-panel';

export function PhotoPanel({ grow }: { grow?: number }) {
  return (
    <OperationPanel operation="listProductionPhotos" title="生产影像" grow={grow} isEmpty={(photos) => photos.list.length === 0}>
      {(photos) => (
        <MediaGrid
          items={photos.list
            .slice(0, 6)
            .map((photo) => ({ id: photo.id, name: photo.title, type: 'photo', url: photo.url, cover: photo.url }))}
        />
      )}
    </OperationPanel>
  );
}
