// Login (docs/requirements/access.md#public-routes, docs/requirements/session.md#login, docs/requirements/session.md#login-messages): form validation, the server's refusal, each seeded account's shell, the
// remembered path, and the name's initial in place of an avatar that does not load.
import { expect } from '../support/expect';
import { accounts, type AccountName } from '../support/accounts';
import {
  expectOverviewFor,
  expectRoute,
  expectShellFor,
  expectToast,
  login,
  open,
  route,
  submitLogin,
  texts,
  userMenuAction,
} from '../support/app';
import { journey, test } from '../support/journey';

test.describe('login', () => {
  journey(
    'rejects empty fields, a blank user name, a short password and a wrong password',
    async ({ page, baseUrl, allowFailedResponses, screenshot }) => {
      allowFailedResponses(/^400 POST \/api\/getAccessToken$/);
      await open(page, baseUrl, '/login');
      const fieldErrors = page.locator('.auth-form [role="alert"]');

      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByText('请输入用户名', { exact: true }).waitFor();
      await page.getByText('请输入密码', { exact: true }).waitFor();

      await submitLogin(page, '   ', '12345');
      await page.getByText('用户名不能为空', { exact: true }).waitFor();
      await page.getByText('密码不能少于6位', { exact: true }).waitFor();
      await screenshot('field errors');
      expect(await texts(fieldErrors)).toEqual(['用户名不能为空', '密码不能少于6位']);

      await submitLogin(page, accounts.admin.username, 'wrong-password');
      await expectToast(page, '发出信息有误：用户名或密码错误');
      expect(route(page)).toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

      // The phone form has its own messages.
      await page.getByRole('tab', { name: '手机号登录' }).click();
      const phoneForm = page.locator('.auth-form').filter({ has: page.getByPlaceholder('手机号') });
      await phoneForm.getByRole('button', { name: '登录', exact: true }).click();
      await phoneForm.getByText('请输入手机号', { exact: true }).waitFor();
      await phoneForm.getByText('请输入手机验证码', { exact: true }).waitFor();
      await page.getByPlaceholder('手机号').fill('12345');
      await phoneForm.getByRole('button', { name: '登录', exact: true }).click();
      await phoneForm.getByText('请输入正确的手机号', { exact: true }).waitFor();
    },
  );

  const expectations: Record<Exclude<AccountName, 'tenant2'>, { topMenus: string[]; tenantSwitch: boolean; commandPlatform: boolean }> = {
    admin: { topMenus: ['首页', '项目管理', '系统管理'], tenantSwitch: true, commandPlatform: true },
    tenant: { topMenus: ['首页', '项目管理', '系统管理'], tenantSwitch: false, commandPlatform: true },
    user: { topMenus: ['首页', '项目管理'], tenantSwitch: false, commandPlatform: false },
    guest: { topMenus: ['首页', '项目管理'], tenantSwitch: false, commandPlatform: false },
  };

  for (const [name, expected] of Object.entries(expectations) as [keyof typeof expectations, (typeof expectations)['admin']][]) {
    journey(`${name} logs in, sees their name, context, menus and permitted tools, and logs out`, async ({ page, baseUrl, screenshot }) => {
      const account = accounts[name];
      await open(page, baseUrl, '/login');
      await submitLogin(page, account.username, account.password);
      await expectShellFor(page, account);
      await expectToast(page, '登录成功');
      await expectRoute(page, '/index');
      await expectOverviewFor(page, account);
      await page.locator('.project-switcher-label', { hasText: account.initialContext }).waitFor();
      expect(await texts(page.locator('.shell-column-item'))).toEqual(expected.topMenus);
      expect(await page.getByRole('button', { name: '切换租户' }).count()).toBe(expected.tenantSwitch ? 1 : 0);
      expect(await page.getByRole('button', { name: '数字工地指挥平台' }).count()).toBe(expected.commandPlatform ? 1 : 0);
      await screenshot('signed in');

      await userMenuAction(page, '退出登录');
      await expectRoute(page, '/login?redirect=%2Findex');
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    });
  }

  journey('a guest asking for a page logs in and lands on it; logout remembers it', async ({ page, baseUrl }) => {
    await open(page, baseUrl, '/project/team');
    await expectRoute(page, '/login?redirect=%2Fproject%2Fteam');
    await submitLogin(page, accounts.user.username, accounts.user.password);
    await expectShellFor(page, accounts.user);
    await expectRoute(page, '/project/team');
    await expect.poll(() => page.locator('.shell-breadcrumb').innerText()).toMatch(/项目管理\s*>\s*管理人员/);
    await expect.poll(() => page.title()).toBe('管理人员 - BIM+智慧工地');

    // Logged in, /login goes home.
    await open(page, baseUrl, '/login');
    await expectRoute(page, '/index');

    await open(page, baseUrl, '/project/team');
    await expectRoute(page, '/project/team');
    await userMenuAction(page, '退出登录');
    await expectRoute(page, '/login?redirect=%2Fproject%2Fteam');
    await login(page, baseUrl, accounts.user, '/project/team');
  });

  journey(
    'an avatar that does not load shows the initial of the name, in the shell and on the dashboard',
    async ({ page, baseUrl, allowFailedResponses, screenshot }) => {
      allowFailedResponses(/^404 GET \/static\/avatar\//);
      await page.route('**/static/avatar/**', (avatar) => avatar.fulfill({ status: 404, body: '' }));
      const initial = accounts.user.nickname.slice(0, 1);
      await login(page, baseUrl, accounts.user);
      const shellAvatar = page.locator('.user-menu-trigger').getByTestId('user-avatar');
      await expect.poll(() => shellAvatar.innerText()).toBe(initial);
      expect(await shellAvatar.locator('img').count()).toBe(0);
      await screenshot('shell');

      await open(page, baseUrl, '/dashboard/v2/project');
      const dashboardAvatar = page.getByTestId('dashboard-user-menu').getByTestId('user-avatar');
      await expect.poll(() => dashboardAvatar.innerText()).toBe(initial);
      expect(await dashboardAvatar.locator('img').count()).toBe(0);
      await screenshot('dashboard');
    },
  );
});
