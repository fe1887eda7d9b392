// A schematic plan of a tower-crane group: the readings carry no crane positions, so cranes stand in a row,
// spaced so neighbouring reaches overlap as they do on a site; each jib points along its reported angle.

export interface CraneReading {
  id: number;
  name: string;
  radiusM: number;
  angle: number;
}

export interface CranePlan<C extends CraneReading> {
  crane: C;
  x: number;
  y: number;
  /** End of the jib. */
  jibX: number;
  jibY: number;
}

export function planCranes<C extends CraneReading>(cranes: readonly C[]): { width: number; height: number; cranes: CranePlan<C>[] } {
  const largest = Math.max(1, ...cranes.map((crane) => crane.radiusM));
  const spacing = largest * 1.6;
  const planned = cranes.map((crane, index) => {
    const x = largest + index * spacing;
    const y = largest;
    const radians = (crane.angle * Math.PI) / 180;
    return { crane, x, y, jibX: x + crane.radiusM * Math.cos(radians), jibY: y - crane.radiusM * Math.sin(radians) };
  });
  return { width: largest * 2 + Math.max(0, cranes.length - 1) * spacing, height: largest * 2, cranes: planned };
}
