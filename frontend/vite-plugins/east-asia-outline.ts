// `import outline from 'virtual:east-asia-outline'`: the outlines of China and its eastern neighbours from
// Natural Earth (world-atlas, 1:50m), made at build time as GeoJSON rounded to 0.01° (about 1 km), so the
// project maps need no tile server and no network, and the browser gets these countries only, not the world.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

const ID = 'virtual:east-asia-outline';
const RESOLVED = `\0${ID}`;
/** Natural Earth names of the countries drawn: those within reach of a frame around sites in China. */
const COUNTRIES = ['China', 'Taiwan', 'Vietnam', 'Laos', 'Philippines', 'South Korea', 'North Korea', 'Japan'];

type Coordinates = Position | Coordinates[];
const round = (coordinates: Coordinates): Coordinates =>
  typeof coordinates[0] === 'number'
    ? (coordinates as Position).map((value) => Math.round(value * 100) / 100)
    : (coordinates as Coordinates[]).map(round);

export function eastAsiaOutline(): Plugin {
  return {
    name: 'east-asia-outline',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
      const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
      const world = feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
      const features = world.features
        .filter((country) => COUNTRIES.includes(country.properties.name))
        .map((country): Feature<Polygon | MultiPolygon, { name: string }> => ({
          type: 'Feature',
          properties: { name: country.properties.name },
          geometry: { ...country.geometry, coordinates: round(country.geometry.coordinates) } as Polygon | MultiPolygon,
        }));
      return `export default ${JSON.stringify({ type: 'FeatureCollection', features })};`;
    },
  };
}
