// What a project's BIM model shows: its building (storeys, storey height and footprint from the project's
// seeded type and floor area) and the state of each storey from the progress plan: the frame rises with the
// 主体结构 phase, the envelope closes with the 幕墙工程 phase.

export type StoreyState = 'built' | 'building' | 'planned';

export interface BuildingShape {
  storeys: number;
  storeyHeight: number;
  width: number;
  depth: number;
}

/** Typical buildings by the project's label; the footprint grows with the floor area. */
const TYPOLOGIES: Record<string, BuildingShape> = {
  住宅: { storeys: 18, storeyHeight: 3, width: 36, depth: 14 },
  市政: { storeys: 3, storeyHeight: 6, width: 120, depth: 24 },
  商业综合体: { storeys: 24, storeyHeight: 4, width: 44, depth: 30 },
  厂房: { storeys: 4, storeyHeight: 7, width: 90, depth: 40 },
  学校: { storeys: 6, storeyHeight: 3.8, width: 60, depth: 18 },
};
const FALLBACK: BuildingShape = { storeys: 8, storeyHeight: 3.6, width: 40, depth: 20 };

export function buildingShape(label: string, area: number): BuildingShape {
  const base = TYPOLOGIES[label] ?? FALLBACK;
  // Between 0.8x and 1.3x the typical footprint, by floor area around 100,000 m².
  const factor = Math.min(1.3, Math.max(0.8, Math.sqrt(Math.max(area, 1) / 100_000)));
  return { ...base, width: Math.round(base.width * factor), depth: Math.round(base.depth * factor) };
}

export const STRUCTURE_PHASE = '主体结构';
export const ENVELOPE_PHASE = '幕墙工程';

/**
 * The state of each storey, from the bottom: storeys whose envelope is closed are built, storeys whose frame
 * stands but is still open are under construction, and so is the storey being cast while the frame rises.
 */
export function storeyStates(storeys: number, structurePercent: number, envelopePercent: number): StoreyState[] {
  const framed = Math.floor((storeys * clampPercent(structurePercent)) / 100);
  const built = Math.min(framed, Math.floor((storeys * clampPercent(envelopePercent)) / 100));
  const casting = structurePercent > 0 && framed < storeys ? 1 : 0;
  return Array.from({ length: storeys }, (_, k) => (k < built ? 'built' : k < framed + casting ? 'building' : 'planned'));
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));
