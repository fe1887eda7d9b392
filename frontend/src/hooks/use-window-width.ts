import { useSyncExternalStore } from 'react';

// The width as of the last resize, read when the window reports one: React reads a store's snapshot again in its
// commit, after the DOM changed, and reading window.innerWidth there forced a layout of the whole new page
// (60-90 ms at 4x CPU on every signed-in page's first render).
let width = typeof window === 'undefined' ? 0 : window.innerWidth;
if (typeof window !== 'undefined') window.addEventListener('resize', () => (width = window.innerWidth));

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => width);
}
