// Made at build time by vite-plugins/east-asia-outline.ts.
declare module 'virtual:east-asia-outline' {
  import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

  const outline: FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  export default outline;
}
