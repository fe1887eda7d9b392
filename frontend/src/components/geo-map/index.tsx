// The map loads with the pages that draw it (d3-geo and the outlines are ~40 kB gzip), not with the shell's routes.
import { lazy, Suspense } from 'react';
import type { GeoMapProps, MapPlace } from './geo-map';

const LoadedGeoMap = lazy(() => import('./geo-map').then((module) => ({ default: module.GeoMap })));

export type { MapPlace };

export function GeoMap<P extends MapPlace>(props: GeoMapProps<P>) {
  return (
    // Marked busy like a loading panel: the frame is empty until the map's code arrives.
    <Suspense fallback={<div className={`geo-map is-${props.variant} ${props.className ?? ''}`} aria-busy="true" />}>
      {/* lazy() drops the type parameter; the props are the same object. */}
      <LoadedGeoMap {...(props as unknown as GeoMapProps<MapPlace>)} />
    </Suspense>
  );
}
