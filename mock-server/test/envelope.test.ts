// The envelope of failures: validation (400 naming the field), bad JSON, content type, size, unknown
// paths and unexpected errors (500 without details), rate limiting (429), and the docs page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { checkHandlers } from '../src/routes/operations';
import { databaseFile } from '../src/db/url';
import { contract, DEMO_ACCOUNTS, startApp } from './helpers';

const t = await startApp({ authRateLimit: { max: 3, timeWindowMs: 60_000 }, frontendDist: null });
const token = await t.login(DEMO_ACCOUNTS.admin);

describe('validation from the document', () => {
  it.each([
    [{ tenantId: 1, projectId: '1' }, 'body/projectId must be integer'],
    [{ tenantId: 1 }, 'body/projectId is required'],
    [{ tenantId: 1, projectId: 0 }, 'body/projectId must be >= 1'],
    [{ tenantId: 1.5, projectId: 1 }, 'body/tenantId must be integer'],
    [[1, 2], 'body must be object'],
  ])('%j → 400 %s', async (body, reason) => {
    const reply = await t.operation('getLabourIndex', body, { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, msg: `发出信息有误：${reason}`, success: false, data: null });
  });

  it('checks formats and patterns of the document', async () => {
    const save = (body: object) =>
      t.operation('saveProject', { tenantId: 1, name: 'x', orgId: 1, startDate: '2026-01-01', endDate: '2026-12-31', ...body }, { token });
    expect((await save({ startDate: '2026-13-01' })).body.msg).toBe('发出信息有误：body/startDate must match format "date"');
    expect((await t.operation('sendLoginMsgCode', { phone: '12345' })).body.msg).toContain('body/phone must match pattern');
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate) with 400 naming the field', async () => {
    const reply = await t.operation('listContracts', { tenantId: 1, projectId: 1, keyword: 'a\ud800' }, { token });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('发出信息有误：body/keyword must be well-formed Unicode text (it holds a lone surrogate)');
    const emoji = await t.operation('listContracts', { tenantId: 1, projectId: 1, keyword: '\ud83d\ude00' }, { token });
    expect(emoji.status).toBe(200);
  });

  it('validates query parameters (coerced from text)', async () => {
    expect((await t.call('/api/systemNotice/list?tenantId=1', undefined, { token })).status).toBe(200);
    expect((await t.call('/api/systemNotice/list?tenantId=abc', undefined, { token })).body.msg).toBe(
      '发出信息有误：querystring/tenantId must be integer',
    );
    // 1e+300 reads as an integer: only the id maximum keeps it from the database query.
    const huge = await t.call('/api/systemNotice/list?tenantId=1e%2B300', undefined, { token });
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('发出信息有误：querystring/tenantId must be <= 9007199254740991');
  });

  it('answers invalid JSON, a wrong content type and an empty body with 400', async () => {
    const raw = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/dashboard/labourIndex',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
      });
    for (const response of [
      await raw('{"tenantId": 1,', 'application/json'),
      await raw('tenantId=1', 'text/plain'),
      await raw('', 'application/json'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
    }
  });

  it('reads a POST without any body as the empty object: accepted where the body requires nothing', async () => {
    const noBody = (url: string) => t.call(url, undefined, { token, method: 'POST' });
    for (const url of [
      '/api/project/v2/authTree',
      '/api/authOrganization/v2/tenant',
      '/api/system/v2/empower/modelList',
      '/api/index/show',
      // The "no body" calls (docs/requirements/calls.md#no-body-calls): the caller's tenant.
      '/api/authOrganization/treeList',
      '/api/authOrganization/treeListByAuth',
      '/api/authOrganization/checkDashboard',
    ]) {
      const reply = await noBody(url);
      expect({ url, status: reply.status, success: reply.body.success }).toEqual({ url, status: 200, success: true });
    }
    // Without a body, the tenant is the caller's: tenant2 gets its own tree, as with its tenantId.
    const tenant2 = await t.login(DEMO_ACCOUNTS.tenant2);
    const { tenantId } = (await t.call('/api/authUser/info', undefined, { token: tenant2, method: 'GET' })).body.data as {
      tenantId: number;
    };
    for (const url of ['/api/authOrganization/treeList', '/api/authOrganization/treeListByAuth', '/api/authOrganization/checkDashboard']) {
      const withBody = await t.call(url, { tenantId }, { token: tenant2, method: 'POST' });
      expect({ url, data: (await t.call(url, undefined, { token: tenant2, method: 'POST' })).body.data }).toEqual({
        url,
        data: withBody.body.data,
      });
    }
    // Where the body requires a field, the answer names it instead of 'body must be object'.
    expect((await noBody('/api/authOrganization/v3/treeList')).body).toEqual({
      code: 400,
      msg: '发出信息有误：body/tenantId is required',
      success: false,
      data: null,
    });
  });

  it('refuses a JSON null or a scalar body, even where the body requires nothing: only a missing body reads as {}', async () => {
    for (const payload of ['null', '1', '"x"']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      expect({ payload, status: reply.statusCode, msg: reply.json().msg }).toEqual({
        payload,
        status: 400,
        msg: '发出信息有误：body must be object',
      });
    }
    // The session is still alive: none of them logged out.
    expect((await t.operation('getUserInfo', undefined, { token })).status).toBe(200);
  });

  it('refuses a JSON body sent as text/plain with 400 naming the Content-Type', async () => {
    const reply = await t.operation('getOrganisationTree', JSON.stringify({ tenantId: 1 }), {
      token,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('发出信息有误：Content-Type text/plain is not accepted: send the body as application/json');
  });

  it('answers an oversized body with 413', async () => {
    const reply = await t.operation('getUserCustomized', { tenantId: 1, padding: 'x'.repeat(300 * 1024) }, { token });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ code: 413, msg: '请求体过大', success: false, data: null });
  });
});

describe('unknown paths and unexpected errors', () => {
  it('answers an unknown path with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/dashboard/nothing'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, success: false, data: null });
    }
  });

  it('answers an unexpected error with a bare 500 envelope', async () => {
    const broken = await startApp();
    const adminToken = await broken.login(DEMO_ACCOUNTS.admin);
    const db = new Database(databaseFile(broken.databaseUrl));
    db.exec('DROP TABLE Notice');
    db.close();
    const reply = await broken.operation('listNotices', undefined, { token: adminToken });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ code: 500, msg: '服务器发生错误', success: false, data: null });
  });
});

describe('rate limiting of the calls that guess secrets', () => {
  it('answers 429 in the envelope with Retry-After after too many login attempts for one account', async () => {
    const attempt = () => t.operation('getAccessToken', { username: 'tenant', password: 'guess' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', success: false, data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same client is not affected.
    expect((await t.operation('getAccessToken', { username: 'guest', password: 'guest123' })).status).toBe(200);
  });
});

describe('routes from the document', () => {
  it('registers every operation of openapi.yaml', () => {
    for (const op of contract.operations)
      expect(t.app.hasRoute({ method: op.method.toUpperCase() as 'GET' | 'POST', url: op.path }), op.operationId).toBe(true);
    expect(contract.operations).toHaveLength(168);
  });

  it('refuses to start with an operation without a handler or a handler without an operation', () => {
    const [first, ...rest] = contract.operations;
    const handlers = Object.fromEntries(rest.map((op) => [op.operationId, async () => null]));
    expect(() => checkHandlers(contract.operations, handlers)).toThrow(`operations without a handler: ${first!.operationId}`);
    expect(() =>
      checkHandlers(rest, { ...handlers, [first!.operationId]: async () => null, extraCall: async () => null } as never),
    ).toThrow(`handlers without an operation: ${first!.operationId}, extraCall`);
  });

  it('serves the docs page from openapi.yaml', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, unknown>;
      info: { description: string };
    };
    expect(Object.keys(json.paths)).toHaveLength(Object.keys(contract.document.paths).length);
    expect(json.info.description).toContain('/__mock/scenario');
  });
});

describe('the built frontend and seeded media', () => {
  it('serves the build at / with its assets and generated seeded media, a 404 envelope for other names', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'smartsite-dist-'));
    mkdirSync(join(dist, 'static'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>smartsite</title>');
    writeFileSync(join(dist, 'static', 'app.js'), 'console.log(1)');
    const served = await startApp({ frontendDist: dist });
    const get = (url: string) => served.app.inject({ method: 'GET', url });
    expect((await get('/')).body).toContain('<title>smartsite</title>');
    expect((await get('/static/app.js')).body).toBe('console.log(1)');
    // Seeded pictures are generated (media.test.ts); other names are not found (media-names.test.ts).
    const avatar = await get('/static/avatar/admin.png');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    const photo = await get('/static/production/structure-6.jpg');
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect((await get('/static/brochure/cover.jpg')).json()).toMatchObject({ code: 404 });
    expect((await get('/static/video/p1-intro.mp4')).json()).toMatchObject({ code: 404 });
    expect((await get('/static/../../etc/passwd')).statusCode).toBe(404);
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends / to the docs page when there is no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/docs');
  });
});

describe('CORS', () => {
  it('allows the configured origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/getAccessToken',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const local = await preflight('http://localhost:5173');
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(local.headers['access-control-allow-headers'])).toContain('Authorization');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const strict = await startApp({ corsOrigins: ['https://site.example'] });
    const answer = await strict.app.inject({
      method: 'POST',
      url: '/api/sendLoginMsgCode',
      payload: { phone: '13800138000' },
      headers: { origin: 'http://localhost:5173' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
