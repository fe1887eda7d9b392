import { describe, expect, it } from 'vitest';
import { gridColumns } from '@/features/dashboards/shared/components/media-grid';

describe('gridColumns', () => {
  it('stacks three covers in a tall narrow panel (智慧建造 side columns) instead of three slivers', () => {
    expect(gridColumns(3, 440, 860)).toBe(1);
    expect(gridColumns(3, 300, 620)).toBe(1);
  });

  it('puts three covers side by side in a wide, low panel', () => {
    expect(gridColumns(3, 1200, 240)).toBe(3);
  });

  it('lays six photos out as 3x2 in a landscape panel and as 2x3 in a squarer one', () => {
    expect(gridColumns(6, 820, 280)).toBe(3);
    expect(gridColumns(6, 420, 420)).toBe(2);
  });

  it('falls back to near-square before the panel has a size', () => {
    expect(gridColumns(1)).toBe(1);
    expect(gridColumns(3)).toBe(3);
    expect(gridColumns(4)).toBe(2);
    expect(gridColumns(6)).toBe(3);
  });
});
