// docs/requirements/envelope.md#chunk-failures: chunk load failures are recognised, and a chunk that never arrives fails after 120 s.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '@/app/route-error';
import { chunkLoadError, lazyPage } from '@/lib/lazy-page';
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
    expect(isChunkLoadError(new Error('Unable to preload CSS for /static/shell-1.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  const chunkUrl = 'http://x/static/users-1.js';
  const answering = (status: number) => () => Promise.resolve(new Response(null, { status }));

  it('a chunk the server does not have reads Loading chunk … failed. (missing: url)', async () => {
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`);
    const error = await chunkLoadError('users', failure, answering(404));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`Loading chunk users failed. (missing: ${chunkUrl})`);
    expect((error as Error).cause).toBe(failure);
  });

  it('a chunk that failed otherwise reads (error: url), also in Firefox and Safari words', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    const chromium = await chunkLoadError('users', new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`), unreachable);
    expect((chromium as Error).message).toBe(`Loading chunk users failed. (error: ${chunkUrl})`);
    const present = await chunkLoadError('users', new TypeError(`error loading dynamically imported module: ${chunkUrl}`), answering(200));
    expect((present as Error).message).toBe(`Loading chunk users failed. (error: ${chunkUrl})`);
    const safari = await chunkLoadError('users', new TypeError('Importing a module script failed.'), answering(404));
    expect((safari as Error).message).toBe('Loading chunk users failed. (error)');
  });

  it('a style sheet that did not load reads Loading CSS chunk … failed', async () => {
    const error = await chunkLoadError('users', new Error('Unable to preload CSS for /static/users-1.css'), answering(404));
    expect((error as Error).message).toBe('Loading CSS chunk users failed. (/static/users-1.css)');
  });

  it('leaves errors that are not load failures as they are', async () => {
    const other = new Error('Cannot read properties of undefined');
    expect(await chunkLoadError('users', other, answering(404))).toBe(other);
  });

  it('a page whose chunk is missing shows the spec’s wording in the error view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(answering(404));
    const Missing = lazyPage<object>('users', () =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)),
    );
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Missing />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`Loading chunk users failed. (missing: ${chunkUrl})`);
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
