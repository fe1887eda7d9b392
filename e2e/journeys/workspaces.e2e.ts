// Issue 38's presenter, from the control page alone: make the workspace demo-acme from the seed, set its demo
// clock, open the demo in it as `user`, change data there (user's password, through the app), and find the default
// workspace untouched (the old password logs in there, the new one does not; its clock is still real). The
// journey runs in the default workspace itself (it makes and chooses workspaces), and deletes demo-acme after.
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { expectShellFor, expectToast } from '../support/app';
import { journey, test } from '../support/journey';
import { openPasswordDialog, submitPasswordForm } from '../support/password';
import { controlHeaders } from '../support/scenarios';

const WORKSPACE = 'demo-acme';
const NEW_PASSWORD = 'acme4567';

const card = (page: Page, title: string) => page.locator('.semi-card', { hasText: title });

/** The status of a login as user with `password`, in `workspace` (or the default one). */
async function loginStatus(baseUrl: string, password: string, workspace?: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/getAccessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...controlHeaders(), ...(workspace ? { 'x-mock-workspace': workspace } : {}) },
    body: JSON.stringify({ username: accounts.user.username, password }),
  });
  return response.status;
}

const deleteWorkspace = (baseUrl: string) =>
  fetch(`${baseUrl}/__mock/workspaces/${WORKSPACE}`, { method: 'DELETE', headers: controlHeaders() });

test.describe('workspaces', () => {
  journey(
    'a presenter makes demo-acme from the seed, opens the demo in it, changes data there, and default is untouched',
    async ({ page, context, baseUrl, screenshot }) => {
      // A reused server may keep one from an interrupted run.
      await deleteWorkspace(baseUrl);
      try {
        await page.goto(`${baseUrl}/__mock/`);
        await page.getByRole('heading', { name: 'Mock 控制台' }).waitFor();
        await expect.poll(() => page.getByTestId('workspace-in-use').innerText()).toBe('default');

        const workspaces = card(page, '工作区 Workspaces');
        await workspaces.getByRole('textbox', { name: '新工作区名称' }).fill(WORKSPACE);
        await workspaces.getByRole('button', { name: '新建工作区' }).click();
        await expectToast(page, `工作区 ${WORKSPACE} 已创建`);
        await expect.poll(() => page.getByTestId('workspace-in-use').innerText()).toBe(WORKSPACE);
        await expect.poll(() => workspaces.locator('tbody tr', { hasText: WORKSPACE }).innerText()).toMatch(/seed|种子/);

        // Its own demo clock.
        const clock = card(page, '演示时钟');
        await clock.getByRole('textbox', { name: '演示时钟' }).fill('10:30');
        await clock.getByRole('button', { name: '应用' }).click();
        await expect.poll(() => page.getByTestId('business-time').innerText(), { timeout: 5000 }).toMatch(/ 10:3\d:\d\d$/);

        // Open the demo in it as user: a tab of its own, logged in there.
        const openDemo = page.getByRole('button', { name: `在工作区 ${WORKSPACE} 打开演示` });
        const account = workspaces.locator('.mc-row', { has: openDemo }).locator('.semi-select');
        // The option list animates open: a click on it too early can miss, so choose until the select shows user.
        await expect(async () => {
          await account.click();
          await page.locator('.semi-select-option-list:visible .semi-select-option', { hasText: /^user$/ }).click({ timeout: 2000 });
          expect(await account.innerText()).toBe('user');
        }).toPass({ timeout: 15_000 });
        const opened = context.waitForEvent('page');
        await openDemo.click();
        const app = await opened;
        await expectShellFor(app, accounts.user);
        await screenshot('demo opened in demo-acme');

        // Change data there, in the app: user's password.
        const dialog = await openPasswordDialog(app);
        await submitPasswordForm(dialog, { oldPassword: accounts.user.password, newPassword: NEW_PASSWORD, repeat: NEW_PASSWORD });
        await expectToast(app, '修改密码成功');
        expect(await loginStatus(baseUrl, NEW_PASSWORD, WORKSPACE)).toBe(200);
        expect(await loginStatus(baseUrl, accounts.user.password, WORKSPACE)).toBe(400);

        // The default workspace is untouched: the old password, the real clock.
        expect(await loginStatus(baseUrl, accounts.user.password)).toBe(200);
        expect(await loginStatus(baseUrl, NEW_PASSWORD)).toBe(400);
        await page.bringToFront();
        await workspaces.getByRole('button', { name: '使用工作区 default' }).click();
        await expect.poll(() => page.getByTestId('workspace-in-use').innerText()).toBe('default');
        const shared = (await (await fetch(`${baseUrl}/__mock/state`, { headers: controlHeaders() })).json()) as {
          data: { clock: { value: string } };
        };
        expect(shared.data.clock.value).toBe('real');
        await screenshot('back on default');
      } finally {
        await deleteWorkspace(baseUrl);
      }
    },
    { ownWorkspace: false },
  );
});
