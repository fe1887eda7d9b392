// Ending sessions: a new password (changed, or reset by SMS) ends every other token of the account, and a disabled
// account's tokens stay ended when it is enabled again, also after a restart.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

const { admin, user, guest } = DEMO_ACCOUNTS;

const answers = (t: TestApp, token: string) => t.operation('getUserInfo', undefined, { token }).then((reply) => reply.status);

describe('a new password', async () => {
  const t = await startApp();

  it('changed with rePassword ends the other sessions of the account and keeps the caller', async () => {
    const [own, other] = [await t.login(user), await t.login(user)];
    const change = await t.operation(
      'changePassword',
      { tenantId: 1, oldPassword: user.password, newPassword: 'fresh-pw1', password: 'fresh-pw1' },
      { token: own },
    );
    expect(change.status).toBe(200);
    expect(await answers(t, other)).toBe(401);
    expect(await answers(t, own)).toBe(200);
    const next = await t.login({ username: user.username, password: 'fresh-pw1' });
    expect(await answers(t, next)).toBe(200);
    // Another account's sessions are untouched.
    expect(await answers(t, await t.login(admin))).toBe(200);
    const restarted = await t.restart();
    expect([await answers(restarted, other), await answers(restarted, own), await answers(restarted, next)]).toEqual([401, 200, 200]);
  });

  it('reset by SMS ends every earlier session, though a mere SMS login ends none; the login that reset it works', async () => {
    const t2 = await startApp();
    const smsLogin = async (password?: string) => {
      expect((await t2.operation('sendLoginMsgCode', { phone: guest.phone })).status).toBe(200);
      const { code } = (await t2.call<{ code: string }>(`/__mock/sms/${guest.phone}`)).body.data;
      const reply = await t2.operation('savePhonePassword', { phone: guest.phone, code, ...(password ? { password } : {}) });
      expect(reply.status).toBe(200);
      return reply.body.data.token;
    };
    const before = await t2.login(guest);
    const byPhone = await smsLogin();
    expect([await answers(t2, before), await answers(t2, byPhone)]).toEqual([200, 200]);
    const reset = await smsLogin('reset-pw1');
    expect([await answers(t2, before), await answers(t2, byPhone), await answers(t2, reset)]).toEqual([401, 401, 200]);
  });
});

describe('a disabled account', async () => {
  const t = await startApp();

  it('enabled again does not bring its old tokens back, but logs in afresh', async () => {
    const adminToken = await t.login(admin);
    const old = await t.login(guest);
    const { id } = (await t.operation('getUserInfo', undefined, { token: old })).body.data;
    const update = (body: object) => t.operation('updateUser', { tenantId: 1, id, ...body }, { token: adminToken });
    // An edit that leaves the account enabled ends nothing.
    expect((await update({ nickname: '访客甲', status: 1 })).status).toBe(200);
    expect(await answers(t, old)).toBe(200);
    expect((await update({ status: 0 })).status).toBe(200);
    expect(await answers(t, old)).toBe(401);
    expect((await update({ status: 1 })).status).toBe(200);
    expect(await answers(t, old)).toBe(401);
    expect(await answers(t, await t.login(guest))).toBe(200);
  });
});
