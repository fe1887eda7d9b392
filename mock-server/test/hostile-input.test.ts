// Input meant to break the server rather than use it: bodies nested past any stack, control characters and
// bidirectional overrides in names, URLs and headers the router or Node's parser refuses, and clients that send
// their request too slowly. Each is a 4xx in the envelope, and nothing is stored.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startApp } from './helpers';

const t = await startApp({ frontendDist: null });
const token = await t.login(DEMO_ACCOUNTS.admin);
const TOO_DEEP = '发出信息有误：body must not nest arrays and objects more than 32 levels deep';

const postText = (url: string, payload: string, auth = true) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('deeply nested JSON', () => {
  it('answers 400 naming the body for 100,000 nested arrays as the public login body', async () => {
    for (const text of ['['.repeat(100_000), '['.repeat(100_000) + ']'.repeat(100_000)]) {
      const response = await postText('/api/authUser/getAccessToken', text, false);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: TOO_DEEP, success: false, data: null });
    }
  });

  it('answers 400 for 20,000 levels inside a field, of arrays or objects', async () => {
    const arrays = `{"username":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"x"}`;
    expect((await postText('/api/authUser/getAccessToken', arrays, false)).json().msg).toBe(TOO_DEEP);
    const objects = `{"tenantId":1,"projectId":1,"x":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const response = await postText('/api/dashboard/labourIndex', objects);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(TOO_DEEP);
  });

  it('counts only brackets outside strings, and lets ordinary nesting through to validation', async () => {
    const brackets = JSON.stringify({ tenantId: 1, projectId: 1, keyword: '['.repeat(100) });
    expect((await postText('/api/project/contractTable', brackets)).statusCode).toBe(200);
    const shallow = `{"tenantId":1,"projectId":1,"x":${'['.repeat(31)}${']'.repeat(31)}}`;
    expect((await postText('/api/dashboard/labourIndex', shallow)).json().msg).not.toBe(TOO_DEEP);
  });
});

describe('control characters and bidirectional overrides', () => {
  const saveUser = (nickname: string, username: string) =>
    t.operation('saveUser', { tenantId: 1, username, nickname, phone: '13600009999', password: 'secret1' }, { token });

  it.each([
    ['a NUL', 'ab\u0000c', 'must not hold control characters or bidirectional overrides (it holds U+0000)'],
    ['a right-to-left override', '\u202egnp.exe', 'must not hold control characters or bidirectional overrides (it holds U+202E)'],
    ['a first-strong isolate', 'a\u2068b', 'must not hold control characters or bidirectional overrides (it holds U+2068)'],
    ['DEL', 'a\u007f', 'must not hold control characters or bidirectional overrides (it holds U+007F)'],
    ['a C1 control', 'a\u0085', 'must not hold control characters or bidirectional overrides (it holds U+0085)'],
    ['a line break', 'first\nsecond', 'must be one line of text (it holds U+000A)'],
    ['a tab', 'a\tb', 'must be one line of text (it holds U+0009)'],
  ])('refuses %s in a nickname with 400 naming the field, storing nothing', async (_what, nickname, reason) => {
    const reply = await saveUser(nickname, 'hostile_name');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: 400, msg: `发出信息有误：body/nickname ${reason}`, success: false, data: null });
    expect((await t.operation('listUsers', { tenantId: 1, keyword: 'hostile_name' }, { token })).body.data.total).toBe(0);
  });

  it('refuses them in a project name and in the items of a list', async () => {
    const project = { tenantId: 1, name: '\u202e目项', orgId: 1, startDate: '2026-01-01', endDate: '2026-12-31' };
    expect((await t.operation('saveProject', project, { token })).body.msg).toBe(
      '发出信息有误：body/name must not hold control characters or bidirectional overrides (it holds U+202E)',
    );
    const list = await postText('/api/dashboard/labourIndex', JSON.stringify({ tenantId: 1, projectId: 1, tags: ['ok', 'a\u0000'] }));
    expect(list.json().msg).toBe('发出信息有误：body/tags/1 must not hold control characters or bidirectional overrides (it holds U+0000)');
  });

  it('keeps line breaks and tabs in the fields the document marks multi-line, and ordinary text everywhere', async () => {
    const project = {
      tenantId: 1,
      name: '滨江 «一期» 工程 😀',
      orgId: 1,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      description: '第一行\r\n第二行\n\t缩进',
    };
    const saved = await t.operation('saveProject', project, { token });
    expect(saved.status).toBe(200);
    const info = await t.operation('getProjectInfo', { tenantId: 1, id: saved.body.data.id }, { token });
    expect(info.body.data).toMatchObject({ name: project.name, description: project.description });
    const bidi = await t.operation('saveProject', { ...project, description: 'a\u202eb' }, { token });
    expect(bidi.body.msg).toBe(
      '发出信息有误：body/description must not hold control characters or bidirectional overrides (it holds U+202E)',
    );
  });
});

/** Sends raw bytes to the listening app and reads until the server closes the socket. */
async function rawExchange(port: number, bytes: string, closeWithin = 5000): Promise<{ text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open past ${closeWithin} ms; received ${JSON.stringify(text)}`));
    }, closeWithin);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: performance.now() - started });
    });
  });
}

const envelopeOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { code: number; msg: string };

describe('errors before any route runs', () => {
  it('answers a URL the router cannot decode with 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: "发出信息有误：'/api/%zz' is not a valid url component",
      success: false,
      data: null,
    });
  });

  it('answers a path parameter over the router length limit with 414 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/__mock/sms/${'1'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ code: 414, success: false, data: null });
    expect(response.json().msg).toContain('exceeding the max param length');
  });

  it('answers headers over the size limit, bytes that are not HTTP and CONNECT in the envelope', async () => {
    const listening = await startApp({ frontendDist: null });
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = listening.app.server.address() as AddressInfo;
    const oversized = await rawExchange(port, `GET /api/x HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(oversized.text).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(oversized.text)).toEqual({
      code: 431,
      msg: '请求头过大：the request headers exceed the size limit',
      success: false,
      data: null,
    });
    const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(garbage.text).code).toBe(400);
    const proxy = await rawExchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(envelopeOf(proxy.text)).toEqual({
      code: 400,
      msg: '发出信息有误：CONNECT is not served: this is not a proxy',
      success: false,
      data: null,
    });
  });
});

describe('OPTIONS without the preflight headers', () => {
  it('is answered as a preflight, not with a text/plain 400', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/getAccessToken' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('slow clients', () => {
  it('answers 408 in the envelope and closes a socket whose headers do not arrive in time', async () => {
    const slow = await startApp({ frontendDist: null, timeouts: { headersMs: 300, requestMs: 600 } });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    const { text, ms } = await rawExchange(port, 'GET /api/x HTTP/1.1\r\nHost: a\r\nX-Slow: a');
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(text)).toEqual({ code: 408, msg: '请求超时：the request was not received in time', success: false, data: null });
    // Node checks once a second: the limit plus at most that interval (and room for a busy machine).
    expect(ms).toBeLessThan(4000);
  });
});
