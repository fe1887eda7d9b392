// Sites on a map with real geography and no tile server: the outlines of China and its neighbours (Natural Earth,
// made at build time) drawn with d3-geo in Mercator, framed on the sites. Each site is a dot at its longitude
// and latitude; its label (any content: a button, a numbered badge) sits to the right, spread apart from its
// neighbours' with a leader line.
import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import type { MultiPoint } from 'geojson';
import { useMemo, type ReactNode } from 'react';
import outline from 'virtual:east-asia-outline';
import { useElementSize } from '@/hooks/use-element-size';
import { spreadLabels } from './label-layout';
import './geo-map.css';
import { tr } from '@/lib/i18n/phrases';

export interface MapPlace {
  lng: number;
  lat: number;
}

/** At least this many degrees around the sites, so that one site, or one city's sites, still show the coast. */
const MIN_SPAN = 7;
/** Pixels between two labels' centres. */
const LABEL_GAP = 30;
const HOME_COUNTRY = 'China';

/** The box the map frames: the sites' extent, widened to MIN_SPAN around its centre when smaller. */
function frameOf(places: readonly MapPlace[]): MultiPoint {
  const lngs = places.map((place) => place.lng);
  const lats = places.map((place) => place.lat);
  const widen = (min: number, max: number) => {
    const middle = (min + max) / 2;
    const half = Math.max((max - min) / 2 + 1.5, MIN_SPAN / 2);
    return [middle - half, middle + half] as const;
  };
  const [west, east] = widen(Math.min(...lngs), Math.max(...lngs));
  const [south, north] = widen(Math.min(...lats), Math.max(...lats));
  return {
    type: 'MultiPoint',
    coordinates: [
      [west, south],
      [east, north],
    ],
  };
}

export interface GeoMapProps<P extends MapPlace> {
  places: readonly P[];
  variant: 'dark' | 'light';
  label: (place: P, index: number) => ReactNode;
  className?: string;
  testId?: string;
}

export function GeoMap<P extends MapPlace>({ places, variant, label, className = '', testId }: GeoMapProps<P>) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const drawing = useMemo(() => {
    if (!width || !height || places.length === 0) return null;
    // Labels go to the right of their dots, so the sites are framed in the left part of the map.
    const projection = geoMercator().fitExtent(
      [
        [40, 40],
        [width * 0.62, height - 40],
      ],
      frameOf(places),
    );
    const path = geoPath(projection);
    const anchors = places.map((place) => {
      const [x, y] = projection([place.lng, place.lat]) ?? [0, 0];
      return { x, y };
    });
    const labelYs = spreadLabels(anchors, LABEL_GAP, height);
    return {
      graticule: path(geoGraticule10()) ?? '',
      countries: outline.features.map((country) => ({ name: country.properties.name, d: path(country) ?? '' })),
      anchors: anchors.map((anchor, index) => ({ ...anchor, labelX: anchor.x + 28, labelY: labelYs[index]! })),
    };
  }, [places, width, height]);

  return (
    <div ref={ref} className={`geo-map is-${variant} ${className}`} data-testid={testId}>
      {drawing ? (
        <>
          <svg width={width} height={height} role="img" aria-label={tr('项目分布地图')}>
            <path className="geo-map-graticule" d={drawing.graticule} />
            {drawing.countries.map((country) => (
              <path key={country.name} className={`geo-map-land${country.name === HOME_COUNTRY ? ' is-home' : ''}`} d={country.d} />
            ))}
            {drawing.anchors.map((anchor, index) => (
              <g key={index} className="geo-map-site">
                <polyline points={`${anchor.x},${anchor.y} ${anchor.x + 14},${anchor.labelY} ${anchor.labelX},${anchor.labelY}`} />
                <circle cx={anchor.x} cy={anchor.y} r={5} />
              </g>
            ))}
          </svg>
          {drawing.anchors.map((anchor, index) => (
            <div
              key={index}
              className="geo-map-label"
              style={{ left: anchor.labelX, top: anchor.labelY }}
              data-lng={places[index]!.lng}
              data-lat={places[index]!.lat}
            >
              {label(places[index]!, index)}
            </div>
          ))}
        </>
      ) : null}
    </div>
  );
}
