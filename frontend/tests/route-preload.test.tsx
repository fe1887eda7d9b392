// A signed-in visitor's page starts loading its chunks while the session loads: the guard hands the path to the
// router's preload when it has to load the session, and the shell's preload starts the view its path names.
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/app/route-guard';
import { preloadView } from '@/app/view-registry';
import { context } from '@/stores/context';
import { routesState } from '@/stores/routes';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('@/features/back-office/pages/users-page', () => {
  loaded('users-page');
  return { default: () => null };
});

afterEach(() => {
  context.token = '';
  vi.unstubAllGlobals();
});

function guardAt(path: string, preloadRoute: (pathname: string) => void) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteGuard preloadRoute={preloadRoute}>
        <main>page</main>
      </RouteGuard>
    </MemoryRouter>,
  );
}

describe('route preload', () => {
  it('the guard starts the page while it loads the session, in a task after the session call', async () => {
    const started: string[] = [];
    // The session calls never answer: the page must not wait for them to start.
    vi.stubGlobal('fetch', (request: Request) => {
      started.push(new URL(request.url).pathname);
      return new Promise(() => undefined);
    });
    context.token = 'a-token';
    routesState.loaded = false;
    const preloadRoute = vi.fn((pathname: string) => started.push(`preload ${pathname}`));
    guardAt('/system/user', preloadRoute);
    expect(preloadRoute).not.toHaveBeenCalled();
    await waitFor(() => expect(preloadRoute).toHaveBeenCalledWith('/system/user'));
    expect(started.at(-1)).toBe('preload /system/user');
    expect(started.slice(0, -1)).not.toEqual([]);
  });

  it('a page without a session to load preloads nothing', () => {
    const preloadRoute = vi.fn();
    guardAt('/login', preloadRoute);
    expect(preloadRoute).not.toHaveBeenCalled();
  });

  it("the shell's preload starts the view its path names, and ignores a path it does not know", async () => {
    preloadView('/no/such/view');
    expect(loaded).not.toHaveBeenCalled();
    preloadView('/system/user');
    await waitFor(() => expect(loaded).toHaveBeenCalledWith('users-page'));
  });
});
