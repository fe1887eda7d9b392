// jsdom lacks what Semi touches on import or render: canvas (lottie-web), matchMedia, ResizeObserver.
import '@testing-library/jest-dom/vitest';
// The app's i18n instance (zh) for components rendered without the app providers.
import '@/lib/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearContext, context } from '@/stores/context';

// A find waits for what the page shows, not for how fast this host renders: Testing Library's one second made each
// find a timing test, failed on a slow or loaded host (a first render of Semi's Form or a lazy chunk took longer).
// Speed is measured by the bench (scripts/bench), as ratios in one run.
configure({ asyncUtilTimeout: 10_000 });

// Pure-logic test files run in the node environment (faster); the DOM stubs apply to jsdom ones.
if (typeof window !== 'undefined') {
  // A context that accepts any property write and any method call (lottie-web draws a sample on import).
  const canvasContext = new Proxy({} as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : () => undefined),
    set: (target, key, value) => ((target[key as string] = value), true),
  });
  HTMLCanvasElement.prototype.getContext = vi.fn(() => canvasContext) as unknown as typeof HTMLCanvasElement.prototype.getContext;

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  // As in a browser, an observed element's first size is reported once it is laid out (here: right after the commit
  // that observed it); jsdom lays nothing out, so its size is whatever the test gave elements.
  class ResizeObserverStub {
    private readonly observed = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.observed.add(target);
      queueMicrotask(() => {
        if (!this.observed.has(target)) return;
        const contentRect = target.getBoundingClientRect();
        this.callback([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
      });
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  // The session store is the truth (storage only persists it): each test starts signed out, without a scope.
  context.token = '';
  clearContext('tenantId', 'projectId', 'projectName', 'menuType');
  window.localStorage.clear();
});
