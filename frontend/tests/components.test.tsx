// Components users touch first: the login page (messages, redirect, malformed responses), the permission
// element, and the project-change panel (search, confirm, store and reload).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Permission } from '@/components/permission';
import { ProjectChangePanel } from '@/components/project-change-panel';
import LoginPage from '@/features/auth/pages/login-page';
import { session } from '@/stores/user';

const mocks = vi.hoisted(() => ({
  loginWithPassword: vi.fn(),
  toast: vi.fn(),
  confirm: vi.fn(),
  switchProject: vi.fn(),
  projects: [
    { id: 1, name: '滨江新城安置房项目' },
    { id: 2, name: '城西科创园二期' },
  ],
}));
vi.mock('@/lib/session', () => ({ loginWithPassword: mocks.loginWithPassword, loginWithPhone: vi.fn(), sendSmsCode: vi.fn() }));
vi.mock('@/lib/notify', () => ({ toast: mocks.toast, confirm: mocks.confirm, alert: vi.fn() }));
vi.mock('@/lib/projects', () => ({
  useAuthorisedProjects: () => ({ data: mocks.projects, isLoading: false }),
  switchProject: mocks.switchProject,
}));

beforeEach(() => {
  vi.clearAllMocks();
});

function renderLogin(entry = '/login?redirect=%2Fsystem%2Fuser') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>landed</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('login page', () => {
  it('shows the version label and the spec messages for empty and short input', async () => {
    renderLogin();
    expect(screen.getByText('V3.391 Build 20250506')).toBeInTheDocument();
    expect(screen.getByText('版本 2.1.0 · 构建于 2025-5-27')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('密码'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('密码不能少于6位')).toBeInTheDocument();
    expect(mocks.loginWithPassword).not.toHaveBeenCalled();
  });

  it('logs in and goes back to the ?redirect= page', async () => {
    mocks.loginWithPassword.mockResolvedValue(undefined);
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'admin123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(mocks.loginWithPassword).toHaveBeenCalledWith('admin', 'admin123');
  });

  it('shows a malformed login response as an error and stays', async () => {
    mocks.loginWithPassword.mockRejectedValue(new Error('登录接口异常，未正确返回token...'));
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'admin123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(mocks.toast).toHaveBeenCalledWith('error', '登录接口异常，未正确返回token...'));
    expect(screen.queryByText('landed')).not.toBeInTheDocument();
  });
});

describe('Permission', () => {
  it('removes the element when access is denied and shows it when granted', () => {
    Object.assign(session, { admin: false, roles: ['user'], ability: ['dashboard'] });
    const { rerender } = render(
      <Permission rule={{ ability: ['system'] }}>
        <button type="button">切换租户</button>
      </Permission>,
    );
    expect(screen.queryByText('切换租户')).not.toBeInTheDocument();
    rerender(
      <Permission rule={{ ability: ['dashboard'] }}>
        <button type="button">数字工地指挥平台</button>
      </Permission>,
    );
    expect(screen.getByText('数字工地指挥平台')).toBeInTheDocument();
  });
});

describe('project-change panel', () => {
  it('filters by name, asks 确定切换到《…》吗? and switches only on 确定', async () => {
    render(<ProjectChangePanel />);
    await userEvent.type(screen.getByPlaceholderText('请输入搜索内容'), '城西');
    expect(screen.queryByText('滨江新城安置房项目')).not.toBeInTheDocument();
    mocks.confirm.mockResolvedValueOnce(false);
    await userEvent.click(screen.getByText('城西科创园二期'));
    expect(mocks.confirm).toHaveBeenCalledWith('确定切换到《城西科创园二期》吗?', '请确认');
    expect(mocks.switchProject).not.toHaveBeenCalled();
    mocks.confirm.mockResolvedValueOnce(true);
    await userEvent.click(screen.getByText('城西科创园二期'));
    await waitFor(() => expect(mocks.switchProject).toHaveBeenCalledWith({ id: 2, name: '城西科创园二期' }));
  });
});
