// Integers beyond 2^53-1 in a request are refused with 400 naming the field, never rounded into another id.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp } from './helpers';

const t = await startApp();
const token = await t.login(DEMO_ACCOUNTS.admin);
const REASON = 'must be within ±9007199254740991 (a larger number cannot be read exactly)';

/** POSTs the text as it is, so numbers reach the server with all their digits. */
const post = (url: string, text: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  t.app.inject({ method: 'POST', url, payload: text, headers: { 'content-type': 'application/json', ...headers } });

describe('integers beyond 2^53-1 in a body', () => {
  it('answers 400 naming the id instead of a 404 for a rounded one', async () => {
    const response = await post('/api/project/info', '{"tenantId":1,"id":6751064696144350703}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: `发出信息有误：body/id ${REASON}`, success: false, data: null });
  });

  it('names the first one by its pointer, whatever its spelling', async () => {
    const nested = await post('/api/authUser/update', '{"tenantId":1,"id":3,"projectIds":[1,12345678901234567890]}');
    expect(nested.json().msg).toBe(`发出信息有误：body/projectIds/1 ${REASON}`);
    expect((await post('/api/project/info', '{"tenantId":1,"id":6.751064696144350703e18}')).json().msg).toBe(
      `发出信息有误：body/id ${REASON}`,
    );
    expect((await post('/api/project/info', '{"tenantId":-9007199254740993,"id":1}')).json().msg).toBe(
      `发出信息有误：body/tenantId ${REASON}`,
    );
  });

  it('lets the largest safe integer and digits in strings through to the usual checks', async () => {
    const largest = await post('/api/project/info', '{"tenantId":1,"id":9007199254740991}');
    expect(largest.statusCode).toBe(404);
    expect(largest.json().msg).toBe('访问资源不存在：项目 9007199254740991');
    const text = await post('/api/project/contractTable', '{"tenantId":1,"projectId":1,"keyword":"6751064696144350703"}');
    expect(text.statusCode).toBe(200);
  });

  it('still answers 401 first, and invalid JSON and prototype poisoning with 400', async () => {
    expect((await post('/api/project/info', '{"tenantId":1,"id":6751064696144350703}', {})).statusCode).toBe(401);
    const invalid = await post('/api/project/info', '{"tenantId":1,"id":6751064696144350703');
    expect(invalid.json()).toEqual({ code: 400, msg: '发出信息有误：body is not valid JSON', success: false, data: null });
    const poisoned = await post('/api/project/info', '{"tenantId":1,"id":1,"__proto__":{"admin":true}}');
    expect(poisoned.json()).toEqual({
      code: 400,
      msg: '发出信息有误：body must not hold the key __proto__, or constructor with a prototype key',
      success: false,
      data: null,
    });
    const constructor = await post('/api/project/info', '{"tenantId":1,"id":1,"x":{"constructor":{"prototype":{}}}}');
    expect(constructor.json().msg).toBe('发出信息有误：body must not hold the key __proto__, or constructor with a prototype key');
    expect((await post('/api/project/info', '')).json().msg).toBe('发出信息有误：body must not be empty');
  });
});

describe('integers beyond 2^53-1 in a query', () => {
  it('answers 400 naming an integer parameter, and leaves text parameters alone', async () => {
    const notices = await t.call('/api/systemNotice/list?tenantId=6751064696144350703', undefined, { token });
    expect(notices.status).toBe(400);
    expect(notices.body.msg).toBe(`发出信息有误：querystring/tenantId ${REASON}`);
    expect((await t.call('/api/systemNotice/list?tenantId=9007199254740991', undefined, { token })).body.msg).not.toContain(REASON);
    expect((await t.call('/search/getList?keyword=6751064696144350703', undefined, { token })).status).toBe(200);
  });
});
