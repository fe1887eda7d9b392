// Auth flows: login, logout revokes, password change then login with the
// new password, and the forged tokens every protected call must refuse with 401 in the envelope.
import { describe, expect, it } from 'vitest';
import { assertConforms, UNAUTHORISED } from '../../src/client';
import type { OperationId } from '@smartsite/api';
import { Flow, startFlow } from '../../src/flow';
import { LOGIN_REJECTED, login } from '../../src/session';
import { useContractSuite } from '../../src/suite';
import { algNone, decodePayload, expiredCopy, signHs256, tamperSignature } from '@smartsite/tooling/tokens';
import { uniqueName, uniquePhone } from '../../src/unique';
import { sampleValue } from '../../src/request-data';

const suite = useContractSuite();

/** A protected read every account may make: the probe for token checks. */
const probe = (token: string | undefined, check: string, authorization?: string) =>
  suite.client.call('getUserInfo', {
    check,
    ...(token ? { token } : {}),
    ...(authorization ? { authorization } : {}),
    expect: token ? undefined : UNAUTHORISED,
  });

describe('login', () => {
  it('answers a bearer token for the configured account, in both login versions', async (ctx) => {
    suite.require(ctx, { credentials: true }, ['getAccessToken', 'getAccessTokenV2'], 'login');
    const { account } = suite.config;
    for (const operationId of ['getAccessToken', 'getAccessTokenV2'] as const) {
      const result = await suite.client.call(operationId, {
        check: 'login',
        overrides: { username: account.username, password: account.password },
      });
      assertConforms(result);
      expect((result.data as { tokenType: string }).tokenType).toBe('Bearer');
    }
  });

  it('refuses a wrong password with an error envelope and no token [state]', async (ctx) => {
    suite.require(ctx, { state: true }, ['getAccessToken'], 'wrong password');
    const result = await suite.client.call('getAccessToken', {
      check: 'wrong password',
      overrides: { username: suite.config.account.username, password: `${suite.config.account.password}-wrong` },
      expect: LOGIN_REJECTED,
    });
    assertConforms(result);
  });
});

describe('tokens', () => {
  it('logout revokes the token [state]', async (ctx) => {
    suite.require(ctx, { state: true, credentials: true }, ['logout'], 'logout revokes');
    const token = await login(suite.client, suite.config.account, { check: 'login before logout' });
    assertConforms(await probe(token, 'token works before logout'));
    assertConforms(await suite.client.call('logout', { check: 'logout', token }));
    assertConforms(await suite.client.call('getUserInfo', { check: 'revoked token', token, expect: UNAUTHORISED }));
  });

  it('refuses alg none, a wrong signature and malformed Authorization headers with 401 [state]', async (ctx) => {
    suite.require(ctx, { state: true }, ['getUserInfo'], 'forged tokens');
    suite.requireSession(ctx, ['getUserInfo'], 'forged tokens');
    const { token } = suite.session;
    const forged = {
      'alg none': `Bearer ${algNone(token)}`,
      'wrong signature': `Bearer ${tamperSignature(token)}`,
      'not a JWT': 'Bearer not-a-token',
      'no Bearer scheme': token,
      'empty Bearer': 'Bearer ',
    };
    for (const [what, authorization] of Object.entries(forged)) {
      assertConforms(await suite.client.call('getUserInfo', { check: `forged token: ${what}`, authorization, expect: UNAUTHORISED }));
    }
  });
});

describe('token expiry', () => {
  it('refuses a correctly signed token once it has expired, and accepts the same claims before expiry', async (ctx) => {
    suite.require(ctx, { state: true, seeded: true }, ['getUserInfo'], 'expired token');
    const secret = suite.target.signingSecret;
    if (!secret) {
      suite.recordSkip(['getUserInfo'], 'expired token', 'not-applicable', 'the signing secret is unknown');
      return ctx.skip('not-applicable: the signing secret is unknown');
    }
    const { token } = suite.session;
    const renewed = signHs256({ ...decodePayload(token), exp: Math.floor(Date.now() / 1000) + 600 }, secret);
    assertConforms(await suite.client.call('getUserInfo', { check: 'same claims, not expired', authorization: `Bearer ${renewed}` }));
    const expired = `Bearer ${expiredCopy(token, secret)}`;
    assertConforms(await suite.client.call('getUserInfo', { check: 'expired token', authorization: expired, expect: UNAUTHORISED }));
  });
});

describe('password change', () => {
  it('changes the password, then logs in with the new one; the old one no longer works', async (ctx) => {
    // A throwaway account, so the configured account's password is never touched.
    const admin = startFlow(suite, ctx, 'password change', ['saveUser', 'getAccessToken', 'changePassword', 'removeUser']);
    const account = { username: uniqueName('ct_pw'), password: 'Old_pw_123' };
    const { id } = await admin.data('saveUser', { overrides: { username: account.username, password: account.password } });
    const token = await login(suite.client, account, { check: 'login of the new account' });
    const own = new Flow(suite, { ...suite.session, account, token }, 'password change');
    const newPassword = 'New_pw_456';
    await own.data('changePassword', { overrides: { oldPassword: account.password, newPassword, password: newPassword } });
    await own.state('changePassword', 'the new password logs in and the old one is refused', async () => {
      await login(suite.client, { ...account, password: newPassword }, { check: 'login with the new password' });
      assertConforms(
        await suite.client.call('getAccessToken', { check: 'login with the old password', overrides: account, expect: LOGIN_REJECTED }),
      );
    });
    await admin.data('removeUser', { overrides: { id } });
  });
});

describe('SMS code login and registration', () => {
  /** The code the backend sent: read from the mock, or any well-formed code for a stateless mock. */
  async function smsCode(phone: string): Promise<string> {
    if (suite.target.smsCode) return suite.target.smsCode(phone);
    return String(sampleValue({ type: 'string', pattern: '^[0-9]{6}$' }, 'code'));
  }

  it('logs in by phone with the code sent, saving a new password; the code works once', async (ctx) => {
    const operationIds: OperationId[] = ['saveUser', 'sendLoginMsgCode', 'savePhonePassword', 'removeUser'];
    const admin = startFlow(suite, ctx, 'SMS login', operationIds);
    if (!suite.target.smsCode && suite.config.stateful) {
      suite.recordSkip(operationIds, 'SMS login', 'not-applicable', 'the SMS code goes to a phone the suite cannot read');
      return ctx.skip('not-applicable: the SMS code goes to a phone the suite cannot read');
    }
    const phone = uniquePhone();
    const username = uniqueName('ct_phone');
    const { id } = await admin.data('saveUser', { overrides: { username, phone } });
    await admin.data('sendLoginMsgCode', { overrides: { phone } });
    const code = await smsCode(phone);
    const password = 'Phone_pw_1';
    const loggedIn = await admin.data('savePhonePassword', { overrides: { phone, code, password } });
    await admin.state(
      'savePhonePassword',
      'the phone login is the account of that phone, and its new password logs in; the code is spent',
      async () => {
        expect(loggedIn.username).toBe(username);
        await login(suite.client, { username, password }, { check: 'login with the password saved by phone login' });
        const again = await suite.client.call('savePhonePassword', {
          check: 'spent SMS code',
          overrides: { phone, code },
          expect: LOGIN_REJECTED,
        });
        assertConforms(again);
      },
    );
    await admin.data('removeUser', { overrides: { id } });
  });

  it('registers a new account with a code sent to its phone; the account then logs in', async (ctx) => {
    const operationIds: OperationId[] = ['sendLoginMsgCode', 'register', 'removeUser'];
    const admin = startFlow(suite, ctx, 'registration', operationIds);
    if (!suite.target.smsCode && suite.config.stateful) {
      suite.recordSkip(operationIds, 'registration', 'not-applicable', 'the SMS code goes to a phone the suite cannot read');
      return ctx.skip('not-applicable: the SMS code goes to a phone the suite cannot read');
    }
    const phone = uniquePhone();
    const account = { username: uniqueName('ct_reg'), password: 'Reg_pw_123' };
    await admin.data('sendLoginMsgCode', { overrides: { phone } });
    const registered = await admin.data('register', { overrides: { ...account, phone, code: await smsCode(phone), nickname: '契约注册' } });
    await admin.state('register', 'the registered account logs in with its password', async () => {
      expect(registered.username).toBe(account.username);
      await login(suite.client, account, { check: 'login of the registered account' });
    });
    await admin.data('removeUser', { overrides: { id: registered.userId } });
  });
});
