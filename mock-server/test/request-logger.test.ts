// Each request's logger is made on its first line: the lines a request writes still carry its id, and a request
// that writes none costs no child logger.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../src/request-logger';
import { startApp } from './helpers';

const PHONE = '13800138000';

/** Secrets a request can carry in its URL, body or headers: none may reach a log line or the recent requests. */
const SECRET_PHONE = '13912345678';
const SMS_CODE = '482913';
const PASSWORD = 'Tr0ub4dor-x';
const SHARE_TOKEN = 'shr_3q2Xv9kLr0dPz1sWm8YtQe4B';
const OPAQUE_TOKEN = 'opaque-session-9f8e7d6c5b4a';

describe('request loggers', async () => {
  const lines: Record<string, unknown>[] = [];
  const t = await startApp({ logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });

  it("write the request's lines with its id", async () => {
    lines.length = 0;
    expect((await t.operation('sendLoginMsgCode', { phone: PHONE })).status).toBe(200);
    const sms = lines.find((line) => line.msg === 'SMS login code (development mode)');
    expect(sms).toMatchObject({ phone: PHONE, level: 20 });
    expect(sms?.reqId).toEqual(expect.any(String));
    // Fastify's own lines of the same request (info level) name the same request.
    const own = lines.filter((line) => line.reqId === sms?.reqId).map((line) => line.msg);
    expect(own).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('are made on the first line, once', () => {
    const written: unknown[][] = [];
    let children = 0;
    const child = { level: 'warn', warn: (...args: unknown[]) => void written.push(args) } as unknown as FastifyBaseLogger;
    const parent = { level: 'warn', child: () => (children++, child) } as unknown as FastifyBaseLogger;
    const logger = lazyRequestLogger.call(t.app, parent, { reqId: 'req-1' }, {}, undefined as never);
    expect(logger.level).toBe('warn');
    expect(children).toBe(0);
    logger.warn({ refusal: 'wrong-token' }, 'mock control refused');
    logger.warn('again');
    expect(children).toBe(1);
    expect(written).toEqual([[{ refusal: 'wrong-token' }, 'mock control refused'], ['again']]);
  });
});

describe('the request log at info level', async () => {
  const lines: string[] = [];
  const t = await startApp({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });

  it('never shows a phone, SMS code, password, JWT or share link, in log lines or the recent requests', async () => {
    const jwt = await t.login({ username: 'admin', password: 'admin123' });
    const secrets = [SECRET_PHONE, SMS_CODE, PASSWORD, jwt, SHARE_TOKEN, OPAQUE_TOKEN];
    lines.length = 0;
    const query = `phone=${SECRET_PHONE}&code=${SMS_CODE}&password=${PASSWORD}&token=${OPAQUE_TOKEN}&url=${SHARE_TOKEN}`;
    await t.call(`/api/authUser/info?${query}`, undefined, { token: jwt });
    await t.call(`/api/authUser/info?access=${jwt}&link=/%23/share?token=${SHARE_TOKEN}`);
    await t.operation('sendLoginMsgCode', { phone: SECRET_PHONE });
    await t.operation('savePhonePassword', { phone: SECRET_PHONE, code: SMS_CODE, password: PASSWORD });
    await t.operation('getAccessToken', { username: 'admin', password: PASSWORD });
    // A control call refused for its Host: logged with its URL, here a phone.
    await t.call(`/__mock/sms/${SECRET_PHONE}`, undefined, { headers: { host: 'evil.example' } });
    const state = await t.call<{ requests: unknown[] }>('/__mock/state');
    expect(state.status).toBe(200);
    expect(lines.some((line) => line.includes('/api/authUser/info?'))).toBe(true);
    const shown = [...lines, JSON.stringify(state.body.data.requests)].flatMap((text) =>
      secrets.filter((secret) => text.includes(secret)).map((secret) => `${secret} in ${text}`),
    );
    expect(shown).toEqual([]);
  });
});
