// Control is a privilege: the x-mock-scenario header and every /__mock route are open while the server
// listens on loopback only, need the control token on any other address (or with MOCK_CONTROL=token), and
// do not exist with MOCK_CONTROL=off. fault:* scenarios answer only with MOCK_FAULTS=on.
import { spawn } from 'node:child_process';
import type { networkInterfaces } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveOptions, optionsFromEnv } from '../src/config';
import {
  CONTROL_TOKEN_HEADER,
  ControlPolicy,
  controlNotice,
  hostOfHeader,
  isLoopbackAddress,
  networkUrl,
  type ControlSetting,
} from '../src/control';
import { createTestDatabase } from '../src/testing';
import { DEMO_ACCOUNTS, startApp } from './helpers';

const TOKEN = 'control-token-for-the-matrix-0123';
const WRONG = 'control-token-for-the-matrix-0124';
const PHONE = '13800138000';
const DASHBOARD = { url: '/api/dashboard/labourIndex', body: { tenantId: 1, projectId: 1 } };

describe('the control policy', () => {
  it('knows loopback addresses and names', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      'fe80::1',
      'example.com',
      'localhost.evil.com',
      '',
    ])
      expect(isLoopbackAddress(address), address).toBe(false);
  });

  it('reads the host of a Host header', () => {
    expect(hostOfHeader('localhost:11000')).toBe('localhost');
    expect(hostOfHeader('127.0.0.1')).toBe('127.0.0.1');
    expect(hostOfHeader('[::1]:80')).toBe('::1');
    expect(hostOfHeader('evil.example:11000')).toBe('evil.example');
  });

  it('asks for the token once bound to another address than loopback, not before listening', () => {
    let bound: string[] = [];
    const policy = new ControlPolicy({ setting: 'auto', token: TOKEN, boundAddresses: () => bound });
    expect(policy.requiresToken).toBe(false);
    bound = ['127.0.0.1', '0.0.0.0'];
    expect(policy.requiresToken).toBe(true);
    expect(policy.refusal({ token: undefined, host: 'localhost' })).toBe('missing-token');
    expect(policy.refusal({ token: '', host: 'localhost' })).toBe('missing-token');
    expect(policy.refusal({ token: [TOKEN, TOKEN], host: 'localhost' })).toBe('missing-token');
    expect(policy.refusal({ token: WRONG, host: 'localhost' })).toBe('wrong-token');
    expect(policy.refusal({ token: TOKEN.slice(0, -1), host: 'localhost' })).toBe('wrong-token');
    expect(policy.refusal({ token: TOKEN, host: '192.168.1.20:11000' })).toBeNull();
  });

  it('stays open on loopback only (both addresses of localhost), except to a page that rebound another name', () => {
    const policy = new ControlPolicy({ setting: 'auto', token: TOKEN, boundAddresses: () => ['127.0.0.1', '::1'] });
    expect(policy.requiresToken).toBe(false);
    expect(policy.refusal({ token: undefined, host: '127.0.0.1:11000' })).toBeNull();
    expect(policy.refusal({ token: WRONG, host: 'localhost:11000' })).toBeNull();
    expect(policy.refusal({ token: undefined, host: undefined })).toBeNull();
    expect(policy.refusal({ token: undefined, host: 'rebound.example:11000' })).toBe('foreign-host');
    expect(policy.refusal({ token: WRONG, host: 'rebound.example:11000' })).toBe('foreign-host');
    expect(policy.refusal({ token: TOKEN, host: 'rebound.example:11000' })).toBeNull();
  });

  it('with MOCK_CONTROL=token asks for the token on loopback too; generates a token when none is given', () => {
    const policy = new ControlPolicy({ setting: 'token', boundAddresses: () => [] });
    expect(policy.requiresToken).toBe(true);
    expect(policy.tokenGiven).toBe(false);
    expect(policy.token.length).toBeGreaterThanOrEqual(32);
    expect(policy.token).not.toBe(new ControlPolicy({ setting: 'token', boundAddresses: () => [] }).token);
    expect(policy.refusal({ token: policy.token, host: 'localhost' })).toBeNull();
  });

  it('refuses a weak MOCK_CONTROL_TOKEN and unknown settings', () => {
    expect(() => new ControlPolicy({ setting: 'auto', token: 'short', boundAddresses: () => [] })).toThrow(/at least 16/);
    expect(() => optionsFromEnv({ MOCK_CONTROL_TOKEN: 'has spaces in the middle' })).toThrow(/without spaces/);
    expect(() => optionsFromEnv({ MOCK_CONTROL: 'open' })).toThrow('MOCK_CONTROL must be one of auto, token, off, got "open"');
    expect(() => optionsFromEnv({ MOCK_FAULTS: 'maybe' })).toThrow('MOCK_FAULTS must be on or off');
    expect(optionsFromEnv({ MOCK_CONTROL: 'Token', MOCK_CONTROL_TOKEN: TOKEN, MOCK_FAULTS: 'on' })).toMatchObject({
      control: 'token',
      controlToken: TOKEN,
      faults: true,
    });
  });

  it('is off by default in production, and faults are off unless asked for', () => {
    const environment = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(resolveOptions({}, null)).toMatchObject({ control: 'off', faults: false });
      process.env.NODE_ENV = 'development';
      expect(resolveOptions({}, null)).toMatchObject({ control: 'auto', faults: false });
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  it('names a URL the network can use', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: 'fe80::5', family: 'IPv6', internal: false },
        { address: '192.168.1.20', family: 'IPv4', internal: false },
      ],
    } as unknown as ReturnType<typeof networkInterfaces>;
    const bound = (address: string, family = 'IPv4') => [{ address, family, port: 11000 }];
    expect(networkUrl('0.0.0.0', bound('0.0.0.0'), interfaces)).toBe('http://192.168.1.20:11000');
    expect(networkUrl('::', bound('::', 'IPv6'), {})).toBe('http://[::]:11000');
    expect(networkUrl('10.0.0.5', bound('10.0.0.5'), interfaces)).toBe('http://10.0.0.5:11000');
    expect(networkUrl('fe80::1', bound('fe80::1', 'IPv6'), interfaces)).toBe('http://[fe80::1]:11000');
    expect(networkUrl('127.0.0.1', bound('127.0.0.1'), interfaces)).toBeUndefined();
  });

  it('tells the log how to reach the control features, printing a generated token only', () => {
    const networked = new ControlPolicy({ setting: 'auto', boundAddresses: () => ['0.0.0.0'] });
    const notice = controlNotice(networked, 'http://192.168.1.20:11000');
    expect(notice.level).toBe('warn');
    expect(notice.message).toContain(`curl -H '${CONTROL_TOKEN_HEADER}: ${networked.token}' http://192.168.1.20:11000/__mock/scenario`);
    const given = controlNotice(new ControlPolicy({ setting: 'token', token: TOKEN, boundAddresses: () => [] }), 'http://x');
    expect(given.message).not.toContain(TOKEN);
    expect(given.message).toContain('<MOCK_CONTROL_TOKEN>');
    expect(controlNotice(new ControlPolicy({ setting: 'auto', boundAddresses: () => ['127.0.0.1'] }), 'http://127.0.0.1:1').level).toBe(
      'info',
    );
    expect(controlNotice(new ControlPolicy({ setting: 'off', boundAddresses: () => ['0.0.0.0'] }), 'http://x').message).toContain(
      'mock control off',
    );
  });
});

type Bind = '127.0.0.1' | '0.0.0.0';
type Credential = 'none' | 'wrong' | 'right';
type Outcome = 'allowed' | 'refused' | 'absent';

/** What the issue asks: off removes control; loopback with auto is open; anything else needs the right token. */
function expected(bind: Bind, setting: ControlSetting, credential: Credential): Outcome {
  if (setting === 'off') return 'absent';
  const tokenNeeded = setting === 'token' || bind !== '127.0.0.1';
  return tokenNeeded && credential !== 'right' ? 'refused' : 'allowed';
}

interface Listening {
  /** fetch against the listening server, with the credential's control token header. */
  send(
    credential: Credential,
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  adminToken: string;
  logLines: string[];
}

async function listening(bind: Bind, setting: ControlSetting): Promise<Listening> {
  const logLines: string[] = [];
  const t = await startApp({
    control: setting,
    controlToken: TOKEN,
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  await t.app.listen({ host: bind, port: 0 });
  const { port } = t.app.server.address() as { port: number };
  const adminToken = await t.login(DEMO_ACCOUNTS.admin);
  expect((await t.operation('sendLoginMsgCode', { phone: PHONE })).status).toBe(200);
  return {
    adminToken,
    logLines,
    send: (credential, method, path, { body, headers = {} } = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(credential === 'none' ? {} : { [CONTROL_TOKEN_HEADER]: credential === 'right' ? TOKEN : WRONG }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** Each control feature: how to use it, and what its answer is when allowed and when the feature is absent. */
const FEATURES: {
  name: string;
  use(server: Listening, credential: Credential): Promise<Response>;
  allowed(response: Response): Promise<void>;
  absentStatus: number;
}[] = [
  {
    name: 'x-mock-scenario header',
    use: (server, credential) =>
      server.send(credential, 'POST', DASHBOARD.url, {
        body: DASHBOARD.body,
        headers: { authorization: `Bearer ${server.adminToken}`, 'x-mock-scenario': 'bad-gateway' },
      }),
    allowed: async (response) => expect(response.status).toBe(502),
    // With control off the header means nothing: the call is answered as usual.
    absentStatus: 200,
  },
  {
    name: 'GET /__mock/scenario',
    use: (server, credential) => server.send(credential, 'GET', '/__mock/scenario'),
    allowed: async (response) => expect(await response.json()).toMatchObject({ code: 200, data: { name: null } }),
    absentStatus: 404,
  },
  {
    name: 'PUT /__mock/scenario',
    use: (server, credential) => server.send(credential, 'PUT', '/__mock/scenario', { body: { name: 'slow:1' } }),
    allowed: async (response) => expect(await response.json()).toMatchObject({ code: 200, data: { name: 'slow:1' } }),
    absentStatus: 404,
  },
  {
    name: 'DELETE /__mock/scenario',
    use: (server, credential) => server.send(credential, 'DELETE', '/__mock/scenario'),
    allowed: async (response) => expect(await response.json()).toMatchObject({ code: 200, data: { name: null } }),
    absentStatus: 404,
  },
  {
    name: 'GET /__mock/sms/:phone',
    use: (server, credential) => server.send(credential, 'GET', `/__mock/sms/${PHONE}`),
    allowed: async (response) =>
      expect(await response.json()).toMatchObject({ code: 200, data: { phone: PHONE, code: expect.stringMatching(/^\d{6}$/) } }),
    absentStatus: 404,
  },
  {
    name: 'GET /__mock/state (the control page)',
    use: (server, credential) => server.send(credential, 'GET', '/__mock/state'),
    allowed: async (response) => expect(((await response.json()) as { data: { accounts: unknown[] } }).data.accounts).toHaveLength(5),
    absentStatus: 404,
  },
  {
    name: 'PUT /__mock/clock',
    use: (server, credential) => server.send(credential, 'PUT', '/__mock/clock', { body: { value: 'real' } }),
    allowed: async (response) => expect(await response.json()).toMatchObject({ code: 200, data: { value: 'real' } }),
    absentStatus: 404,
  },
  {
    name: 'PUT /__mock/latency',
    use: (server, credential) => server.send(credential, 'PUT', '/__mock/latency', { body: { ms: 0 } }),
    allowed: async (response) => expect(await response.json()).toMatchObject({ code: 200, data: { latencyMs: 0 } }),
    absentStatus: 404,
  },
];

/** What each outcome looks like to the caller. */
const expectOutcome: Record<Outcome, (feature: (typeof FEATURES)[number], response: Response, label: string) => Promise<void>> = {
  allowed: (feature, response) => feature.allowed(response),
  absent: async (feature, response, label) => expect(response.status, label).toBe(feature.absentStatus),
  refused: async (_feature, response, label) => {
    expect(response.status, label).toBe(403);
    const body = (await response.json()) as { code: number; success: boolean; msg: string; data: unknown };
    expect(body, label).toMatchObject({ code: 403, success: false, data: null });
    expect(body.msg, label).toContain(CONTROL_TOKEN_HEADER);
  },
};

describe.each<Bind>(['127.0.0.1', '0.0.0.0'])('bound to %s', (bind) => {
  describe.each<ControlSetting>(['auto', 'token', 'off'])('MOCK_CONTROL=%s', (setting) => {
    const server = listening(bind, setting);

    it.each<Credential>(['none', 'wrong', 'right'])('with credential %s', async (credential) => {
      const outcome = expected(bind, setting, credential);
      for (const feature of FEATURES) {
        const response = await feature.use(await server, credential);
        const label = `${feature.name}: expected ${outcome}`;
        await expectOutcome[outcome](feature, response, label);
      }
      const { logLines } = await server;
      const refusals = logLines.filter((line) => line.includes('mock control refused'));
      expect(refusals.length > 0, 'refusals are logged').toBe(outcome === 'refused');
      for (const line of logLines) {
        expect(line).not.toContain(TOKEN);
        expect(line).not.toContain(WRONG);
      }
      logLines.length = 0;
    });
  });
});

describe('in-process (app.inject, not listening)', () => {
  const started = startApp({ control: 'auto' });

  it('is open, as on loopback', async () => {
    const t = await started;
    expect((await t.call('/__mock/scenario')).status).toBe(200);
  });

  it('refuses a request naming a foreign host unless it carries the token', async () => {
    const t = await started;
    const foreign = { host: 'rebound.example:11000' };
    const refused = await t.call('/__mock/scenario', undefined, { headers: foreign });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('localhost');
    const header = await t.call(DASHBOARD.url, DASHBOARD.body, { headers: { ...foreign, 'x-mock-scenario': 'server-error' } });
    expect(header.status).toBe(403);
    const token = t.app.control.token;
    expect((await t.call('/__mock/scenario', undefined, { headers: { ...foreign, [CONTROL_TOKEN_HEADER]: token } })).status).toBe(200);
  });
});

describe('fault scenarios without MOCK_FAULTS', () => {
  const started = startApp();

  it('fault:skip-auth in the header is a 400 naming the allowed scenarios, and the call stays unauthenticated', async () => {
    const t = await started;
    const reply = await t.call(DASHBOARD.url, DASHBOARD.body, { headers: { 'x-mock-scenario': 'fault:skip-auth' } });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(
      'x-mock-scenario "fault:skip-auth" is a contract fault, answered only when the server runs with MOCK_FAULTS=on',
    );
    expect(reply.body.msg).toContain('expected one of expired-token, forbidden, server-error');
    expect(reply.body.msg.split('expected one of')[1]).not.toContain('fault:');
    expect((await t.call(DASHBOARD.url, DASHBOARD.body)).status).toBe(401);
  });

  it.each(['fault:skip-auth', 'fault:drop-required', 'fault:wrong-type', 'fault:wrong-success-code'])(
    'PUT /__mock/scenario refuses %s with 400 and leaves no scenario set',
    async (name) => {
      const t = await started;
      const reply = await t.call('/__mock/scenario', { name }, { method: 'PUT' });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toContain('body/name');
      expect(reply.body.msg).toContain('MOCK_FAULTS=on');
      expect((await t.call('/__mock/scenario')).body.data).toEqual({ name: null });
    },
  );

  it('answers them with the faults option', async () => {
    const faulty = await startApp({ faults: true });
    const reply = await faulty.call(DASHBOARD.url, DASHBOARD.body, { headers: { 'x-mock-scenario': 'fault:skip-auth' } });
    expect(reply.status).toBe(200);
  });
});

describe('HOST=0.0.0.0 npm start', () => {
  it('prints how to reach the control features and refuses them without the token', async () => {
    const db = await createTestDatabase();
    const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '0.0.0.0',
        PORT: '0',
        DATABASE_URL: db.url,
        LOG_LEVEL: 'info',
        MOCK_CONTROL: '',
        MOCK_CONTROL_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let notice: { token: string; url: string } | undefined;
      for await (const line of createInterface({ input: server.stdout! })) {
        if (!line.includes('mock control')) continue;
        const found = /curl -H 'x-mock-control-token: ([^']+)' (http:\/\/\S+)\/__mock\/scenario/.exec(line);
        if (found) notice = { token: found[1]!, url: found[2]! };
        break;
      }
      expect(notice, 'the start-up notice').toBeDefined();
      const { token, url } = notice!;
      const port = new URL(url).port;
      const local = `http://127.0.0.1:${port}/__mock/scenario`;
      expect((await fetch(local)).status).toBe(403);
      expect((await fetch(local, { headers: { [CONTROL_TOKEN_HEADER]: 'not-the-token-at-all' } })).status).toBe(403);
      expect((await fetch(local, { headers: { [CONTROL_TOKEN_HEADER]: token } })).status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      db.cleanup();
    }
  });
});
