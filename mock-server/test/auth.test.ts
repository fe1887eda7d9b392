// Login, SMS codes, registration, tokens (expiry, revocation, tampering) and password secrecy.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp, validateAnswer } from './helpers';

const { admin, user, guest } = DEMO_ACCOUNTS;

describe('username and password login', async () => {
  const t = await startApp();

  it.each(['getAccessToken', 'getAccessTokenV2'] as const)(
    'answers %s with a bearer token under data.token, as LoginResult',
    async (operationId) => {
      const reply = await t.operation(operationId, { username: admin.username, password: admin.password });
      expect(reply.status).toBe(200);
      expect(validateAnswer(operationId, reply.body)).toEqual([]);
      expect(reply.body.data).toMatchObject({ tokenType: 'Bearer', expiresIn: 43200, username: 'admin' });
      const info = await t.operation('getUserInfo', undefined, { token: reply.body.data.token });
      expect(info.body.data).toMatchObject({ username: 'admin', userType: 'system' });
    },
  );

  it('logs in each demo account with its documented password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) await expect(t.login(account)).resolves.toMatch(/^ey/);
  });

  it('refuses an account disabled since its last login, though that login was moments ago', async () => {
    const login = () => t.call<{ userId: number }>('/api/getAccessToken', { username: guest.username, password: guest.password });
    const before = await login();
    expect(before.status).toBe(200);
    const adminToken = await t.login(admin);
    const update = (status: number) =>
      t.call('/api/authUser/update', { tenantId: 1, id: before.body.data.userId, status }, { token: adminToken });
    expect((await update(0)).status).toBe(200);
    expect((await login()).body).toMatchObject({ code: 403, msg: expect.stringContaining('账号已停用') });
    expect((await update(1)).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike, with 400 and no token', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: 'admin123' },
    ]) {
      const reply = await t.operation('getAccessToken', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ code: 400, msg: '发出信息有误：用户名或密码错误', success: false, data: null });
    }
  });

  it('names the missing field', async () => {
    expect((await t.operation('getAccessToken', { username: 'admin' })).body.msg).toBe('发出信息有误：body/password is required');
    expect((await t.operation('getAccessToken', { password: 'admin123' })).body.msg).toBe('发出信息有误：body/username is required');
    expect((await t.operation('getAccessToken', { username: '', password: 'x' })).body.msg).toContain('body/username');
  });
});

describe('tokens', async () => {
  const t = await startApp({ tokenTtlSeconds: 1 });

  it('expire after TOKEN_TTL', async () => {
    const token = await t.login(user);
    expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const reply = await t.operation('getUserInfo', undefined, { token });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 401, msg: '登录信息已过期，请重新登录', success: false, data: null });
  });
});

describe('401 for every bad token', async () => {
  const t = await startApp();
  const token = await t.login(user);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cases: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['a scheme other than Bearer', { authorization: `Basic ${token}` }],
    ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
    ['a tampered payload (other user)', { authorization: `Bearer ${header}.${encode({ ...claims, sub: '1' })}.${signature}` }],
    ['alg none', { authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, sub: '1' })}.` }],
    [
      'a token signed with another secret',
      {
        authorization: `Bearer ${header}.${payload}.${createHmac('sha256', 'another secret').update(`${header}.${payload}`).digest('base64url')}`,
      },
    ],
  ];

  it.each(cases)('%s', async (_name, headers) => {
    const reply = await t.operation('getUserInfo', undefined, { headers });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 401, msg: '登录信息已过期，请重新登录', success: false, data: null });
  });

  it('accepts the untampered token', async () => {
    expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(200);
  });
});

describe('logout', async () => {
  const t = await startApp();

  it('revokes the token, and the revocation survives a restart', async () => {
    const token = await t.login(user);
    const other = await t.login(user);
    expect((await t.operation('logout', { tenantId: 1 }, { token })).body).toMatchObject({ code: 200, data: null });
    expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(401);
    expect((await t.operation('getUserInfo', undefined, { token: other })).status).toBe(200);
    const restarted = await t.restart();
    expect((await restarted.operation('getUserInfo', undefined, { token })).status).toBe(401);
    expect((await restarted.operation('getUserInfo', undefined, { token: other })).status).toBe(200);
  });

  it('ends the sessions of a removed user', async () => {
    const t2 = await startApp();
    const guestToken = await t2.login(guest);
    const adminToken = await t2.login(admin);
    expect((await t2.operation('removeUser', { tenantId: 1, id: 4 }, { token: adminToken })).status).toBe(200);
    expect((await t2.operation('getUserInfo', undefined, { token: guestToken })).status).toBe(401);
  });
});

describe('phone login with an SMS code', async () => {
  let now = new Date();
  const t = await startApp({ now: () => now });
  const sendCode = async (phone: string) => {
    const sent = await t.operation('sendLoginMsgCode', { phone });
    expect(sent.status).toBe(200);
    expect(sent.body.data.expiresIn).toBe(300);
    return (await t.call<{ code: string }>(`/__mock/sms/${phone}`)).body.data.code;
  };

  it('accepts the code once', async () => {
    const code = await sendCode(user.phone);
    const first = await t.operation('savePhonePassword', { phone: user.phone, code });
    expect(first.status).toBe(200);
    expect(first.body.data.username).toBe('user');
    expect((await t.operation('savePhonePassword', { phone: user.phone, code })).body).toMatchObject({
      code: 400,
      msg: '发出信息有误：body/code 验证码错误或已过期',
    });
  });

  it('refuses a wrong code and a code older than 5 minutes', async () => {
    const code = await sendCode(user.phone);
    expect((await t.operation('savePhonePassword', { phone: user.phone, code: code === '000000' ? '111111' : '000000' })).status).toBe(400);
    now = new Date(now.getTime() + 301_000);
    expect((await t.operation('savePhonePassword', { phone: user.phone, code })).status).toBe(400);
    now = new Date();
  });

  it('saves a new password when one is given', async () => {
    const code = await sendCode(guest.phone);
    expect((await t.operation('savePhonePassword', { phone: guest.phone, code, password: 'newpass9' })).status).toBe(200);
    expect((await t.operation('getAccessToken', { username: 'guest', password: guest.password })).status).toBe(400);
    await expect(t.login({ username: 'guest', password: 'newpass9' })).resolves.toBeTruthy();
  });

  it('answers 404 for a phone without an account', async () => {
    const code = await sendCode('13912345678');
    expect((await t.operation('savePhonePassword', { phone: '13912345678', code })).status).toBe(404);
  });

  it('registers an account with a code, which can then log in', async () => {
    const code = await sendCode('13700001111');
    const reply = await t.operation('register', {
      username: 'newcomer',
      password: 'secret12',
      phone: '13700001111',
      code,
    });
    expect(reply.status).toBe(200);
    expect(validateAnswer('register', reply.body)).toEqual([]);
    const token = await t.login({ username: 'newcomer', password: 'secret12' });
    expect((await t.operation('getUserInfo', undefined, { token })).body.data.userType).toBe('user');
    const again = await t.operation('register', { username: 'newcomer', password: 'secret12', phone: '13700002222', code: '123456' });
    expect(again.body.msg).toBe('发出信息有误：body/username 已被注册');
  });
});

describe('password change', async () => {
  const t = await startApp();

  it('checks the old password and the repeat, then takes the new one', async () => {
    const token = await t.login(user);
    const change = (body: object) => t.operation('changePassword', { tenantId: 1, ...body }, { token });
    expect((await change({ oldPassword: 'wrong', newPassword: 'abcdef1', password: 'abcdef1' })).body.msg).toBe(
      '发出信息有误：body/oldPassword 原密码错误',
    );
    expect((await change({ oldPassword: user.password, newPassword: 'abcdef1', password: 'abcdef2' })).body.msg).toBe(
      '发出信息有误：body/password 两次输入密码不一致!',
    );
    expect((await change({ oldPassword: user.password, newPassword: '12345', password: '12345' })).body.msg).toContain('body/newPassword');
    expect((await change({ oldPassword: user.password, newPassword: 'abcdef1', password: 'abcdef1' })).status).toBe(200);
    await expect(t.login({ username: 'user', password: 'abcdef1' })).resolves.toBeTruthy();
    // The old password was verified moments ago (the login above): that success no longer counts.
    expect((await t.operation('getAccessToken', { username: 'user', password: user.password })).status).toBe(400);
  });
});

describe('password secrecy', async () => {
  const t = await startApp();

  it('never returns a password or its hash', async () => {
    const token = await t.login(admin);
    const answers = [
      await t.operation('getAccessToken', { username: 'admin', password: admin.password }),
      await t.operation('getUserInfo', undefined, { token }),
      await t.operation('listUsers', { tenantId: 1, pageSize: 200 }, { token }),
      await t.operation('listUsersV2', { tenantId: 1, projectId: 1 }, { token }),
      await t.operation('listProjectUsers', { tenantId: 1, projectId: 1 }, { token }),
      await t.operation(
        'saveUser',
        { tenantId: 1, username: 'secretive', nickname: 'S', phone: '13811112222', password: 'hunter22' },
        { token },
      ),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/password|scrypt\$|admin123|hunter22/i);
    }
  });
});
