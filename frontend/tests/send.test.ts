// The one send path: the body built from input and scope and serialised once, the answer parsed once (exact
// integers kept), the policy from the operation's metadata, and useApi sending with the scope its key is made of.
import { renderHook, waitFor, act } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKey, createApiClient, send, useApi } from '@/lib/api';
import { parseAnswer } from '@/lib/api/answer';
import { bodyOf, policyOf } from '@/lib/api/send';
import { setContext } from '@/stores/context';
import { loadingOverlay } from '@/stores/loading';
import { stubApi } from './support/api-stub';

vi.mock('@/lib/notify', () => ({ toast: vi.fn(), alert: vi.fn(), confirm: vi.fn() }));

const ok = (data: unknown) => Response.json({ code: 200, msg: 'ok', success: true, data });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('send', () => {
  it('serialises the body once and parses the answer once', async () => {
    // The answer's text is made before the spies, so they count the client's work only.
    const answer = JSON.stringify({ code: 200, msg: 'ok', success: true, data: { id: 1 } });
    const client = createApiClient({ baseUrl: 'http://backend.test', fetch: async () => new Response(answer) });
    const stringify = vi.spyOn(JSON, 'stringify');
    const parse = vi.spyOn(JSON, 'parse');
    await client.send('saveProject', { name: '甲', orgId: 1, startDate: '2026-01-01', endDate: '2026-12-31' }, { tenantId: 7 });
    expect(stringify).toHaveBeenCalledOnce();
    expect(parse).toHaveBeenCalledOnce();
  });

  it('builds the body from the input and the scope it is given, not from the store', async () => {
    setContext({ tenantId: 1, projectId: 42 });
    const calls = stubApi({ getDashboardVersion: { dashboardVersion: 'v2', path: '/dashboard/v2/project' } });
    await send('getDashboardVersion', {}, { token: 't', tenantId: 7, projectId: 5 });
    expect(calls.sentTo('getDashboardVersion')).toEqual([{ tenantId: 7, projectId: 5 }]);
  });

  it('adds projectId only to scoped operations, and never over what the input names', () => {
    const scope = { tenantId: 7, projectId: 5 };
    expect(bodyOf('getDashboardVersion', {}, scope)).toEqual({ tenantId: 7, projectId: 5 });
    expect(bodyOf('getProjectInfo', { id: 3 }, scope)).toEqual({ id: 3, tenantId: 7 });
    expect(bodyOf('getDashboardVersion', { projectId: 3, tenantId: 9 }, scope)).toEqual({ tenantId: 9, projectId: 3 });
  });

  it('keeps the digits of an integer beyond 2^53-1 (a snowflake id), as text', () => {
    expect(parseAnswer('{"data":{"list":[{"id":6751064696144350703,"n":2}],"ratio":1e300}}')).toEqual({
      data: { list: [{ id: '6751064696144350703', n: 2 }], ratio: 1e300 },
    });
    expect(parseAnswer('6751064696144350703')).toBe('6751064696144350703');
    expect(parseAnswer('<html>Bad Gateway</html>')).toBeUndefined();
  });
});

describe('policy', () => {
  it('comes from the operation metadata: writes (x-writes) get the overlay, reads do not', () => {
    expect(policyOf('saveProject')).toEqual({ toast: true, quiet: false, overlay: true });
    // A write whose path has no "save" in it (the old debounce list missed it).
    expect(policyOf('updateProject').overlay).toBe(true);
    expect(policyOf('listAuthorisedProjects').overlay).toBe(false);
  });

  it('a per-call override wins over the metadata', async () => {
    let release: (response: Response) => void = () => undefined;
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      fetch: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const pending = client.send('switchSprayer', { id: 1, action: 'on' }, {}, { overlay: false });
    await Promise.resolve();
    expect(loadingOverlay.pending).toBe(0);
    release(ok({ id: 1, name: '喷淋1', status: 'on' }));
    await pending;
  });
});

describe('useApi', () => {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { provider: () => new Map(), dedupingInterval: 0 } }, children);

  it('sends with the scope its key is made of: a project switch asks again, for the new project', async () => {
    setContext({ token: 't', tenantId: 1, projectId: 1 });
    const calls = stubApi({ getDashboardVersion: (sent) => ({ dashboardVersion: 'v2', path: `/p/${String(sent.projectId)}` }) });
    const { result } = renderHook(() => useApi('getDashboardVersion'), { wrapper });
    await waitFor(() => expect(result.current.data?.path).toBe('/p/1'));
    act(() => setContext({ projectId: 2 }));
    await waitFor(() => expect(result.current.data?.path).toBe('/p/2'));
    expect(calls.sentTo('getDashboardVersion').map((sent) => sent.projectId)).toEqual([1, 2]);
    expect(apiKey('getDashboardVersion', undefined, { tenantId: 1, projectId: 2 })).toEqual(['getDashboardVersion', null, '2', '1']);
  });
});
