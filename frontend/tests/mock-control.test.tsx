// The mock's control page: what it shows from /__mock/state and what each control sends.
import { Toast } from '@douyinfe/semi-ui-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlPage } from '@/mock-control/control-page';

const state = {
  accounts: [
    { username: 'admin', password: 'admin123', role: '系统用户' },
    { username: 'user', password: 'user123', role: '普通用户：租户 1 的两个项目' },
  ],
  scenario: null,
  scenarios: [
    { name: 'server-error', meaning: '每个接口回答 500' },
    { name: 'slow:<ms>', meaning: '正常回答，但延迟 <ms> 毫秒' },
  ],
  latencyMs: 0,
  clock: { value: 'real', mode: 'real', timeZone: 'Asia/Shanghai', now: '2026-11-25T03:10:00+08:00', today: '2026-11-25' },
  requests: [{ at: '2026-11-24T19:10:00.000Z', operation: 'getUserInfo', method: 'GET', status: 500, ms: 3, scenario: 'server-error' }],
};

const workspaces = [
  { name: 'default', createdAt: null, lastUsedAt: null, sizeBytes: 2_400_000, source: 'default' },
  {
    name: 'demo-acme',
    createdAt: '2026-11-24T19:05:00.000Z',
    lastUsedAt: '2026-11-24T19:06:00.000Z',
    sizeBytes: 2_300_000,
    source: 'seed',
  },
];

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', success: true, data }), { status: 200 });
let sent: { method: string; path: string; body: unknown }[] = [];
/** The x-mock-workspace header of every request, by "METHOD path". */
let workspaceOf: Map<string, string | undefined>;
const open = vi.fn();

beforeEach(() => {
  sent = [];
  workspaceOf = new Map();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('projectId', '3');
  vi.stubGlobal('open', open);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      workspaceOf.set(`${method} ${path}`, (init?.headers as Record<string, string> | undefined)?.['x-mock-workspace']);
      if (method !== 'GET') sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/getAccessToken') return ok({ token: 'token-of-user' });
      if (path === '/__mock/workspaces') return ok(method === 'GET' ? workspaces : workspaces[1]);
      if (path.endsWith('/snapshots') && method === 'GET') return ok([{ name: 'before-demo', createdAt: '2026-11-24T19:07:00.000Z' }]);
      return ok(path === '/__mock/state' ? state : {});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  open.mockReset();
  // A toast's closing timer outlived the file on a slow host and set state after jsdom was gone.
  Toast.destroyAll();
});

async function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ControlPage />
    </SWRConfig>,
  );
  await screen.findByText('演示账号 Accounts');
}

const cardOf = (title: string) => screen.getByText(title).closest('.semi-card') as HTMLElement;

describe('control page', () => {
  it('shows the accounts, the scenario in force, the business time and the recent requests', async () => {
    await renderPage();
    expect(screen.getByText('user123')).toBeInTheDocument();
    expect(screen.getByTestId('scenario-in-force')).toHaveTextContent('无（正常回答）');
    expect(screen.getByTestId('business-time')).toHaveTextContent('2026-11-25 03:10:00');
    expect(within(cardOf('最近请求 Recent requests')).getByText('getUserInfo')).toBeInTheDocument();
  });

  it('logs in as an account: a fresh session in storage, the frontend opened in its own tab', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: '以 user 登录前端' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/', 'smartsite-frontend'));
    expect(sent).toContainEqual({ method: 'POST', path: '/api/getAccessToken', body: { username: 'user', password: 'user123' } });
    expect(localStorage.getItem('access_token')).toBe('token-of-user');
    expect(localStorage.getItem('projectId')).toBeNull();
  });

  it('sets the scenario, the demo clock and the latency through their endpoints', async () => {
    await renderPage();
    await userEvent.click(within(cardOf('场景 Scenario')).getByRole('button', { name: '应用' }));
    const clock = cardOf('演示时钟 Demo clock');
    await userEvent.clear(within(clock).getByRole('textbox', { name: '演示时钟' }));
    await userEvent.type(within(clock).getByRole('textbox', { name: '演示时钟' }), '10:30');
    await userEvent.click(within(clock).getByRole('button', { name: '应用' }));
    await userEvent.clear(within(cardOf('延迟 Latency')).getByRole('spinbutton', { name: '延迟毫秒' }));
    await userEvent.type(within(cardOf('延迟 Latency')).getByRole('spinbutton', { name: '延迟毫秒' }), '800');
    await userEvent.click(within(cardOf('延迟 Latency')).getByRole('button', { name: '应用' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/__mock/scenario', body: { name: 'server-error' } },
        { method: 'PUT', path: '/__mock/clock', body: { value: '10:30' } },
        { method: 'PUT', path: '/__mock/latency', body: { ms: 800 } },
      ]),
    );
  });

  it('resets only after the confirm', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: '重置并重新生成' }));
    expect(sent).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: '重置' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', path: '/__mock/reset', body: { confirm: true } }]));
  });

  it('off loopback, asks for the control token and sends it with every control call', async () => {
    const token = 'token-from-the-server-log';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const presented = (init?.headers as Record<string, string> | undefined)?.['x-mock-control-token'];
        if (presented !== token)
          return new Response(
            JSON.stringify({ code: 403, msg: '没有权限：mock control needs the x-mock-control-token header', success: false, data: null }),
            {
              status: 403,
            },
          );
        return ok(path === '/__mock/state' ? state : []);
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ControlPage />
      </SWRConfig>,
    );
    expect(await screen.findByText(/mock control needs the x-mock-control-token header/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('控制令牌'), token);
    await userEvent.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByText('演示账号 Accounts')).toBeInTheDocument();
    expect(sessionStorage.getItem('mock-control-token')).toBe(token);
  });

  it('lists the workspaces, makes one from the seed and then acts on it: its state, its settings and its logins', async () => {
    await renderPage();
    const card = cardOf('工作区 Workspaces');
    expect(await within(card).findByText('demo-acme')).toBeInTheDocument();
    expect(within(card).getAllByText('2.3 MB')).toHaveLength(1);
    expect(screen.getByTestId('workspace-in-use')).toHaveTextContent('default');
    expect(workspaceOf.get('GET /__mock/state')).toBeUndefined();

    await userEvent.type(within(card).getByRole('textbox', { name: '新工作区名称' }), 'Demo acme');
    await userEvent.click(within(card).getByRole('button', { name: '新建工作区' }));
    expect(await screen.findByText(/名称 Demo acme 不合规则/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(within(card).getByRole('textbox', { name: '新工作区名称' }));
    await userEvent.type(within(card).getByRole('textbox', { name: '新工作区名称' }), 'demo-acme');
    await userEvent.click(within(card).getByRole('button', { name: '新建工作区' }));
    await waitFor(() => expect(screen.getByTestId('workspace-in-use')).toHaveTextContent('demo-acme'));
    expect(sent).toEqual([{ method: 'POST', path: '/__mock/workspaces', body: { name: 'demo-acme', from: { seed: true } } }]);
    // The list itself never carries the header: it must keep working once the chosen workspace is gone.
    expect(workspaceOf.get('POST /__mock/workspaces')).toBeUndefined();
    expect(sessionStorage.getItem('mock-control-workspace')).toBe('demo-acme');

    await waitFor(() => expect(workspaceOf.get('GET /__mock/state')).toBe('demo-acme'));
    await userEvent.click(within(cardOf('场景 Scenario')).getByRole('button', { name: '应用' }));
    await waitFor(() => expect(workspaceOf.get('PUT /__mock/scenario')).toBe('demo-acme'));
    await userEvent.click(screen.getByRole('button', { name: '在工作区 demo-acme 打开演示' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/', 'smartsite-frontend-demo-acme'));
    expect(workspaceOf.get('POST /api/getAccessToken')).toBe('demo-acme');
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/getAccessToken', body: { username: 'admin', password: 'admin123' } });
  });

  it('snapshots and restores the workspace in use, and goes back to default when it deletes it', async () => {
    sessionStorage.setItem('mock-control-workspace', 'demo-acme');
    await renderPage();
    const card = cardOf('工作区 Workspaces');
    await userEvent.type(within(card).getByRole('textbox', { name: '快照名称' }), 'after-login');
    await userEvent.click(within(card).getByRole('button', { name: '保存快照' }));
    await userEvent.click(await within(card).findByRole('button', { name: '恢复到快照 before-demo' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await userEvent.click(within(card).getByRole('button', { name: '删除工作区 demo-acme' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('workspace-in-use')).toHaveTextContent('default'));
    expect(sent).toEqual([
      { method: 'POST', path: '/__mock/workspaces/demo-acme/snapshots', body: { name: 'after-login' } },
      { method: 'POST', path: '/__mock/workspaces/demo-acme/restore', body: { snapshot: 'before-demo' } },
      { method: 'DELETE', path: '/__mock/workspaces/demo-acme', body: undefined },
    ]);
    expect(sessionStorage.getItem('mock-control-workspace')).toBeNull();
  });
});
