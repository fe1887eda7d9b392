// A panel's lists and tables scroll inside it when they are longer than the panel. A keyboard user can only
// scroll what can take focus, so every element under `root` that scrolls gets tabIndex 0 and the panel's
// name (a list keeps its role; anything else becomes a named group), and loses them when it no longer scrolls.
// Sizes are read right after a frame is painted, every panel waiting for a check at once, all reads before any
// write: the layout the browser just made is still valid then, so reading costs nothing. Checked in each panel's
// own animation frame (before the browser's layout), each panel's reads forced a layout of the whole board and its
// writes spoilt it for the next panel: 1.4 s of forced layouts on a phone (4x slowdown) while a v2 board loaded.
import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

const marker = 'data-keyboard-scroll';

function scrolls(element: HTMLElement): boolean {
  const overflowsY = element.scrollHeight > element.clientHeight;
  const overflowsX = element.scrollWidth > element.clientWidth;
  if (!overflowsY && !overflowsX) return false;
  const { overflowY, overflowX } = getComputedStyle(element);
  const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (scrollable(overflowY) && overflowsY) || (scrollable(overflowX) && overflowsX);
}

/** The root and the HTML elements under it; a drawing (a chart's SVG) never scrolls, so its nodes are skipped. */
function htmlElementsUnder(root: HTMLElement): HTMLElement[] {
  const elements = [root];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => (node instanceof HTMLElement ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  while (walker.nextNode()) elements.push(walker.currentNode as HTMLElement);
  return elements;
}

interface Change {
  element: HTMLElement;
  scrolls: boolean;
}

/** What changes under `root`: the elements that start or stop scrolling (reads only). */
function changesUnder(root: HTMLElement): Change[] {
  return htmlElementsUnder(root).flatMap((element) => {
    const marked = element.hasAttribute(marker);
    const now = scrolls(element);
    return now === marked ? [] : [{ element, scrolls: now }];
  });
}

function apply({ element, scrolls }: Change, label: string): void {
  if (scrolls) {
    element.setAttribute(marker, '');
    element.tabIndex = 0;
    if (!['UL', 'OL', 'DL', 'TABLE'].includes(element.tagName) && !element.getAttribute('role')) element.setAttribute('role', 'group');
    element.setAttribute('aria-label', label);
  } else {
    element.removeAttribute(marker);
    element.removeAttribute('tabindex');
    element.removeAttribute('aria-label');
    if (element.getAttribute('role') === 'group') element.removeAttribute('role');
  }
}

/** Panels waiting for a check, with their names. */
const pending = new Map<HTMLElement, string>();
let scheduled = false;

function checkPending(): void {
  scheduled = false;
  const roots = [...pending].filter(([root]) => root.isConnected);
  pending.clear();
  const changes = roots.map(([root, label]) => ({ label, changes: changesUnder(root) }));
  for (const { label, changes: list } of changes) for (const change of list) apply(change, label);
}

function schedule(root: HTMLElement, label: string): void {
  pending.set(root, label);
  if (scheduled) return;
  scheduled = true;
  afterNextPaint(checkPending);
}

export function useKeyboardScrolling(root: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const refresh = () => schedule(element, label);
    refresh();
    // Content arrives and changes after the first render (data, rotation); sizes change with the window.
    const resize = new ResizeObserver(refresh);
    resize.observe(element);
    const mutation = new MutationObserver(refresh);
    mutation.observe(element, { childList: true, subtree: true });
    return () => {
      pending.delete(element);
      resize.disconnect();
      mutation.disconnect();
    };
  }, [root, label]);
}
