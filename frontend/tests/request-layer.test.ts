// docs/requirements/envelope.md#response-handling, docs/requirements/envelope.md#error-catalogue, docs/requirements/shell.md#constants request layer: headers and body scope from the session store, the envelope, the error catalogue (docs/requirements/envelope.md#error-catalogue)
// (body msg wins, 401 reset + /login, 403 /403, no response), timeout, debounce overlay, silent calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RESPONSE, errorCatalogue, swrDefaults } from '@/config/network';
import type { OperationId } from '@smartsite/api';
import { createApiClient, describeFailure, showUnshownFailure, type CallInput, type Policy, type Scope } from '@/lib/api';
import { registerNavigator } from '@/lib/navigation';
import { errorLog, clearErrorLog } from '@/stores/error-log';
import { loadingOverlay } from '@/stores/loading';
import { currentScope, setContext, context } from '@/stores/context';
import { routesState, setRoutes } from '@/stores/routes';
import { session, sessionEnd, setToken } from '@/stores/user';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ toast, alert: vi.fn(), confirm: vi.fn() }));

const envelope = (code: number | string, msg: string, data: unknown = null, success = code === 200 || code === 0) => ({
  code,
  msg,
  success,
  data,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client over a fake backend; `call` sends with the session store's scope and the given policy override. */
function clientAnswering(
  answer: (request: Request) => Response | Promise<Response>,
  options: { policy?: Partial<Policy>; timeoutMs?: number } = {},
) {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://backend.test',
    timeoutMs: options.timeoutMs,
    fetch: async (request) => {
      seen.push(request.clone());
      return answer(request);
    },
  });
  const call = <Op extends OperationId>(operation: Op, input?: CallInput<Op>, scope: Scope = currentScope()) =>
    client.send(operation, input, scope, options.policy);
  return { call, seen };
}

const navigate = vi.fn();
/** A body saveProject takes (a write). */
const projectToSave = { name: '新项目', orgId: 1, startDate: '2026-01-01', endDate: '2026-12-31' };
beforeEach(() => {
  toast.mockClear();
  navigate.mockClear();
  clearErrorLog();
  registerNavigator(navigate);
  window.location.hash = '#/system/user';
});
afterEach(() => registerNavigator(undefined));

describe('error catalogue', () => {
  it.each([
    [400, '发出信息有误'],
    [402, '令牌过期'],
    [404, '访问资源不存在'],
    [406, '请求格式不可得'],
    [410, '请求的资源被永久删除，且不会再得到'],
    [413, '请求体过大'],
    [500, '服务器发生错误'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [200, '服务器成功返回请求数据'],
    [201, '新建或修改数据成功'],
    [204, '删除数据成功'],
  ])('%i without a body message reads %s', (code, text) => {
    expect(describeFailure(code, '')).toEqual({ message: text, action: 'toast' });
  });

  it('covers every code of docs/requirements/envelope.md#error-catalogue, and 413', () => {
    expect(Object.keys(errorCatalogue).map(Number)).toEqual([
      200, 201, 202, 204, 400, 401, 402, 403, 404, 406, 410, 413, 500, 502, 503, 504,
    ]);
  });

  it('the body message wins over the default text', () => {
    expect(describeFailure(500, '数据库连接失败').message).toBe('数据库连接失败');
    expect(describeFailure(400, 'username: 必填').message).toBe('username: 必填');
    expect(describeFailure(400, '   ').message).toBe('发出信息有误');
  });

  it('401 logs out with 登录信息已过期，请重新登录 (a plain message on public calls such as login, or without login interception)', () => {
    expect(describeFailure(401, 'token expired')).toEqual({ message: '登录信息已过期，请重新登录', action: 'logout' });
    expect(describeFailure(401, '用户名或密码错误', { publicCall: true })).toEqual({ message: '用户名或密码错误', action: 'toast' });
    expect(describeFailure(401, '', { loginInterception: false })).toEqual({
      message: '用户没有权限(令牌失效、用户名、密码错误、登录过期)',
      action: 'toast',
    });
  });

  it('403 goes to /403 with its message; a module refusal is only a message (the page stays)', () => {
    expect(describeFailure(403, '')).toEqual({ message: '用户得到授权，但是访问是被禁止的', action: 'forbidden' });
    expect(describeFailure(403, '无权访问该项目')).toEqual({ message: '无权访问该项目', action: 'forbidden' });
    expect(describeFailure(403, '模块未授权，禁止操作任何数据')).toEqual({ message: '模块未授权，禁止操作任何数据', action: 'toast' });
    expect(describeFailure(403, '模块授权已过期，禁止操作任何数据')).toEqual({
      message: '模块授权已过期，禁止操作任何数据',
      action: 'toast',
    });
  });

  it('no response reads 响应超时，请检查自身网络或稍后重试; unknown codes name the code', () => {
    expect(describeFailure(NO_RESPONSE, 'ignored').message).toBe('响应超时，请检查自身网络或稍后重试');
    expect(describeFailure(418, '').message).toBe('后端接口418异常');
  });
});

describe('request scope from the session store', () => {
  beforeEach(() => {
    setToken('token-abc');
    setContext({ tenantId: 7, projectId: 42 });
  });

  it('sends the bearer token and adds tenantId to every POST body', async () => {
    const { call, seen } = clientAnswering(() => json(envelope(200, 'ok', [])));
    await call('listAuthorisedProjects', {});
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(await seen[0]!.json()).toEqual({ tenantId: 7 });
  });

  it('sends the token of the scope passed (a display-share link being opened), not the stored one', async () => {
    const { call, seen } = clientAnswering(() => json(envelope(200, 'ok', {})));
    await call('getShareSession', {}, { ...currentScope(), token: 'shr_link' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer shr_link');
  });

  it('adds projectId only where the operation needs it, and never overrides what the caller set', async () => {
    const { call, seen } = clientAnswering(() => json(envelope(200, 'ok', 'https://command.example.com')));
    await call('getDashboardVersion', {});
    await call('getDashboardVersion', { projectId: 3, tenantId: 9 });
    expect(await seen[0]!.json()).toEqual({ tenantId: 7, projectId: 42 });
    expect(await seen[1]!.json()).toEqual({ tenantId: 9, projectId: 3 });
  });

  it('GET calls carry the token and no body', async () => {
    const { call, seen } = clientAnswering(() => json(envelope(200, 'ok', { list: [], total: 0 })));
    expect(await call('listNotices', undefined)).toEqual({ list: [], total: 0 });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(seen[0]!.body).toBeNull();
  });
});

describe('envelope and failures', () => {
  beforeEach(() => setToken('token-abc'));

  it('resolves with data for success codes 200, 0, "200" and "0"', async () => {
    for (const code of [200, 0, '200', '0']) {
      const { call } = clientAnswering(() => json(envelope(code, 'ok', [{ id: 1, name: '甲' }], true)));
      expect(await call('listAuthorisedProjects', {})).toEqual([{ id: 1, name: '甲' }]);
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('code 200 with success false is an error showing msg', async () => {
    const { call } = clientAnswering(() => json(envelope(200, '业务校验未通过', null, false)));
    await expect(call('listAuthorisedProjects', {})).rejects.toMatchObject({
      code: 200,
      message: '业务校验未通过',
    });
    expect(toast).toHaveBeenCalledWith('error', '业务校验未通过');
  });

  it('an error envelope rejects with its code and msg, toasts it and logs it', async () => {
    const { call } = clientAnswering(() => json(envelope(500, '数据库连接失败'), 500));
    await expect(call('getIndexShow', {})).rejects.toMatchObject({
      name: 'ApiError',
      code: 500,
      message: '数据库连接失败',
    });
    expect(toast).toHaveBeenCalledWith('error', '数据库连接失败');
    expect(errorLog.entries).toHaveLength(1);
    expect(errorLog.entries[0]!.err.message).toContain('POST /api/index/show');
    expect(errorLog.entries[0]!.url).toContain('#/system/user');
  });

  it('a non-envelope error body falls back to the HTTP status text', async () => {
    const { call } = clientAnswering(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(call('getIndexShow', {})).rejects.toMatchObject({ code: 502, message: '网关错误' });
  });

  it('a 413 from a proxy (HTML body) reads 请求体过大, not the no-response text', async () => {
    const { call } = clientAnswering(() => new Response('<html>413 Request Entity Too Large</html>', { status: 413 }));
    await expect(call('getIndexShow', {})).rejects.toMatchObject({ code: 413, message: '请求体过大' });
  });

  it('401 resets the session and routes, goes to /login remembering the page, shows 登录信息已过期，请重新登录', async () => {
    setRoutes([{ path: '/index', meta: { title: 'x' } }]);
    const { call } = clientAnswering(() => json(envelope(401, 'jwt expired'), 401));
    await expect(call('getIndexShow', {})).rejects.toMatchObject({ code: 401 });
    expect(context.token).toBe('');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(session.username).toBe('游客');
    expect(routesState.loaded).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fsystem%2Fuser', { replace: true });
    expect(toast).toHaveBeenCalledWith('error', '登录信息已过期，请重新登录');
  });

  it('401 on the public login call is only a message (wrong credentials), the session is untouched', async () => {
    const { call } = clientAnswering(() => json(envelope(401, '用户名或密码错误'), 401));
    await expect(call('getAccessToken', { username: 'a', password: 'b' })).rejects.toMatchObject({
      code: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(context.token).toBe('token-abc');
    expect(toast).toHaveBeenCalledWith('error', '用户名或密码错误');
  });

  it('403 goes to /403 and shows the message', async () => {
    const { call } = clientAnswering(() => json(envelope(403, '缺少权限：dashboard'), 403));
    await expect(call('goDashboard', {})).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/403', { replace: true });
    expect(toast).toHaveBeenCalledWith('error', '缺少权限：dashboard');
  });

  it('a module refusal stays on the page, shows its message and marks the error', async () => {
    const { call } = clientAnswering(() => json(envelope(403, '模块授权已过期，禁止操作任何数据'), 403));
    await expect(call('goDashboard', {})).rejects.toMatchObject({ code: 403, moduleRefused: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('error', '模块授权已过期，禁止操作任何数据');
  });

  it('a 401 under a display board ends the session there: no jump to /login, the reason kept for the board', async () => {
    window.location.hash = '#/tv/labour?refresh=10';
    const { call } = clientAnswering(() => json(envelope(401, '分享链接已撤销'), 401), { policy: { toast: false } });
    await expect(call('getLabourIndex', {})).rejects.toMatchObject({ code: 401 });
    expect(context.token).toBe('');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionEnd.reason).toBe('分享链接已撤销');
    setToken('token-again');
    expect(sessionEnd.reason).toBe('');
  });

  it('a failure the request layer showed is not shown twice; a malformed answer the caller found is', async () => {
    const { call } = clientAnswering(() => json(envelope(500, '服务器发生错误'), 500));
    const failure = await call('goDashboard', {}).catch((error: unknown) => error);
    expect(toast).toHaveBeenCalledOnce();
    showUnshownFailure(failure);
    expect(toast).toHaveBeenCalledOnce();
    showUnshownFailure(new Error('getUserInfo核心接口异常，请检查返回JSON格式是否正确'));
    expect(toast).toHaveBeenLastCalledWith('error', 'getUserInfo核心接口异常，请检查返回JSON格式是否正确');
  });

  it('a network failure reads 响应超时，请检查自身网络或稍后重试, and is not retried', async () => {
    const answer = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { call } = clientAnswering(answer);
    await expect(call('saveProject', projectToSave)).rejects.toMatchObject({ code: NO_RESPONSE });
    expect(answer).toHaveBeenCalledOnce();
    expect(toast).toHaveBeenCalledWith('error', '响应超时，请检查自身网络或稍后重试');
    expect(swrDefaults.shouldRetryOnError).toBe(false);
  });

  it('gives up after the timeout as "no response"', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { call } = clientAnswering(hang, { timeoutMs: 20 });
    await expect(call('getIndexShow', {})).rejects.toMatchObject({
      code: NO_RESPONSE,
      message: '响应超时，请检查自身网络或稍后重试',
    });
  });

  it('silent calls neither toast nor log, but a 401 still resets the session', async () => {
    const failing = clientAnswering(() => json(envelope(500, '项目列表失败'), 500), { policy: { toast: false } });
    await expect(failing.call('listAuthorisedProjects', {})).rejects.toMatchObject({ code: 500 });
    expect(toast).not.toHaveBeenCalled();
    expect(errorLog.entries).toHaveLength(0);
    const expired = clientAnswering(() => json(envelope(401, ''), 401), { policy: { toast: false } });
    await expect(expired.call('listAuthorisedProjects', {})).rejects.toMatchObject({ code: 401 });
    expect(context.token).toBe('');
  });

  it('quiet calls (project trees, logo, widgets) still go to /403 on a 403, without a message', async () => {
    const forbidden = clientAnswering(() => json(envelope(403, '无权访问该项目'), 403), { policy: { toast: false } });
    await expect(forbidden.call('getAuthorisedProjectTreeV2', {})).rejects.toMatchObject({ code: 403 });
    expect(navigate).toHaveBeenCalledWith('/403', { replace: true });
    expect(toast).not.toHaveBeenCalled();
    expect(errorLog.entries).toHaveLength(0);
  });

  it('a quiet widget call refused for its module stays silent and on the page (the widget shows it)', async () => {
    const refused = clientAnswering(() => json(envelope(403, '模块未授权，禁止操作任何数据'), 403), { policy: { toast: false } });
    const failure = refused.call('getV2IotCount', {});
    await expect(failure).rejects.toMatchObject({ code: 403, moduleRefused: true, message: '模块未授权，禁止操作任何数据' });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('the project-list and tenant-info fetches ignore a 403 altogether (docs/requirements/envelope.md#silent-failures)', async () => {
    const forbidden = clientAnswering(() => json(envelope(403, ''), 403), { policy: { quiet: true } });
    await expect(forbidden.call('listAuthorisedProjects', {})).rejects.toMatchObject({ code: 403 });
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows the loading overlay while a write (x-writes) is pending, not for reads', async () => {
    let release: (response: Response) => void = () => undefined;
    const { call, seen } = clientAnswering(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = call('saveProject', projectToSave);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(loadingOverlay.pending).toBe(1);
    release(json(envelope(200, 'ok', { id: 1 })));
    await pending;
    expect(loadingOverlay.pending).toBe(0);
    const other = clientAnswering(() => new Promise<Response>((resolve) => (release = resolve)));
    const list = other.call('listAuthorisedProjects', {});
    await vi.waitFor(() => expect(other.seen).toHaveLength(1));
    expect(loadingOverlay.pending).toBe(0);
    release(json(envelope(200, 'ok', [])));
    await list;
  });
});
