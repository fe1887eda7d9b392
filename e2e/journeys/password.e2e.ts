// 修改密码 (docs/requirements/session.md#password-change): every validation message, the server refusing a wrong old password, success, and
// logging in with the new password. It works on an account registered for the purpose.
import { expect } from '../support/expect';
import { expectShellFor, expectToast, route, submitLogin, userMenuAction } from '../support/app';
import { journey, test } from '../support/journey';
import { openPasswordDialog, passwordMessages, submitPasswordForm } from '../support/password';
import { registerAccount } from '../support/register';

test.describe('password', () => {
  journey(
    'every rule of 修改密码 speaks, then the new password logs in and the old one no longer does',
    async ({ page, baseUrl, allowFailedResponses, screenshot }) => {
      allowFailedResponses(/^400 POST \/api\/authUser\/rePassword$/, /^400 POST \/api\/getAccessToken$/);
      const account = await registerAccount(page, baseUrl, 'e2epw');
      await submitLogin(page, account.username, account.password);
      await expectShellFor(page, account);

      const dialog = await openPasswordDialog(page);
      await submitPasswordForm(dialog, { oldPassword: '', newPassword: '', repeat: '' });
      expect(await passwordMessages(dialog)).toEqual(['请输入原系统密码', '请输入新密码', '请再次输入密码']);
      await submitPasswordForm(dialog, { oldPassword: account.password, newPassword: 'abc12', repeat: 'abc12' });
      expect(await passwordMessages(dialog)).toEqual(['', '密码长度为6 - 18个字符', '']);
      await submitPasswordForm(dialog, { oldPassword: account.password, newPassword: 'a'.repeat(19), repeat: 'a'.repeat(19) });
      expect(await passwordMessages(dialog)).toEqual(['', '密码长度为6 - 18个字符', '']);
      await submitPasswordForm(dialog, { oldPassword: account.password, newPassword: 'second456', repeat: 'second457' });
      expect(await passwordMessages(dialog)).toEqual(['', '', '两次输入密码不一致!']);
      await screenshot('mismatch');

      await submitPasswordForm(dialog, { oldPassword: 'not-my-password', newPassword: 'second456', repeat: 'second456' });
      await expectToast(page, '原密码错误');
      await submitPasswordForm(dialog, { oldPassword: account.password, newPassword: 'second456', repeat: 'second456' });
      await expectToast(page, '修改密码成功');
      await dialog.waitFor({ state: 'hidden' });

      await userMenuAction(page, '退出登录');
      await submitLogin(page, account.username, account.password);
      await expectToast(page, '发出信息有误：用户名或密码错误');
      expect(route(page)).toMatch(/^\/login/);
      await submitLogin(page, account.username, 'second456');
      await expectShellFor(page, account);
    },
  );
});
