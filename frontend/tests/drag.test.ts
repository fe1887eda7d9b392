// @vitest-environment node
// docs/requirements/shell.md#draggable-dialogs: dialogs are dragged by their header and stay inside the window.
import { describe, expect, it } from 'vitest';
import { clampOffset } from '@/lib/drag';

const viewport = { width: 1920, height: 1080 };
const dialog = { left: 700, top: 100, width: 520, height: 300 };

describe('clampOffset', () => {
  it('moves freely inside the window', () => {
    expect(clampOffset({ x: 100, y: 50 }, dialog, viewport)).toEqual({ x: 100, y: 50 });
  });

  it('stops at every edge', () => {
    expect(clampOffset({ x: -5000, y: -5000 }, dialog, viewport)).toEqual({ x: -700, y: -100 });
    expect(clampOffset({ x: 5000, y: 5000 }, dialog, viewport)).toEqual({ x: 1920 - 520 - 700, y: 1080 - 300 - 100 });
  });

  it('keeps the top-left corner visible when the dialog is larger than the window', () => {
    expect(clampOffset({ x: 300, y: 300 }, { left: 0, top: 0, width: 2500, height: 1500 }, viewport)).toEqual({ x: 0, y: 0 });
  });
});
