// What OWASP ASVS level 1 asks of a login beyond the limits per address (login-limits.test.ts): at most 100
// failed attempts an hour on one account from any number of addresses (successes never count), an SMS code
// voided after a few wrong tries, and addresses counted by IPv6 /64 block (IPv4-mapped addresses as IPv4).
// Time moves on the injected clock only.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/auth/guess-limits';
import { SMS_CODE_MAX_WRONG_TRIES, SmsCodes } from '../src/auth/sms';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

const { admin, guest, tenant } = DEMO_ACCOUNTS;
/** AUTH_RATE_LIMIT in the limited app: 3 per address and account a minute, so 10 failures per account an hour. */
const PER_ACCOUNT = 3;
const ACCOUNT_FAILURES = 10;
const HOUR_MS = 3_600_000;

async function post(t: TestApp, url: string, payload: object, remoteAddress: string) {
  const request: InjectOptions = { method: 'POST', url, payload, remoteAddress };
  const reply = await t.app.inject(request);
  return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.json<{ msg: string }>() };
}

const passwordLogin = (t: TestApp, body: object, address: string, url = '/api/getAccessToken') => post(t, url, body, address);
/** A distinct documentation address per n (never the loopback the other tests use). */
const addressOf = (n: number) => `203.0.113.${n}`;

describe('failed logins per account, from any address', async () => {
  let now = new Date();
  const t = await startApp({ authRateLimit: { max: PER_ACCOUNT, timeWindowMs: 60_000 }, now: () => now });

  it('stop at the cap: then even the right password gets 429 until the hour has passed', async () => {
    const wrong = { username: admin.username, password: 'wrong-pw' };
    const statuses = [];
    // Spread over addresses, both password logins: each address stays within its own budget.
    for (let n = 0; n < ACCOUNT_FAILURES; n++) {
      const url = n % 2 ? '/api/v2/accessToken' : '/api/getAccessToken';
      statuses.push((await passwordLogin(t, wrong, addressOf(Math.floor(n / PER_ACCOUNT)), url)).status);
    }
    expect(statuses).toEqual(Array(ACCOUNT_FAILURES).fill(400));
    const limited = await passwordLogin(t, wrong, addressOf(20));
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(HOUR_MS / 1000 - 60);
    expect((await passwordLogin(t, admin, addressOf(21))).status).toBe(429);
    // Another account from the same address is not held up.
    expect((await passwordLogin(t, tenant, addressOf(21))).status).toBe(200);

    now = new Date(now.getTime() + HOUR_MS - 1000);
    expect((await passwordLogin(t, admin, addressOf(22))).status).toBe(429);
    now = new Date(now.getTime() + 1000);
    expect((await passwordLogin(t, admin, addressOf(23))).status).toBe(200);
  });

  it('count failures only: an account logging in often is never locked out', async () => {
    const statuses = [];
    for (let n = 0; n < ACCOUNT_FAILURES * 3; n++) statuses.push((await passwordLogin(t, guest, addressOf(30 + n))).status);
    expect(statuses).toEqual(Array(ACCOUNT_FAILURES * 3).fill(200));
    // Its failures still have the whole budget.
    const wrong = { username: guest.username, password: 'wrong-pw' };
    for (let n = 0; n < ACCOUNT_FAILURES; n++) expect((await passwordLogin(t, wrong, addressOf(70 + n))).status).toBe(400);
    expect((await passwordLogin(t, guest, addressOf(90))).status).toBe(429);
  });
});

describe('an SMS code', async () => {
  const t = await startApp();
  const phone = '13800138000';
  const send = async () => {
    expect((await post(t, '/api/sendLoginMsgCode', { phone }, addressOf(100))).status).toBe(200);
    return (await t.call<{ code: string }>(`/__mock/sms/${phone}`)).body.data.code;
  };
  const tryCode = (code: string) => post(t, '/api/savePhonePassword', { phone, code }, addressOf(101));
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it(`is voided after ${SMS_CODE_MAX_WRONG_TRIES} wrong tries, until a new one is sent`, async () => {
    const code = await send();
    for (let n = 0; n < SMS_CODE_MAX_WRONG_TRIES; n++) expect((await tryCode(wrongOf(code))).status).toBe(400);
    const voided = await tryCode(code);
    expect(voided.status).toBe(400);
    expect(voided.body.msg).toContain('验证码错误或已过期');
    expect((await t.call(`/__mock/sms/${phone}`)).status).toBe(404);
    expect((await tryCode(await send())).status).toBe(200);
  });

  it('is still accepted after fewer wrong tries', async () => {
    const code = await send();
    for (let n = 0; n < SMS_CODE_MAX_WRONG_TRIES - 1; n++) expect((await tryCode(wrongOf(code))).status).toBe(400);
    expect((await tryCode(code)).status).toBe(200);
  });

  it('of a number with 100 failures this hour is refused with 429, even the right one', async () => {
    // The default limits: 30 guesses per address and number a minute, so over four addresses.
    const other = '13800138001';
    const codeFor = (n: number) => post(t, '/api/savePhonePassword', { phone: other, code: '000000' }, addressOf(110 + Math.floor(n / 25)));
    for (let n = 0; n < 96; n++) expect((await codeFor(n)).status).toBe(400);
    expect((await post(t, '/api/sendLoginMsgCode', { phone: other }, addressOf(120))).status).toBe(200);
    const { code } = (await t.call<{ code: string }>(`/__mock/sms/${other}`)).body.data;
    for (let n = 0; n < 4; n++)
      expect((await post(t, '/api/savePhonePassword', { phone: other, code: wrongOf(code) }, addressOf(121))).status).toBe(400);
    expect((await post(t, '/api/savePhonePassword', { phone: other, code }, addressOf(122))).status).toBe(429);
  });

  it('is voided in the in-memory store too (a new code starts again)', async () => {
    const codes = new SmsCodes(() => new Date());
    const { code } = await codes.issue(phone);
    for (let n = 0; n < SMS_CODE_MAX_WRONG_TRIES; n++) expect(await codes.consume(phone, wrongOf(code))).toBe(false);
    expect(await codes.consume(phone, code)).toBe(false);
    expect(await codes.peek(phone)).toBeUndefined();
    const next = await codes.issue(phone);
    expect(await codes.consume(phone, next.code)).toBe(true);
  });
});

describe('client addresses', async () => {
  const t = await startApp({ authRateLimit: { max: PER_ACCOUNT, timeWindowMs: 60_000 } });
  const guesses = (username: string, addresses: string[]) =>
    Promise.all(addresses.map((address) => passwordLogin(t, { username, password: 'x' }, address))).then((answers) =>
      answers.map((answer) => answer.status),
    );

  it('count IPv6 by /64 block', async () => {
    const block = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:a:b:c:d'];
    expect(await guesses('v6-guess', block)).toEqual([400, 400, 400]);
    expect(await guesses('v6-guess', ['2001:db8:1:2:ffff:ffff:ffff:ffff'])).toEqual([429]);
    expect(await guesses('v6-guess', ['2001:db8:1:3::1'])).toEqual([400]);
  });

  it('count IPv4-mapped IPv6 as IPv4', async () => {
    expect(await guesses('v4-guess', ['::ffff:192.0.2.30', '::ffff:192.0.2.30', '::ffff:c000:21e'])).toEqual([400, 400, 400]);
    expect(await guesses('v4-guess', ['192.0.2.30'])).toEqual([429]);
  });

  it('have one key per block, whatever the spelling', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:C000:0201')).toBe('192.0.2.1');
    expect(addressKey('2001:db8::1')).toBe(addressKey('2001:0DB8:0:0:ffff::'));
    expect(addressKey('2001:db8::1')).not.toBe(addressKey('2001:db8:0:1::1'));
    expect(addressKey('fe80::1%eth0')).toBe(addressKey('fe80::2'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
