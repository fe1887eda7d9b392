// An IntersectionObserver the test moves by hand (jsdom has none): `move` reports elements entering or leaving
// the screen to the observers still connected, as the browser does after a scroll.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Observed {
  target: Element;
  callback: IntersectionObserverCallback;
  connected: boolean;
}

/** Stubs the global; `move(isIntersecting, target?)` moves one observed element, or every one. */
export function fakeIntersectionObserver() {
  const observed: Observed[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly mine: Observed[] = [];
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        const entry = { target, callback: this.callback, connected: true };
        this.mine.push(entry);
        observed.push(entry);
      }
      disconnect() {
        for (const entry of this.mine) entry.connected = false;
      }
    },
  );
  return (isIntersecting: boolean, target?: Element) => {
    for (const entry of observed.filter((item) => item.connected && (!target || item.target === target)))
      act(() => entry.callback([{ target: entry.target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  };
}
