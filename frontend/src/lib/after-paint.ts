// A task right after the next frame is painted: that frame's layout is done and nothing has changed it yet, so sizes
// read then cost nothing, and a part mounted then measures a page already laid out. Returns a cancel function.
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

// A task of its own, after the ones already queued: work that need not share the current task (a React effect's
// follow-up) then neither lengthens it nor delays what it started. Returns a cancel function.
export function inNextTask(callback: () => void): () => void {
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
