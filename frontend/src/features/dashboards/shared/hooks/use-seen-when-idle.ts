// Whether a heavy part of a board (a chart, the 3D model) may load and draw yet: once its box has come near the
// screen and then the browser has had a moment with nothing to do. A phone's first screen paints its figures
// before ApexCharts or three.js start downloading (they no longer compete with them for a slow network), and
// a chart further down a phone's page loads when the visitor scrolls to it. Stays true once true. Without
// IntersectionObserver (tests, old browsers) everything counts as seen at once.
import { useEffect, useState, type RefObject } from 'react';

/** How far outside the screen an element counts as near: a short scroll away. */
const NEAR = '200px';
/** The longest wait for an idle moment on a page that stays busy. */
const IDLE_TIMEOUT_MS = 1500;

function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 100);
  return () => clearTimeout(handle);
}

export function useSeenWhenIdle(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setSeen(true));
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, seen]);
  return seen;
}
