// The BIM model of a project as a glTF binary: a site slab, one node per storey coloured by its state (glass
// when built, bare concrete while under construction, a pale ghost when not started), a tower crane while the
// frame rises, and for the MEP model coloured pipe runs in the finished storeys. Storey nodes carry
// `extras: { storey, state }` so a viewer can draw the legend from the model itself.
import { Document, NodeIO, type Material, type Mesh, type Node } from '@gltf-transform/core';
import type { BuildingShape, StoreyState } from './building';

export interface ModelFacts {
  name: string;
  shape: BuildingShape;
  states: StoreyState[];
  structurePercent: number;
  envelopePercent: number;
  kind: 'main' | 'mep';
}

/** sRGB hex to the linear factors glTF expects. */
function linear(hexColour: string, alpha = 1): [number, number, number, number] {
  const n = Number.parseInt(hexColour.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return Math.round((s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4) * 10_000) / 10_000;
  };
  return [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255), alpha];
}

/** A unit box from y=0 to y=1, centred on x and z, with flat normals. */
function unitBox(): { positions: Float32Array; normals: Float32Array; indices: Uint16Array } {
  const faces: [normal: number[], corners: number[][]][] = [
    [
      [1, 0, 0],
      [
        [0.5, 0, -0.5],
        [0.5, 1, -0.5],
        [0.5, 1, 0.5],
        [0.5, 0, 0.5],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [-0.5, 0, 0.5],
        [-0.5, 1, 0.5],
        [-0.5, 1, -0.5],
        [-0.5, 0, -0.5],
      ],
    ],
    [
      [0, 1, 0],
      [
        [-0.5, 1, -0.5],
        [-0.5, 1, 0.5],
        [0.5, 1, 0.5],
        [0.5, 1, -0.5],
      ],
    ],
    [
      [0, -1, 0],
      [
        [-0.5, 0, 0.5],
        [-0.5, 0, -0.5],
        [0.5, 0, -0.5],
        [0.5, 0, 0.5],
      ],
    ],
    [
      [0, 0, 1],
      [
        [0.5, 0, 0.5],
        [0.5, 1, 0.5],
        [-0.5, 1, 0.5],
        [-0.5, 0, 0.5],
      ],
    ],
    [
      [0, 0, -1],
      [
        [-0.5, 0, -0.5],
        [-0.5, 1, -0.5],
        [0.5, 1, -0.5],
        [0.5, 0, -0.5],
      ],
    ],
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  faces.forEach(([normal, corners], f) => {
    for (const corner of corners) {
      positions.push(...corner);
      normals.push(...normal);
    }
    indices.push(f * 4, f * 4 + 1, f * 4 + 2, f * 4, f * 4 + 2, f * 4 + 3);
  });
  return { positions: new Float32Array(positions), normals: new Float32Array(normals), indices: new Uint16Array(indices) };
}

const STATE_COLOURS: Record<StoreyState, string> = { built: '#5b9bd5', building: '#c8c2b4', planned: '#dfe8f2' };

export async function buildModel(facts: ModelFacts): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const box = unitBox();
  const position = doc.createAccessor('box-position').setType('VEC3').setArray(box.positions).setBuffer(buffer);
  const normal = doc.createAccessor('box-normal').setType('VEC3').setArray(box.normals).setBuffer(buffer);
  const indices = doc.createAccessor('box-indices').setType('SCALAR').setArray(box.indices).setBuffer(buffer);
  const meshes = new Map<string, Mesh>();
  const boxMesh = (name: string, colour: string, options: { alpha?: number; metallic?: number; roughness?: number } = {}) => {
    const existing = meshes.get(name);
    if (existing) return existing;
    const material: Material = doc
      .createMaterial(name)
      .setBaseColorFactor(linear(colour, options.alpha ?? 1))
      .setMetallicFactor(options.metallic ?? 0)
      .setRoughnessFactor(options.roughness ?? 0.8);
    if ((options.alpha ?? 1) < 1) material.setAlphaMode('BLEND').setDoubleSided(true);
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', position)
      .setAttribute('NORMAL', normal)
      .setIndices(indices)
      .setMaterial(material);
    const mesh = doc.createMesh(name).addPrimitive(primitive);
    meshes.set(name, mesh);
    return mesh;
  };
  const block = (name: string, mesh: Mesh, [x, y, z]: number[], [w, h, d]: number[]): Node =>
    doc.createNode(name).setMesh(mesh).setTranslation([x!, y!, z!]).setScale([w!, h!, d!]);

  const { shape, states } = facts;
  const scene = doc.createScene(facts.name);
  const margin = Math.max(shape.width, shape.depth) * 0.6;
  scene.addChild(block('site', boxMesh('site', '#8a9a7b'), [0, -0.4, 0], [shape.width + margin * 2, 0.4, shape.depth + margin * 2]));
  scene.addChild(block('foundation', boxMesh('concrete', STATE_COLOURS.building), [0, -0.05, 0], [shape.width + 2, 0.3, shape.depth + 2]));

  const building = doc.createNode('building').setExtras({
    storeys: shape.storeys,
    structurePercent: facts.structurePercent,
    envelopePercent: facts.envelopePercent,
  });
  scene.addChild(building);
  const storeyMesh: Record<StoreyState, Mesh> = {
    built: boxMesh('built', STATE_COLOURS.built, { metallic: 0.3, roughness: 0.25 }),
    building: boxMesh('building', STATE_COLOURS.building),
    planned: boxMesh('planned', STATE_COLOURS.planned, { alpha: 0.22 }),
  };
  const slab = boxMesh('slab', '#8f8a80');
  states.forEach((state, k) => {
    const y = k * shape.storeyHeight;
    const storey = doc
      .createNode(`F${k + 1}`)
      .setTranslation([0, y, 0])
      .setExtras({ storey: k + 1, state });
    storey.addChild(
      block(`F${k + 1}-body`, storeyMesh[state], [0, 0, 0], [shape.width - 0.6, shape.storeyHeight * 0.86, shape.depth - 0.6]),
    );
    if (state !== 'planned')
      storey.addChild(
        block(`F${k + 1}-slab`, slab, [0, shape.storeyHeight * 0.86, 0], [shape.width, shape.storeyHeight * 0.14, shape.depth]),
      );
    if (facts.kind === 'mep' && state === 'built') {
      const runs: [string, number][] = [
        ['#d32f2f', -0.3],
        ['#1976d2', 0],
        ['#fbc02d', 0.3],
      ];
      for (const [colour, offset] of runs)
        storey.addChild(
          block(
            `F${k + 1}-pipe-${colour.slice(1)}`,
            boxMesh(`pipe-${colour}`, colour),
            [0, shape.storeyHeight * 0.7, offset * shape.depth],
            [shape.width + 1, 0.35, 0.35],
          ),
        );
    }
    building.addChild(storey);
  });

  if (states.includes('building')) {
    // The tower crane stands beside the building and tops the frame by a few storeys.
    const height = (states.filter((s) => s !== 'planned').length + 5) * shape.storeyHeight;
    const yellow = boxMesh('crane', '#f2b61b', { roughness: 0.5 });
    const x = shape.width / 2 + 5;
    const crane = doc.createNode('crane');
    crane.addChild(block('crane-mast', yellow, [x, 0, 0], [1.8, height, 1.8]));
    crane.addChild(block('crane-jib', yellow, [x - shape.width * 0.35, height, 0], [shape.width * 1.1 + 12, 1.2, 1.2]));
    crane.addChild(block('crane-counterweight', boxMesh('ballast', '#6c6f73'), [x + 8, height - 1.5, 0], [5, 1.5, 2.2]));
    scene.addChild(crane);
  }
  doc.getRoot().setDefaultScene(scene);
  return new NodeIO().writeBinary(doc);
}
