// A panel's lists and tables scroll inside it when they are longer than the panel. A keyboard user can only
// scroll what can take focus, so every element under `root` that scrolls gets tabIndex 0 and the panel's
// name (a list keeps its role; anything else becomes a named group), and loses them when it no longer scrolls.
import { useEffect, type RefObject } from 'react';

const marker = 'data-keyboard-scroll';

function scrolls(element: HTMLElement): boolean {
  const { overflowY, overflowX } = getComputedStyle(element);
  const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (
    (scrollable(overflowY) && element.scrollHeight > element.clientHeight) ||
    (scrollable(overflowX) && element.scrollWidth > element.clientWidth)
  );
}

function update(root: HTMLElement, label: string): void {
  for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
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
    const refresh = () => update(element, label);
    refresh();
    // Content arrives and changes after the first render (data, rotation); sizes change with the window.
    const resize = new ResizeObserver(refresh);
    resize.observe(element);
    const mutation = new MutationObserver(refresh);
    mutation.observe(element, { childList: true, subtree: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [root, label]);
}
