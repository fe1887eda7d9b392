// @vitest-environment node
// docs/requirements/session.md#login-messages: login messages and the password-change rules.
import { describe, expect, it } from 'vitest';
import { checkPassword, checkPhone, checkSmsCode, checkUsername } from '@/features/auth/lib/login-rules';
import { checkNewPassword, checkOldPassword, checkPasswordChange, checkRepeatPassword } from '@/features/auth/lib/password-rules';
import { t } from '@/lib/i18n';

const message = (key: string | undefined) => (key ? t(key) : undefined);

describe('login form', () => {
  it('user name: 请输入用户名 when empty, 用户名不能为空 when blank', () => {
    expect(message(checkUsername(''))).toBe('请输入用户名');
    expect(message(checkUsername('   '))).toBe('用户名不能为空');
    expect(checkUsername('admin')).toBeUndefined();
  });

  it('password: 请输入密码 when empty, 密码不能少于6位 below six characters', () => {
    expect(message(checkPassword(''))).toBe('请输入密码');
    expect(message(checkPassword('12345'))).toBe('密码不能少于6位');
    expect(checkPassword('123456')).toBeUndefined();
  });

  it('phone: 请输入手机号 when empty, 请输入正确的手机号 when malformed; code: 请输入手机验证码', () => {
    expect(message(checkPhone(''))).toBe('请输入手机号');
    expect(message(checkPhone('2380013800'))).toBe('请输入正确的手机号');
    expect(checkPhone('13800138000')).toBeUndefined();
    expect(message(checkSmsCode(' '))).toBe('请输入手机验证码');
    expect(checkSmsCode('123456')).toBeUndefined();
  });
});

describe('password change', () => {
  it('old password is required: 请输入原系统密码', () => {
    expect(message(checkOldPassword(''))).toBe('请输入原系统密码');
    expect(checkOldPassword('x')).toBeUndefined();
  });

  it('new password: 请输入新密码 when empty, 6 to 18 characters (密码长度为6 - 18个字符)', () => {
    expect(message(checkNewPassword(''))).toBe('请输入新密码');
    expect(message(checkNewPassword('12345'))).toBe('密码长度为6 - 18个字符');
    expect(message(checkNewPassword('1'.repeat(19)))).toBe('密码长度为6 - 18个字符');
    expect(checkNewPassword('123456')).toBeUndefined();
    expect(checkNewPassword('1'.repeat(18))).toBeUndefined();
  });

  it('repeat: 请再次输入密码 when empty, 两次输入密码不一致! when different', () => {
    expect(message(checkRepeatPassword('', 'abcdef'))).toBe('请再次输入密码');
    expect(message(checkRepeatPassword('abcdeg', 'abcdef'))).toBe('两次输入密码不一致!');
    expect(checkRepeatPassword('abcdef', 'abcdef')).toBeUndefined();
  });

  it('reports every problem of the form at once, none for a valid change', () => {
    expect(checkPasswordChange({ oldPassword: '', newPassword: '123', password: '' })).toEqual({
      oldPassword: 'password.oldRequired',
      newPassword: 'password.length',
      password: 'password.repeatRequired',
    });
    expect(checkPasswordChange({ oldPassword: 'old', newPassword: 'newpass', password: 'newpass' })).toEqual({});
  });
});
