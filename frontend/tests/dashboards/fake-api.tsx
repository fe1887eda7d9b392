// Test helpers for the dashboards: the operationId-keyed fetch stand-in (tests/support/api-stub: the real
// client, middleware and SWR run), a signed-in project context, and a render with a fresh SWR cache and a router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { setContext } from '@/stores/context';
import { resetUser, setToken } from '@/stores/user';

export { refused, stubApi } from '../support/api-stub';

/** A signed-in user with a stored tenant and project. */
export function signIn(projectId = 1): void {
  setToken('test-token');
  setContext({ tenantId: 1, projectId });
}

export function renderAt(route: string, ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );
}

/** Charts need a size; jsdom lays nothing out. */
export function giveElementsASize(width = 400, height = 240): void {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
}

export const projects = [
  { id: 1, name: '滨江花园安置房项目' },
  { id: 2, name: '杭州地铁七号线工程第三标段' },
];

/**
 * Each test of a dashboard screen: signed in to project 1, elements with a size; afterwards real fetch and
 * timers, signed out. A screen test renders Semi and runs several calls: on a busy shared machine the first one
 * of a file can pass the 5 s default, so these get 20 s.
 */
export function withSignedInScreen(): void {
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    signIn(1);
    giveElementsASize();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    resetUser();
  });
}
