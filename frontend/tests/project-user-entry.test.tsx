// /projectUser, a public route of docs/requirements/access.md#project-user-entry without its content: the entry to the project's members (x-inferred).
// A visitor without a token is asked to sign in and lands on 项目人员 afterwards; a signed-in user goes straight there.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProjectUserEntry from '@/app/project-user-entry';
import { context } from '@/stores/context';

vi.mock('@/app/layouts/use-customization', () => ({ useCustomization: () => ({ data: undefined }) }));

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

function renderEntry() {
  render(
    <MemoryRouter initialEntries={['/projectUser']}>
      <Routes>
        <Route path="/projectUser" element={<ProjectUserEntry />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => void (context.token = ''));

describe('/projectUser', () => {
  it('asks a visitor without a token to sign in, then to land on 项目人员', async () => {
    context.token = '';
    renderEntry();
    expect(screen.getByRole('heading', { name: '项目人员' })).toBeInTheDocument();
    expect(screen.queryByText('该页面暂未开放')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '登录后查看' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/login?redirect=%2Fproject%2Fusers');
  });

  it('opens 项目人员 for a signed-in user', async () => {
    await act(async () => void (context.token = 'a-token'));
    renderEntry();
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/project\/users$/);
  });
});
