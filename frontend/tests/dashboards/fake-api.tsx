// Test helpers for the dashboards: a fetch stand-in answering API paths with envelopes (so the real client,
// middleware and SWR run), a signed-in project context, and a render with a fresh SWR cache and a router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { syncContext } from '@/stores/context';
import { resetUser, setToken } from '@/stores/user';

interface Refusal {
  refused: true;
  status: number;
  msg: string;
}

/** A refusal: the error envelope with this status and message. */
export const refused = (status: number, msg: string): Refusal => ({ refused: true, status, msg });

const isRefusal = (answer: unknown): answer is Refusal => typeof answer === 'object' && answer !== null && 'refused' in answer;

/**
 * Replaces fetch: a call to a path in `answers` gets the envelope of its data (a function of the request body,
 * a refusal, or the data itself; a promise that never settles keeps the call pending); other paths get 404.
 */
export function stubApi(answers: Record<string, unknown>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchStub = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    calls.push({ path, body });
    const answer = answers[path];
    if (answer === undefined)
      return Response.json({ code: 404, msg: `no answer for ${path}`, success: false, data: null }, { status: 404 });
    if (isRefusal(answer))
      return Response.json({ code: answer.status, msg: answer.msg, success: false, data: null }, { status: answer.status });
    const data: unknown = await (typeof answer === 'function' ? (answer as (body: Record<string, unknown>) => unknown)(body) : answer);
    return Response.json({ code: 200, msg: '服务器成功返回请求数据', success: true, data });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** A signed-in user with a stored tenant and project. */
export function signIn(projectId = 1): void {
  setToken('test-token');
  window.localStorage.setItem('tenantId', '1');
  window.localStorage.setItem('projectId', String(projectId));
  syncContext();
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
