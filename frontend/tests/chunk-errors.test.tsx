// Spec 01 §8-§9: chunk load failures are recognised, and a chunk that never arrives fails after 120 s.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '@/app/route-error';
import { lazyPage } from '@/lib/lazy-page';
import { ErrorBoundary } from './error-boundary';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk load failures', () => {
  it('recognises the browsers’ and Vite’s wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/static/shell-1.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk shell failed. (timeout)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('a page whose chunk has not arrived after 120 s fails with Loading chunk … failed', async () => {
    vi.useFakeTimers();
    // React reports the error the boundary catches; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Never = lazyPage('never', () => new Promise<{ default: () => null }>(() => undefined));
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Never />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(119_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    // React re-renders the failed boundary on its own scheduler, which is not faked.
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk never failed. (timeout)');
  });
});
