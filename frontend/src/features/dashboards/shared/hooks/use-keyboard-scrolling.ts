// A panel's lists and tables scroll inside it when they are longer than the panel. A keyboard user can only
// scroll what can take focus, so every element under `root` that scrolls gets tabIndex 0 and the panel's
// name (a list keeps its role; anything else becomes a named group), and loses them when it no longer scrolls.
// Sizes are read once a frame at most, when the browser lays the page out anyway: read on every DOM change (a
// chart draws hundreds of nodes), they forced a layout of the whole board each time, a third of a second on a
// phone.
import { useEffect, type RefObject } from 'react';

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

function update(root: HTMLElement, label: string): void {
  for (const element of htmlElementsUnder(root)) {
    const marked = element.hasAttribute(marker);
    if (scrolls(element)) {
      if (marked) continue;
      element.setAttribute(marker, '');
      element.tabIndex = 0;
      if (!['UL', 'OL', 'DL', 'TABLE'].includes(element.tagName) && !element.getAttribute('role')) element.setAttribute('role', 'group');
      element.setAttribute('aria-label', label);
    } else if (marked) {
      element.removeAttribute(marker);
      element.removeAttribute('tabindex');
      element.removeAttribute('aria-label');
      if (element.getAttribute('role') === 'group') element.removeAttribute('role');
    }
  }
}

export function useKeyboardScrolling(root: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let frame = 0;
    const refresh = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        update(element, label);
      });
    };
    refresh();
    // Content arrives and changes after the first render (data, rotation); sizes change with the window.
    const resize = new ResizeObserver(refresh);
    resize.observe(element);
    const mutation = new MutationObserver(refresh);
    mutation.observe(element, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      mutation.disconnect();
    };
  }, [root, label]);
}
