// Limits per client as well as per account: logins per address across accounts, one budget for both password
// logins and for every login operation of an address, SMS codes per address and per number, and a disabled
// account that confirms a guessed password no faster than any other guess. Also: SMS codes expire out of memory
// and stay out of the info log.
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SmsCodes, SMS_CODE_TTL_SECONDS } from '../src/auth/sms';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

const { admin, guest } = DEMO_ACCOUNTS;
/** AUTH_RATE_LIMIT in these apps: 3 per address and account, so 30 per address (auth/guess-limits.ts). */
const PER_ACCOUNT = 3;
const PER_CLIENT = PER_ACCOUNT * 10;

/** POSTs from a given client address; the status and Retry-After of the answer. */
async function post(t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') {
  const request: InjectOptions = { method: 'POST', url, payload, remoteAddress };
  const reply = await t.app.inject(request);
  return { status: reply.statusCode, retryAfter: reply.headers['retry-after'], body: reply.json<{ msg: string }>() };
}

const passwordLogin = (t: TestApp, body: object, address?: string, url = '/api/getAccessToken') => post(t, url, body, address);
const phoneLogin = (t: TestApp, phone: string, address?: string) => post(t, '/api/savePhonePassword', { phone, code: '000000' }, address);
const phoneOf = (n: number) => `139${String(n).padStart(8, '0')}`;

describe('login limits per client address', async () => {
  const t = await startApp({ authRateLimit: { max: PER_ACCOUNT, timeWindowMs: 60_000 } });

  it('count attempts across accounts: distinct usernames from one address get 429 with Retry-After', async () => {
    const statuses = [];
    for (let n = 0; n < PER_CLIENT; n++) statuses.push((await passwordLogin(t, { username: `nobody${n}`, password: 'guess' })).status);
    expect(statuses).toEqual(Array(PER_CLIENT).fill(400));
    const limited = await passwordLogin(t, { username: 'nobody-else', password: 'guess' });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe('请求过于频繁，请稍后再试');
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // The right password from the same address waits too; another address is not held up.
    expect((await passwordLogin(t, admin)).status).toBe(429);
    expect((await passwordLogin(t, admin, '192.0.2.7')).status).toBe(200);
  });

  it('are one budget for password and phone logins', async () => {
    const address = '192.0.2.8';
    const half = PER_CLIENT / 2;
    for (let n = 0; n < half; n++) expect((await passwordLogin(t, { username: `stranger${n}`, password: 'x' }, address)).status).toBe(400);
    for (let n = 0; n < half; n++) expect((await phoneLogin(t, phoneOf(n), address)).status).toBe(400);
    expect((await phoneLogin(t, phoneOf(half), address)).status).toBe(429);
    expect((await passwordLogin(t, { username: 'stranger-last', password: 'x' }, address)).status).toBe(429);
  });
});

describe('login limits per account', async () => {
  const t = await startApp({ authRateLimit: { max: PER_ACCOUNT, timeWindowMs: 60_000 } });

  it('are one budget for both password logins', async () => {
    const address = '192.0.2.9';
    const wrong = { username: admin.username, password: 'wrong-pw' };
    const answers = [
      await passwordLogin(t, wrong, address, '/api/getAccessToken'),
      await passwordLogin(t, wrong, address, '/api/v2/accessToken'),
      await passwordLogin(t, wrong, address, '/api/getAccessToken'),
      await passwordLogin(t, admin, address, '/api/v2/accessToken'),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429]);
  });

  it('hold for a disabled account: its 403 (账号已停用) confirms a password no faster than other guesses', async () => {
    const adminToken = await t.login(admin);
    const guestId = (await t.operation('getUserInfo', undefined, { token: await t.login(guest) })).body.data.id;
    expect((await t.operation('updateUser', { tenantId: 1, id: guestId, status: 0 }, { token: adminToken })).status).toBe(200);
    const address = '192.0.2.10';
    const answers = [
      await passwordLogin(t, { username: guest.username, password: 'wrong-pw' }, address, '/api/getAccessToken'),
      await passwordLogin(t, guest, address, '/api/v2/accessToken'),
      await passwordLogin(t, guest, address, '/api/getAccessToken'),
      await passwordLogin(t, guest, address, '/api/v2/accessToken'),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 403, 403, 429]);
    expect(answers[1]!.body.msg).toContain('账号已停用');
  });
});

describe('SMS codes', async () => {
  // The default limits: 30 codes per address and 5 per number within 10 minutes.
  const lines: string[] = [];
  const t = await startApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  const send = (phone: string, address: string) => post(t, '/api/sendLoginMsgCode', { phone }, address);

  it('are capped per number, from whatever address', async () => {
    const statuses = [];
    for (let n = 1; n <= 6; n++) statuses.push((await send('13800001111', `198.51.100.${n}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('are capped per address, whatever the number', async () => {
    const statuses = [];
    for (let n = 0; n < 31; n++) statuses.push((await send(phoneOf(100 + n), '198.51.100.50')).status);
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
    expect((await send(phoneOf(200), '198.51.100.51')).status).toBe(200);
  });

  it('are not written to the log at info level', async () => {
    lines.length = 0;
    expect((await send('13800002222', '198.51.100.60')).status).toBe(200);
    const { code } = (await t.call<{ code: string }>('/__mock/sms/13800002222')).body.data;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(code))).toEqual([]);
  });

  it('are dropped from memory once expired', async () => {
    let now = new Date('2026-03-02T09:00:00+08:00');
    const codes = new SmsCodes(() => now);
    await codes.issue('13800003333');
    await codes.issue('13800004444');
    now = new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000);
    await codes.issue('13800005555');
    expect(codes.size).toBe(1);
  });
});
