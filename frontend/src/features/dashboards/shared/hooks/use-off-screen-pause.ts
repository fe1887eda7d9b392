// A panel out of view skips its refreshes and catches up when it comes back: a phone opened on a board's share link
// shows two or three panels at a time, and each call costs a phone about 15 ms of its main thread before anything
// is drawn (README, "Main thread on slow devices"). Out of view means outside the window (below a phone's first
// screen) or not displayed at all (a dashboard's hidden tab). A site TV shows every panel, so it refreshes them all.
// Without IntersectionObserver (tests, old browsers) a panel always counts as in view.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface OffScreenPause {
  /** For SWR's `isPaused`: true while the element is out of view (SWR asked, so a refresh is owed). */
  isPaused: () => boolean;
  /** Counts the element's returns into view with a refresh owed: a change asks the caller to catch up. */
  returns: number;
}

export function useOffScreenPause(element: RefObject<Element | null>): OffScreenPause {
  const inView = useRef(true);
  const owed = useRef(false);
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      inView.current = entry.isIntersecting;
      if (entry.isIntersecting && owed.current) {
        owed.current = false;
        setReturns((count) => count + 1);
      }
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      inView.current = true;
    };
  }, [element]);
  const isPaused = useCallback(() => {
    if (inView.current) return false;
    owed.current = true;
    return true;
  }, []);
  return { isPaused, returns };
}
