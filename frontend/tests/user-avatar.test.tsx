// The user's avatar in the navigation bar's user menu and the dashboards' user dropdown: the picture when it
// loads, else the display name's first character on a circle coloured from the name, never a broken image.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@/app/layouts/header-tools';
import { avatarColor, nameInitial, UserAvatar } from '@/components/user-avatar';
import { UserMenu as DashboardUserMenu } from '@/features/dashboards/shared/components/user-menu';
import { session } from '@/stores/user';

const initial = { nickname: session.nickname, avatar: session.avatar };
afterEach(() => Object.assign(session, initial));

const avatar = () => screen.getByTestId('user-avatar');

describe.each([
  ['navigation bar user menu', () => <UserMenu />],
  ['dashboard user dropdown', () => <DashboardUserMenu actions={[]} />],
])('%s', (_, menu) => {
  it('shows the initial of the name on a coloured circle when there is no avatar', () => {
    Object.assign(session, { nickname: '城建管理员', avatar: '' });
    render(menu());
    expect(avatar()).toHaveTextContent('城');
    expect(avatar().querySelector('img')).toBeNull();
    expect(avatar()).toHaveClass(`semi-avatar-${avatarColor('城建管理员')}`);
  });

  it('shows the picture, and the initial instead once it fails to load', () => {
    Object.assign(session, { nickname: '项目专员', avatar: '/static/avatar/missing.jpg' });
    render(menu());
    const picture = avatar().querySelector('img');
    expect(picture).toHaveAttribute('src', '/static/avatar/missing.jpg');
    fireEvent.error(picture!);
    expect(avatar().querySelector('img')).toBeNull();
    expect(avatar()).toHaveTextContent('项');
    expect(avatar()).toHaveClass(`semi-avatar-${avatarColor('项目专员')}`);
  });
});

describe('UserAvatar', () => {
  it('tries a new address again after one failed', () => {
    const { rerender } = render(<UserAvatar name="admin" src="/static/a.jpg" />);
    fireEvent.error(avatar().querySelector('img')!);
    expect(avatar()).toHaveTextContent('A');
    rerender(<UserAvatar name="admin" src="/static/b.jpg" />);
    expect(avatar().querySelector('img')).toHaveAttribute('src', '/static/b.jpg');
  });

  it('draws the initial without measuring the page (a forced layout on a phone)', () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    try {
      render(<UserAvatar name="admin" />);
      expect(avatar()).toHaveTextContent('A');
      expect(widths).not.toHaveBeenCalled();
    } finally {
      widths.mockRestore();
    }
  });

  it('colours by the name, the same name always alike', () => {
    expect(avatarColor('城建管理员')).toBe(avatarColor('城建管理员'));
    const names = ['城建管理员', '项目专员', '游客', 'admin', 'tenant', 'user', '张三', '李四'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(1);
  });

  it('takes a whole first character, upper case, and ? for no name', () => {
    expect(nameInitial('admin')).toBe('A');
    expect(nameInitial(' 城建')).toBe('城');
    expect(nameInitial('𠮷野家')).toBe('𠮷');
    expect(nameInitial('')).toBe('?');
  });
});
