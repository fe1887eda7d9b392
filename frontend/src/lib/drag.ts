// Dragging dialogs inside the window (docs/requirements/shell.md#draggable-dialogs).

export interface Offset {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The offset to apply to a dialog whose undragged box is `base`, so that it stays inside the viewport. A dialog
 * larger than the viewport keeps its top-left corner visible.
 */
export function clampOffset(desired: Offset, base: Box, viewport: { width: number; height: number }): Offset {
  return {
    x: clamp(desired.x, 0 - base.left, viewport.width - base.width - base.left),
    y: clamp(desired.y, 0 - base.top, viewport.height - base.height - base.top),
  };
}
