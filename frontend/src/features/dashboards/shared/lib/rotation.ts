// Which rows a scroll or ranking board shows: `count` rows starting at `offset`, wrapping around, so the
// board scrolls one row at a time through a longer list (DataV scroll board behaviour).

export function visibleWindow<T>(rows: readonly T[], offset: number, count: number): T[] {
  if (rows.length <= count) return [...rows];
  return Array.from({ length: count }, (_, index) => rows[(offset + index) % rows.length] as T);
}
