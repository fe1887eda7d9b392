// The error catalogue in the browser (docs/requirements/session.md#login, docs/requirements/envelope.md#error-catalogue): an expired token mid-session, a forbidden call, a server
// error, a bad gateway, no response within the client's 30 s, malformed login and user-info answers, and the
// expired-module banner. Scenarios are set per page (x-mock-scenario), so the server stays normal for others.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { expectOverviewFor, expectRoute, expectShellFor, expectToast, login, open, route, submitLogin, toast } from '../support/app';
import { journey, test } from '../support/journey';
import { openPasswordDialog, submitPasswordForm } from '../support/password';
import { applyScenario, clearScenarios, type ScenarioName } from '../support/scenarios';

const storedToken = `localStorage.getItem('access_token')`;
const passwordChange = '/api/authUser/rePassword';

/**
 * A call the user makes on purpose: 修改密码 with a wrong old password (so the password stays as it is whatever
 * the server answers), sent with the scenario.
 */
async function changePasswordUnder(page: Page, scenario: ScenarioName): Promise<void> {
  await applyScenario(page, scenario, passwordChange);
  const dialog = await openPasswordDialog(page);
  await submitPasswordForm(dialog, { oldPassword: 'not-the-password', newPassword: 'abcdef', repeat: 'abcdef' });
}

test.describe('error paths', () => {
  journey(
    'an expired token mid-session goes to /login with 登录信息已过期，请重新登录 and back after login',
    async ({ page, baseUrl, allowFailedResponses }) => {
      allowFailedResponses(/^401 POST \/api\/authUser\/rePassword$/);
      await login(page, baseUrl, accounts.user, '/index/map');
      await changePasswordUnder(page, 'expired-token');
      await expectToast(page, '登录信息已过期，请重新登录');
      await expectRoute(page, '/login?redirect=%2Findex%2Fmap');
      expect(await page.evaluate(storedToken)).toBeNull();

      await clearScenarios(page);
      await submitLogin(page, accounts.user.username, accounts.user.password);
      await expectShellFor(page, accounts.user);
      await expectRoute(page, '/index/map');
    },
  );

  journey('a forbidden call goes to /403', async ({ page, baseUrl, allowFailedResponses }) => {
    allowFailedResponses(/^403 POST \/api\/authUser\/rePassword$/);
    await login(page, baseUrl, accounts.user);
    await changePasswordUnder(page, 'forbidden');
    await expectRoute(page, '/403');
    await page.getByText('抱歉，您无权访问该页面').waitFor();
    await expect.poll(() => page.title()).toBe('抱歉，您无权访问该页面 - BIM+智慧工地');
    // Still signed in: 返回首页 goes home.
    await page.getByRole('button', { name: '返回首页' }).click();
    await expectOverviewFor(page, accounts.user);
  });

  journey('a 500 and a 502 show the catalogue toasts and keep the page', async ({ page, baseUrl, allowFailedResponses }) => {
    allowFailedResponses(/^50[02] POST \/api\/authUser\/rePassword$/);
    await login(page, baseUrl, accounts.user);
    await changePasswordUnder(page, 'server-error');
    await expectToast(page, '服务器发生错误');
    await page.keyboard.press('Escape');
    await clearScenarios(page);
    await changePasswordUnder(page, 'bad-gateway');
    await expectToast(page, '网关错误');
    await page.keyboard.press('Escape');
    expect(route(page)).toBe('/index');
    await expectOverviewFor(page, accounts.user);
    // Both failures went to the error log, whose button shows only when it has entries.
    const errorLog = page.getByRole('button', { name: '错误日志' });
    expect(await page.locator('.semi-badge', { has: errorLog }).locator('.semi-badge-count').innerText()).toBe('2');
  });

  journey('no answer within 30 s shows 响应超时，请检查自身网络或稍后重试', async ({ page, baseUrl }) => {
    // The page's timers run on Playwright's clock, so the client's 30 s limit can be reached without waiting 30 s.
    await page.clock.install();
    await login(page, baseUrl, accounts.user);
    const held = page.waitForRequest((request) => request.url().endsWith(passwordChange));
    await changePasswordUnder(page, 'timeout');
    await held;
    await page.clock.fastForward(29_000);
    expect(await toast(page, '响应超时，请检查自身网络或稍后重试').count()).toBe(0);
    // The server holds the call for 35 s: the toast comes from the client's own 30 s limit.
    await page.clock.fastForward(1_500);
    await expectToast(page, '响应超时，请检查自身网络或稍后重试');
    expect(route(page)).toBe('/index');
  });

  journey('a login answer without a token reads 登录接口异常，未正确返回token...', async ({ page, baseUrl }) => {
    await open(page, baseUrl, '/login');
    await applyScenario(page, 'malformed-login', '/api/getAccessToken');
    await submitLogin(page, accounts.user.username, accounts.user.password);
    await expectToast(page, '登录接口异常，未正确返回token...');
    expect(route(page)).toBe('/login');
    expect(await page.evaluate(storedToken)).toBeNull();
  });

  journey(
    'a malformed user info reads getUserInfo核心接口异常，请检查返回JSON格式是否正确, ends the session and returns to /login',
    async ({ page, baseUrl }) => {
      const message = 'getUserInfo核心接口异常，请检查返回JSON格式是否正确';
      // At login: the session is checked before the login page moves on.
      await open(page, baseUrl, '/login');
      await applyScenario(page, 'malformed-userinfo', '/api/authUser/info');
      await submitLogin(page, accounts.user.username, accounts.user.password);
      await expectToast(page, message);
      expect(route(page)).toBe('/login');
      expect(await page.evaluate(storedToken)).toBeNull();

      // With a stored token: the guard loads the session when the page opens.
      await clearScenarios(page);
      await submitLogin(page, accounts.user.username, accounts.user.password);
      await expectOverviewFor(page, accounts.user);
      await applyScenario(page, 'malformed-userinfo', '/api/authUser/info');
      await page.reload();
      await expectToast(page, message);
      await expectRoute(page, '/login?redirect=%2Findex');
      await expect.poll(() => page.evaluate(storedToken)).toBeNull();
      await page.getByRole('tab', { name: '账号密码登录' }).waitFor();
    },
  );

  journey('an expired module authorisation shows 模块授权已过期，禁止操作任何数据', async ({ page, baseUrl }) => {
    await applyScenario(page, 'module-expired', '/api/system/v2/empower/moduleAuth');
    await login(page, baseUrl, accounts.user);
    await page.locator('.module-banner', { hasText: '模块授权已过期，禁止操作任何数据' }).waitFor();
  });
});
