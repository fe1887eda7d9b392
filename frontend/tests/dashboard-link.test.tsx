// Spec 01 §2.7: 数字工地指挥平台 asks the server for the URL and navigates there when it is not empty, in a project
// context and in a tenant context (the admin's default after login) alike.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardLink } from '@/app/layouts/header-tools';
import { setContext, syncContext } from '@/stores/context';
import { session } from '@/stores/user';

function answering(url: string) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    expect(new URL(request.url).pathname).toBe('/api/index/goDashboard');
    bodies.push(await request.json());
    return new Response(JSON.stringify({ code: 200, msg: 'ok', success: true, data: url }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return bodies;
}

beforeEach(() => {
  localStorage.clear();
  syncContext();
  Object.assign(session, { admin: false, roles: ['admin'], ability: ['dashboard'] });
  window.location.hash = '#/index';
});
afterEach(() => vi.restoreAllMocks());

describe('数字工地指挥平台', () => {
  it('in a tenant context asks the server (without projectId) and navigates to a non-empty URL', async () => {
    setContext({ tenantId: 1, menuType: 'tenant' });
    const bodies = answering('/#/dashboard/v2/project');
    render(<DashboardLink />);
    await userEvent.click(screen.getByText('数字工地指挥平台'));
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard/v2/project'));
    expect(bodies).toEqual([{ tenantId: 1 }]);
  });

  it('in a project context sends the stored projectId; an empty URL stays', async () => {
    setContext({ tenantId: 1, projectId: 3, menuType: 'project' });
    const bodies = answering('');
    render(<DashboardLink />);
    await userEvent.click(screen.getByText('数字工地指挥平台'));
    await waitFor(() => expect(bodies).toEqual([{ tenantId: 1, projectId: 3 }]));
    expect(window.location.hash).toBe('#/index');
  });
});
