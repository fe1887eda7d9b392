// A fresh account of its own for a journey that changes it (so no other journey is affected): registered through
// the /register page with the SMS code the mock server exposes in development mode.
import type { Page } from '@playwright/test';
import { expect } from './expect';
import type { Account } from './accounts';
import { expectRoute, expectToast, open } from './app';
import { controlHeaders } from './scenarios';

export async function registerAccount(page: Page, baseUrl: string, prefix: string): Promise<Account> {
  const stamp = `${Date.now()}`.slice(-7);
  const account = { username: `${prefix}_${stamp}`, password: 'first123', nickname: `${prefix}${stamp}`, initialContext: '选择项目' };
  const phone = `137${stamp.padStart(8, '0')}`;
  await open(page, baseUrl, '/register');
  await page.getByPlaceholder('用户名', { exact: true }).fill(account.username);
  await page.getByPlaceholder('密码', { exact: true }).fill(account.password);
  await page.getByPlaceholder('昵称(选填)').fill(account.nickname);
  await page.getByPlaceholder('手机号', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectToast(page, '验证码已发送');
  const sms = (await (await fetch(`${baseUrl}/__mock/sms/${phone}`, { headers: controlHeaders() })).json()) as { data: { code: string } };
  expect(sms.data.code).toMatch(/^\d{4,6}$/);
  await page.getByPlaceholder('手机验证码').fill(sms.data.code);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expectToast(page, '注册成功，请登录');
  await expectRoute(page, '/login');
  return account;
}
