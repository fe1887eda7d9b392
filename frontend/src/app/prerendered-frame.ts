// index.html's prerendered frames (build-plugins/prerendered-frames.ts) lie over #root until the app has painted
// its own screen beneath: the sign-in frame until the first commit (the app's first screen is the same frame), the
// home page's frame on a phone until a page has painted in the shell, the shell's frame on a phone until the shell
// has, a board's until the board has, or any until the location has left the page it stands for. And the phone
// layout keeps the measure of its header that the phone frames are drawn with.
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { frameUntilShell, prerenderedFrameId } from '@/config/constants';
import { readJson, writeJson } from '@/lib/storage';

/**
 * What the home frame needs of the phone layout's header, at the window width it was measured at, for the user it
 * was measured for (the header's tools, hence its rows, depend on the account's rights).
 */
export interface FirstScreenMeasure {
  width: number;
  username: string;
  headerHeight: number;
  headerBackground: string;
}

/** Measures remembered: a phone upright and on its side, a tablet's split views, a second account. */
const REMEMBERED_MEASURES = 4;

/** The stored measures with this one first, the oldest beyond the limit dropped. */
export function rememberMeasure(stored: unknown, measure: FirstScreenMeasure): FirstScreenMeasure[] {
  const others = Array.isArray(stored)
    ? (stored as FirstScreenMeasure[]).filter((item) => item?.width !== measure.width || item.username !== measure.username)
    : [];
  return [measure, ...others].slice(0, REMEMBERED_MEASURES);
}

/** Removes the frame two frames later, when what was committed beneath it has been painted. */
function removeAfterPaint(frame: HTMLElement): void {
  requestAnimationFrame(() => requestAnimationFrame(() => frame.remove()));
}

/**
 * RootLayout: a frame goes after the first commit, unless it stands for the current location (its data-routes:
 * the home page's frame stands for /index and for the bare address, which goes on to it).
 */
export function useRemovePrerenderedFrame(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const frame = document.getElementById(prerenderedFrameId);
    if (frame && !frame.dataset.routes?.split(' ').includes(pathname)) removeAfterPaint(frame);
  }, [pathname]);
}

/** After the caller's first commit, the frame goes two frames later: any frame, or only one that waits for `part`. */
function useNoFrameAfterCommit(part?: string): void {
  useEffect(() => {
    const frame = document.getElementById(prerenderedFrameId);
    if (frame && (part === undefined || frame.dataset.until === part)) removeAfterPaint(frame);
  }, [part]);
}

/** A page, or the error shown instead of one, has been committed: no frame stands for anything any more. */
export function useNoPrerenderedFrame(): void {
  useNoFrameAfterCommit();
}

/** Committed with the page it stands beside (one Suspense boundary): the page is painted, index.html's frame goes. */
export function PagePainted(): null {
  useNoPrerenderedFrame();
  return null;
}

/**
 * The admin shell has been committed: the shell frame goes two frames later (the shell paints the same header and
 * footer in the same places, and its tools with them); the home page's frame waits for its page.
 */
export function useNoShellFrame(): void {
  useNoFrameAfterCommit(frameUntilShell);
}

/** Keeps the header's measure at each width, whenever its size changes, for the home frame of a next visit. */
export function useRememberFirstScreen(header: RefObject<HTMLElement | null>, username: string): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const remember = () => {
      const measure: FirstScreenMeasure = {
        width: window.innerWidth,
        username,
        headerHeight: element.offsetHeight,
        headerBackground: getComputedStyle(element).backgroundColor,
      };
      writeJson('firstScreen', rememberMeasure(readJson('firstScreen'), measure));
    };
    // The observer's first report, after the browser's own layout, is the first measure: read here, in the effect,
    // the sizes would force a layout of the whole page while it is still being built (80 ms on a phone).
    const observer = new ResizeObserver(remember);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, username]);
}
