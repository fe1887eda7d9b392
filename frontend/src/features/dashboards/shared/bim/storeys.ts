// The legend of a BIM model: how many storeys are built, under construction and not started, read from the
// model itself (nodes with `extras.state`, which three.js's GLTFLoader puts in userData), with the colour the
// model gives each state. A model without such nodes (a real backend's) has no legend.
import { tr } from '@/lib/i18n/phrases';

const STOREY_STATES = ['built', 'building', 'planned'] as const;
export type StoreyState = (typeof STOREY_STATES)[number];

export const stateLabels: Record<StoreyState, string> = { built: tr('已完成'), building: tr('施工中'), planned: tr('未开始') };

export interface LegendEntry {
  state: StoreyState;
  storeys: number;
  /** CSS colour of the state's material in the model, or '' when the model has no mesh of that state. */
  colour: string;
}

/** The parts of a three.js object this file reads, so it can be tested without a WebGL context. */
export interface ModelNode {
  userData: Record<string, unknown>;
  children: ModelNode[];
  material?: unknown;
}

const isState = (value: unknown): value is StoreyState => STOREY_STATES.includes(value as StoreyState);

function firstColour(node: ModelNode): string {
  const material = node.material as { color?: { getHexString(): string } } | undefined;
  if (material?.color) return `#${material.color.getHexString()}`;
  for (const child of node.children) {
    const colour = firstColour(child);
    if (colour) return colour;
  }
  return '';
}

export function storeyLegend(root: ModelNode): LegendEntry[] {
  const counts = new Map<StoreyState, { storeys: number; colour: string }>();
  const visit = (node: ModelNode) => {
    const state = node.userData.state;
    if (isState(state)) {
      const entry = counts.get(state) ?? { storeys: 0, colour: firstColour(node) };
      entry.storeys += 1;
      counts.set(state, entry);
      return;
    }
    node.children.forEach(visit);
  };
  visit(root);
  if (counts.size === 0) return [];
  return STOREY_STATES.map((state) => ({ state, storeys: counts.get(state)?.storeys ?? 0, colour: counts.get(state)?.colour ?? '' }));
}
