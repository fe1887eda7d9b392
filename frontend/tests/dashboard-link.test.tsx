// docs/requirements/shell.md#dashboard-link: 数字工地指挥平台 asks the server for the URL and navigates there when it is not empty, in a project
// context and in a tenant context (the admin's default after login) alike. The call carries projectId (docs/requirements/calls.md#project-id,
// docs/requirements/calls.md#call-list): in a tenant context it names the project the dashboard opens on, the first authorised one (docs/requirements/dashboards.md#dashboard-project).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardLink } from '@/app/layouts/header-tools';
import { setContext } from '@/stores/context';
import { session } from '@/stores/user';
import { stubApi } from './support/api-stub';

/** The server: the authorised projects, and the URL goDashboard answers; what each call was sent is recorded. */
const answering = (url: string, projects: { id: number; name: string }[] = []) =>
  stubApi({ listAuthorisedProjects: projects, goDashboard: url });

beforeEach(() => {
  Object.assign(session, { admin: false, roles: ['admin'], ability: ['dashboard'] });
  window.location.hash = '#/index';
});
afterEach(() => vi.unstubAllGlobals());

describe('数字工地指挥平台', () => {
  it('in a tenant context asks the server for the first authorised project and navigates to a non-empty URL', async () => {
    setContext({ tenantId: 1, menuType: 'tenant' });
    const calls = answering('/#/dashboard/v2/project', [
      { id: 4, name: '产业园' },
      { id: 7, name: '地铁' },
    ]);
    render(<DashboardLink />);
    await userEvent.click(screen.getByText('数字工地指挥平台'));
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/v2/project'));
    expect(calls.sentTo('goDashboard')).toEqual([{ tenantId: 1, projectId: 4 }]);
  });

  it('in a tenant context without any authorised project says so and does not call', async () => {
    setContext({ tenantId: 1, menuType: 'tenant' });
    const calls = answering('/#/dashboard/v2/project', []);
    render(<DashboardLink />);
    await userEvent.click(screen.getByText('数字工地指挥平台'));
    await screen.findByText('没有已授权的项目，无法打开指挥平台');
    expect(calls.sentTo('goDashboard')).toEqual([]);
    expect(window.location.hash).toBe('#/index');
  });

  it('in a project context sends the stored projectId; an empty URL stays', async () => {
    setContext({ tenantId: 1, projectId: 3, menuType: 'project' });
    const calls = answering('');
    render(<DashboardLink />);
    await userEvent.click(screen.getByText('数字工地指挥平台'));
    await waitFor(() => expect(calls.sentTo('goDashboard')).toEqual([{ tenantId: 1, projectId: 3 }]));
    expect(calls.sentTo('listAuthorisedProjects')).toEqual([]);
    expect(window.location.hash).toBe('#/index');
  });
});
