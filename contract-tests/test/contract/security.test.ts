// Security checks beyond the token and isolation checks (auth.test.ts, access.test.ts):
// passwords never appear in a response or a log line, login rate limiting answers 429 in the envelope,
// and CORS answers only the configured origins.
import { describe, expect, it } from 'vitest';
import { assertConforms } from '../../src/client';
import { judgeResponse, failingSeverities } from '@smartsite/api/judge';
import { contract, operation } from '../../src/contract';
import type { OperationId } from '@smartsite/api';
import { Flow, startFlow } from '../../src/flow';
import { LOGIN_REJECTED, login } from '../../src/session';
import { useContractSuite } from '../../src/suite';
import { openInProcessMock } from '../../src/target';
import { uniqueName } from '../../src/unique';

const suite = useContractSuite();

describe('passwords', () => {
  /** Login, user creation, password change and a failed login, the calls that carry passwords; each answer must conform. */
  async function assertPasswordCallsConform(admin: Flow, check: string): Promise<void> {
    const account = { username: uniqueName('ct_secret'), password: 'Secret_pw_1' };
    const { id } = await admin.data('saveUser', { overrides: { ...account } });
    // The client scans every answer for the passwords it knows (src/secrets.ts); these are the likeliest to leak.
    await admin.data('listUsers', { overrides: { keyword: account.username, pageSize: 200 } });
    await admin.data('listUsersV2', { overrides: { keyword: account.username, pageSize: 200, projectId: undefined } });
    const token = await login(suite.client, account, { check });
    const own = new Flow(suite, { ...suite.session, account, token }, check);
    await own.data('getUserInfo');
    await own.data('changePassword', { overrides: { oldPassword: account.password, newPassword: 'Secret_pw_2', password: 'Secret_pw_2' } });
    await own.state('getAccessToken', 'a wrong password is refused', async () => {
      assertConforms(
        await suite.client.call('getAccessToken', { check, overrides: { ...account, password: 'Wrong_pw_3' }, expect: LOGIN_REJECTED }),
      );
    });
    await admin.data('removeUser', { overrides: { id } });
  }
  const operationIds: OperationId[] = [
    'saveUser',
    'listUsers',
    'listUsersV2',
    'getAccessToken',
    'getUserInfo',
    'changePassword',
    'removeUser',
  ];

  it('never come back in a response, whatever call carried them', async (ctx) => {
    await assertPasswordCallsConform(startFlow(suite, ctx, 'passwords in responses', operationIds), 'passwords in responses');
  });

  it('never reach a log line', async (ctx) => {
    suite.require(ctx, { seeded: true }, operationIds, 'passwords in logs');
    const admin = startFlow(suite, ctx, 'passwords in logs', operationIds);
    const lines = suite.target.logLines ?? [];
    const before = lines.length;
    await assertPasswordCallsConform(admin, 'passwords in logs');
    expect(lines.length, 'the mock logged nothing for these calls: nothing was checked').toBeGreaterThan(before);
    const leaking = lines.filter((line) => suite.client.secrets.find(line).length > 0);
    expect(leaking, `log lines that carry a password:\n${leaking.join('\n')}`).toEqual([]);
  });
});

describe('login rate limiting', () => {
  it('answers 429 in the envelope, with Retry-After, after repeated failed logins', async (ctx) => {
    suite.require(ctx, { disruptive: true, state: true }, ['getAccessToken'], 'login rate limit');
    // A mock of its own, with a limit of 5 attempts: the limit must not lock out the other tests of this file,
    // and each failed login costs a password hash.
    const max = 5;
    const target = await openInProcessMock({ authRateLimit: { max, timeWindowMs: 60_000 } });
    try {
      const op = operation('getAccessToken');
      const answers = [];
      for (let attempt = 1; attempt <= max + 1; attempt += 1) {
        answers.push(
          await target.transport.send({ method: 'post', url: op.path, body: { username: 'guest', password: `Wrong_${attempt}` } }),
        );
      }
      // The first `max` wrong passwords are refused as such; the next attempt is rate limited.
      expect(answers.slice(0, max).map((a) => LOGIN_REJECTED.statuses.includes(a.status))).toEqual(Array(max).fill(true));
      const limited = answers.at(-1);
      if (!limited) throw new Error('no attempt was made');
      const { violations } = judgeResponse(contract, op, limited, { statuses: [429], kind: 'status' });
      expect(violations.filter((v) => failingSeverities(suite.config.strict).includes(v.severity))).toEqual([]);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await target.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    suite.target.transport.send({
      method: 'options',
      url: operation('getUserInfo').path,
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });

  it('does not allow an origin that is not configured [state]', async (ctx) => {
    // Prism allows every origin: CORS is the backend's policy, not part of what a contract mock mimics.
    suite.require(ctx, { state: true }, ['getUserInfo'], 'CORS refuses unknown origins');
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin'] ?? null).not.toBe('https://evil.example');
    expect(res.headers['access-control-allow-origin'] ?? null).not.toBe('*');
  });

  it('allows the configured origin [state]', async (ctx) => {
    suite.require(ctx, { state: true }, ['getUserInfo'], 'CORS allows the configured origin');
    const origin = suite.config.allowedOrigin ?? suite.target.allowedOrigin;
    if (!origin) {
      suite.recordSkip(
        ['getUserInfo'],
        'CORS allows the configured origin',
        'not-applicable',
        'no allowed origin configured (CONTRACT_ALLOWED_ORIGIN)',
      );
      return ctx.skip('not-applicable: set CONTRACT_ALLOWED_ORIGIN to check it');
    }
    const res = await preflight(origin);
    expect(res.status).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  });
});
