// Places sites on a plain map stage (no map tiles offline). Sites of one county can sit close together while
// one lies far away, so true scale would pile them up: the stage keeps their west-east and south-north order
// and spaces them evenly (a schematic, like a metro map). Positions are percentages, north up.

export interface Placed<P> {
  site: P;
  x: number;
  y: number;
}

const margin = 12;

/** Position of each value by its rank among the distinct values, spread over margin..100-margin. */
function byRank(values: readonly number[]): number[] {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const span = 100 - 2 * margin;
  return values.map((value) => (distinct.length === 1 ? 50 : margin + (distinct.indexOf(value) / (distinct.length - 1)) * span));
}

export function placeSites<P extends { lng: number; lat: number }>(sites: readonly P[]): Placed<P>[] {
  const xs = byRank(sites.map((site) => site.lng));
  const ys = byRank(sites.map((site) => site.lat));
  return sites.map((site, index) => ({ site, x: xs[index] ?? 50, y: 100 - (ys[index] ?? 50) }));
}
