// Whether a heavy part of a board (the 3D model) may load and draw yet: once its box has come near the screen, the
// board's panels have their data, and the browser has had a moment with nothing to do. A phone's first screen paints
// its figures before three.js starts downloading (they no longer compete with them for a slow network), and a model
// further down a phone's page loads when the visitor scrolls to it. Stays true once true. Without
// IntersectionObserver (tests, old browsers) everything counts as seen at once.
import { useEffect, useState, type RefObject } from 'react';

/** How far outside the screen an element counts as near: a short scroll away. */
const NEAR = '200px';
/** The longest wait for an idle moment on a page that stays busy. */
const IDLE_TIMEOUT_MS = 1500;
/** The longest a heavy part waits for the panels still loading their data. */
const PANELS_TIMEOUT_MS = 4000;

interface Waiting {
  /** Fetches the part's code, so that it draws in the task that shows it. */
  prepare?: () => Promise<unknown>;
  show: () => void;
  cancelled: boolean;
}

/** Parts seen and waiting for their idle moment, first seen first. */
const waiting: Waiting[] = [];
let turnTaken = false;

const requestIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(callback, 100);

/**
 * One part an idle moment, its code loaded first: charts and the 3D model that all arrived with their chunks
 * drew in one React commit, one task of most of a second on a phone; now each draws in a task of its own.
 */
/**
 * Whether a panel is still loading its data (panels say so with aria-busy). Panels only: the map's frame is busy
 * too while its code arrives, which is no figure of the board, and waiting for it held every chart back.
 */
const panelsLoading = () => document.querySelector('.bs-panel[aria-busy="true"]') !== null;

function showNextWhenIdle(since = Date.now()) {
  if (turnTaken || waiting.length === 0) return;
  turnTaken = true;
  requestIdle(() => {
    // The board's figures come first: they paint before a chart library starts to download beside them.
    if (panelsLoading() && Date.now() - since < PANELS_TIMEOUT_MS) {
      turnTaken = false;
      showNextWhenIdle(since);
      return;
    }
    const next = waiting.shift();
    if (!next) {
      // Every waiting part left the page (a navigation) before its moment came.
      turnTaken = false;
      return;
    }
    // A chunk that fails to load fails again when the part renders, where its error boundary says so.
    void (next.prepare?.() ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        if (!next.cancelled) next.show();
        turnTaken = false;
        showNextWhenIdle();
      });
  });
}

function whenIdle(show: () => void, prepare?: () => Promise<unknown>): () => void {
  const entry: Waiting = { show, prepare, cancelled: false };
  waiting.push(entry);
  showNextWhenIdle();
  return () => {
    entry.cancelled = true;
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** `prepare` loads the part's code (its lazy chunk) before it shows. */
export function useSeenWhenIdle(ref: RefObject<Element | null>, prepare?: () => Promise<unknown>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setSeen(true), prepare);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, seen, prepare]);
  return seen;
}
