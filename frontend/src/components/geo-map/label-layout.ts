// Sites of one city lie a few pixels apart on a map of the country. Each keeps its dot at its true place; its
// label moves down just enough not to cover the label above it, and a leader line joins them.

export interface Anchor {
  x: number;
  y: number;
}

/** Label centres (same x, y pushed down by at least `gap` from the previous label), kept within 0..height. */
export function spreadLabels(anchors: readonly Anchor[], gap: number, height: number): number[] {
  const order = anchors.map((anchor, index) => ({ index, y: anchor.y })).sort((a, b) => a.y - b.y || a.index - b.index);
  const placed = new Array<number>(anchors.length);
  let previous = Number.NEGATIVE_INFINITY;
  for (const { index, y } of order) {
    previous = Math.max(y, previous + gap);
    placed[index] = previous;
  }
  // Labels pushed past the bottom move the whole column up.
  const overflow = Math.max(0, previous - (height - gap / 2));
  return placed.map((y) => y - overflow);
}
