// Back-office pages against a fake server (fetch): what they send through the real request layer. The manager
// team of the chosen project (create and remove bodies), and the dashboard config (modelShow checkboxes → the
// comma-separated list saveDashboard takes).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardConfigPage from '@/features/back-office/pages/dashboard-config-page';
import ManagerTeamPage from '@/features/back-office/pages/manager-team-page';
import { setContext } from '@/stores/context';
import { session } from '@/stores/user';
import { stubApi, type Answers, type RecordedCalls } from './support/api-stub';

const notify = vi.hoisted(() => ({ confirm: vi.fn(), toast: vi.fn() }));
vi.mock('@/lib/notify', () => ({ ...notify, alert: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });
// No pause between keystrokes: the typing is not what these tests are about.
const userEvent = userEventLib.setup({ delay: null });

let calls: RecordedCalls;
/** Answers each operation with its data (typed from openapi.yaml), and records what was sent. */
const fakeServer = (answers: Answers) => (calls = stubApi(answers));

function renderPage(page: ReactNode) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{page}</SWRConfig>);
}

const projects = [
  { id: 1, name: '滨江花园安置房项目' },
  { id: 2, name: '杭州地铁七号线工程第三标段' },
];

// The create/edit dialog loads with its first opening (components/lazy-form-modal). Loaded here first, so a find's
// one-second wait measures the page, not how long this host takes to transform Semi's Form on first use (over a
// second on a slow or loaded machine).
beforeAll(() => import('@/features/back-office/components/form-modal'));

beforeEach(() => {
  vi.clearAllMocks();
  setContext({ tenantId: 1, projectId: 2, projectName: projects[1]!.name, menuType: 'project' });
  Object.assign(session, { userType: 'tenant', roles: ['tenant'], admin: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('manager team page', () => {
  const team = [{ id: 7, projectId: 2, name: '任静辉', post: '项目经理', phone: '13913962435', company: '中建', present: true }];

  it('lists the team of the navigation bar project and sends that project with create and remove', async () => {
    fakeServer({
      listAuthorisedProjects: () => projects,
      listManagerTeam: () => ({ list: team, total: 1, pageNo: 1, pageSize: 10 }),
      addManagerTeamMember: () => ({ id: 8 }),
      removeManagerTeamMember: () => null,
    });
    renderPage(<ManagerTeamPage />);
    expect(await screen.findByText('任静辉')).toBeInTheDocument();
    expect(calls.sentTo('listManagerTeam')[0]).toEqual({ pageNo: 1, pageSize: 10, keyword: '', projectId: 2, tenantId: 1 });

    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增管理人员' });
    await userEvent.type(within(form).getByLabelText('姓名'), '赵六');
    await userEvent.type(within(form).getByLabelText('岗位'), '测量员');
    await userEvent.type(within(form).getByLabelText('手机号'), '13612345678');
    await userEvent.type(within(form).getByLabelText('所属单位'), '测试单位');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(calls.sentTo('addManagerTeamMember')).toEqual([
        { name: '赵六', post: '测量员', phone: '13612345678', company: '测试单位', projectId: 2, tenantId: 1 },
      ]),
    );

    notify.confirm.mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(notify.confirm).toHaveBeenCalledWith('确定删除「任静辉」吗？');
    await waitFor(() => expect(calls.sentTo('removeManagerTeamMember')).toEqual([{ projectId: 2, id: 7, tenantId: 1 }]));
  });
});

describe('dashboard config page', () => {
  const config = {
    showProjectName: '',
    showProjectSize: '',
    copyright: '',
    modelShow: '项目概况,智慧巡检,智慧考勤,智慧进度,智慧建造,数字党建',
  };

  function serveConfig() {
    fakeServer({
      listAuthorisedProjects: () => projects,
      getV2DashboardConfig: () => config,
      getProjectDashboardVersion: () => ({ dashboardVersion: 'v2', path: '/dashboard/v2/project' }),
      saveDashboard: (body) => ({ ...config, ...body }),
    });
  }

  it('shows modelShow as the six v2 tab checkboxes and saves the checked ones as a comma-separated list', async () => {
    serveConfig();
    renderPage(<DashboardConfigPage />);
    const form = await screen.findByRole('form', { name: '大屏配置' });
    for (const label of ['项目概况', '智慧巡检', '智慧考勤', '智慧进度', '智慧建造', '数字党建'])
      expect(within(form).getByRole('checkbox', { name: label })).toBeChecked();

    await userEvent.click(within(form).getByText('智慧巡检'));
    await userEvent.click(within(form).getByText('数字党建'));
    await userEvent.type(within(form).getByLabelText('大屏显示名称'), '地铁七号线');
    await userEvent.type(within(form).getByLabelText('标题字号'), '36px');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(calls.sentTo('saveDashboard')).toEqual([
        {
          modelShow: '项目概况,智慧考勤,智慧进度,智慧建造',
          showProjectName: '地铁七号线',
          showProjectSize: '36px',
          copyright: '',
          projectId: 2,
          tenantId: 1,
        },
      ]),
    );
    expect(notify.toast).toHaveBeenCalledWith('success', '保存成功');
  });

  it('refuses a font size that is not in pixels before anything is sent, and hides 保存 from ordinary users', async () => {
    serveConfig();
    const { unmount } = renderPage(<DashboardConfigPage />);
    const form = await screen.findByRole('form', { name: '大屏配置' });
    await userEvent.type(within(form).getByLabelText('标题字号'), '36');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入像素字号，如 32px')).toBeInTheDocument();
    expect(calls.sentTo('saveDashboard')).toEqual([]);
    unmount();

    Object.assign(session, { userType: 'user', roles: ['user'] });
    renderPage(<DashboardConfigPage />);
    await screen.findByRole('form', { name: '大屏配置' });
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });
});
