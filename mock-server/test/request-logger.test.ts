// Each request's logger is made on its first line: the lines a request writes still carry its id, and a request
// that writes none costs no child logger.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../src/request-logger';
import { startApp } from './helpers';

const PHONE = '13800138000';

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
