// Scenarios for the frontend's error paths and the contract suite's fault injection: per request
// (x-mock-scenario) and global (/__mock/scenario), plus MOCK_LATENCY_MS.
import { describe, expect, it } from 'vitest';
import { SCENARIO_NAMES } from '../src/scenarios';
import { DEMO_ACCOUNTS, startApp, validateAnswer } from './helpers';

const t = await startApp({ timeoutScenarioMs: 600, faults: true });
const token = await t.login(DEMO_ACCOUNTS.admin);
const dashboard = { url: '/api/dashboard/labourIndex', body: { tenantId: 1, projectId: 1 } };
/** Calls with the scenario header: the dashboard call by default; a body of 'GET' means a GET. */
const withScenario = (scenario: string, url = dashboard.url, body: unknown = dashboard.body, auth: string | undefined = token) =>
  t.call(url, body === 'GET' ? undefined : body, {
    token: auth,
    headers: { 'x-mock-scenario': scenario },
    method: body === 'GET' ? 'GET' : 'POST',
  });

describe('error scenarios', () => {
  it.each([
    ['expired-token', 401, '登录信息已过期，请重新登录'],
    ['forbidden', 403, '用户得到授权，但是访问是被禁止的'],
    ['server-error', 500, '服务器发生错误'],
    ['bad-gateway', 502, '网关错误'],
    ['code:503', 503, '服务不可用'],
    ['code:410', 410, '请求的资源被永久删除，且不会再得到'],
  ])('%s answers %i in the envelope', async (scenario, status, msg) => {
    const reply = await withScenario(scenario);
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ code: status, msg, success: false, data: null });
  });

  it('code:<n> with a 2xx catalogue code answers HTTP 200 carrying that code', async () => {
    expect((await withScenario('code:201')).body).toEqual({ code: 201, msg: '新建或修改数据成功', success: false, data: null });
  });

  it('refuses unknown scenarios and codes outside the catalogue', async () => {
    expect((await withScenario('code:299')).body.msg).toContain('not a catalogue code');
    expect((await withScenario('explode')).status).toBe(400);
  });

  it('slow:<ms> delays the answer', async () => {
    const started = performance.now();
    expect((await withScenario('slow:300')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('timeout holds the request past the client timeout without blocking other requests, then answers 504', async () => {
    const started = performance.now();
    const held = withScenario('timeout');
    const other = await t.call(dashboard.url, dashboard.body, { token });
    expect(other.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(500);
    const reply = await held;
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
    expect(reply.status).toBe(504);
  });

  it('module-expired forbids module calls and reports every module expired', async () => {
    expect((await withScenario('module-expired')).body).toMatchObject({ code: 403, msg: '模块授权已过期，禁止操作任何数据' });
    const status = await withScenario('module-expired', '/api/system/v2/empower/moduleAuth', dashboard.body);
    expect(status.body.data).toMatchObject({ expired: true });
    expect((status.body.data as { modules: { expired: boolean }[] }).modules.every((m) => m.expired)).toBe(true);
    expect((await withScenario('module-expired', '/api/project/info', { tenantId: 1, id: 1 })).status).toBe(200);
  });
});

describe('malformed answers for the frontend’s validation', () => {
  it('malformed-login answers login without the token field', async () => {
    const reply = await withScenario('malformed-login', '/api/getAccessToken', { username: 'admin', password: 'admin123' }, undefined);
    expect(reply.status).toBe(200);
    expect(reply.body.data).not.toHaveProperty('token');
    expect(reply.body.data).toHaveProperty('userId', 1);
  });

  it('malformed-userinfo answers user info with wrong types', async () => {
    const data = (await withScenario('malformed-userinfo', '/api/authUser/info', 'GET')).body.data as Record<string, unknown>;
    expect(typeof data.username).not.toBe('string');
    expect(Array.isArray(data.roles)).toBe(false);
    expect(Array.isArray(data.ability)).toBe(false);
  });
});

describe('contract faults for the fault-injection self-test', () => {
  const samples: [string, string, unknown][] = [
    ['getLabourIndex', '/api/dashboard/labourIndex', dashboard.body],
    ['listWarningLogs', '/api/dashboard/warningLogList', dashboard.body],
    ['listAuthorisedProjects', '/api/project/authList', { tenantId: 1 }],
    ['goDashboard', '/api/index/goDashboard', dashboard.body],
    ['logout', '/api/logout', { tenantId: 1 }],
    ['getUserInfo', '/api/authUser/info', 'GET'],
  ];

  it.each(['fault:drop-required', 'fault:wrong-type'])('%s makes every kind of answer violate its schema', async (fault) => {
    for (const [operationId, url, body] of samples) {
      const reply = await withScenario(fault, url, body, await t.login(DEMO_ACCOUNTS.admin));
      expect(reply.status, operationId).toBe(200);
      expect(validateAnswer(operationId, reply.body), `${operationId} under ${fault}`).not.toEqual([]);
    }
  });

  it('fault:wrong-success-code answers code 201 with success true', async () => {
    const reply = await withScenario('fault:wrong-success-code');
    expect(reply.body).toMatchObject({ code: 201, success: true });
    expect(validateAnswer('getLabourIndex', reply.body)).not.toEqual([]);
  });

  it('fault:skip-auth accepts a missing token where 401 is due', async () => {
    expect((await t.call(dashboard.url, dashboard.body)).status).toBe(401);
    const reply = await withScenario('fault:skip-auth', dashboard.url, dashboard.body, undefined);
    expect(reply.status).toBe(200);
  });

  it('leaves answers valid without a fault', async () => {
    for (const [operationId, url, body] of samples.filter(([id]) => id !== 'logout')) {
      expect(validateAnswer(operationId, (await withScenario('slow:0', url, body)).body), operationId).toEqual([]);
    }
  });
});

describe('the global scenario', () => {
  it('applies to every request until cleared, and the header overrides it', async () => {
    expect((await t.call('/__mock/scenario', { name: 'forbidden' }, { method: 'PUT' })).body.data).toEqual({ name: 'forbidden' });
    expect((await t.call('/__mock/scenario')).body.data).toEqual({ name: 'forbidden' });
    expect((await t.call(dashboard.url, dashboard.body, { token })).status).toBe(403);
    expect((await withScenario('code:502')).status).toBe(502);
    expect((await t.call('/__mock/scenario', { name: 'nope' }, { method: 'PUT' })).status).toBe(400);
    expect((await t.call('/__mock/scenario', undefined, { method: 'DELETE' })).body.data).toEqual({ name: null });
    expect((await t.call(dashboard.url, dashboard.body, { token })).status).toBe(200);
  });

  it('is documented with every scenario name on the docs page', async () => {
    const description = ((await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { info: { description: string } }).info
      .description;
    for (const name of [...SCENARIO_NAMES, 'slow:<ms>', 'code:<n>', 'x-mock-scenario', 'PUT /__mock/scenario'])
      expect(description).toContain(name);
  });
});

describe('MOCK_LATENCY_MS', () => {
  it('delays every API answer', async () => {
    const slow = await startApp({ latencyMs: 250 });
    const started = performance.now();
    expect((await slow.operation('sendLoginMsgCode', { phone: '13800138000' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
  });
});
