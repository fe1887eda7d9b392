// Drives the MCP server as an agent would, with the SDK's own client, over both transports against one mock:
// streamable HTTP on the mock's /mcp (the plugin npm start adds) and stdio (npm run mcp, a child process talking
// to the mock at its base URL). Every tool is listed and called; each answer must match the output schema the tool
// declares, and bad input must be a tool error naming the argument while the mock keeps answering.
// Each transport's agent makes a workspace of its own: its write, scenario and clock are invisible in the default one.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createTestDatabase, type TestDatabase } from '@smartsite/mock-server';
import mcpPlugin from '../src/plugin';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONTROL_TOKEN = 'mcp-test-control-token-0123456789';
const TOOLS = [
  'call_operation',
  'conventions',
  'create_workspace',
  'delete_workspace',
  'drift_report',
  'find_operations',
  'fork_workspace',
  'judge_exchange',
  'list_snapshots',
  'list_workspaces',
  'mock_state',
  'restore_workspace',
  'run_contract_suite',
  'set_clock',
  'set_latency',
  'set_scenario',
  'show_operation',
  'snapshot_workspace',
];
/** A contract run spawns vitest; under load it takes tens of seconds. */
const RUN_TIMEOUT_MS = 300_000;

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: unknown };

let db: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ databaseUrl: db.url, frontendDist: null }, { plugins: [mcpPlugin] });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  db?.cleanup();
});

// The SDK lists output schemas as JSON Schema draft-07, ajv's default draft.
const ajv = new Ajv({ strict: false });
const textOf = (result: Result) => (result.content as { type: string; text: string }[]).map((c) => c.text).join('\n');

/** One session of the SDK's client over a transport, and the tool list it saw. */
function session(name: string, connect: () => StdioClientTransport | StreamableHTTPClientTransport) {
  const client = new Client({ name: `mcp-test-${name}`, version: '1.0.0' });
  let tools: Tool[] = [];
  beforeAll(async () => {
    await client.connect(connect());
    tools = (await client.listTools()).tools;
  });
  afterAll(async () => {
    await client.close();
  });
  /** Calls a tool and checks its answer against the output schema the tool declared in the listing. */
  const call = async (tool: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const result = (await client.callTool({ name: tool, arguments: args }, undefined, { timeout: RUN_TIMEOUT_MS })) as Result;
    if (result.isError) throw new Error(`${tool} answered a tool error: ${textOf(result)}`);
    const declared = tools.find((t) => t.name === tool)?.outputSchema;
    expect(declared, `${tool} declares an output schema`).toBeDefined();
    const validate = ajv.compile(declared!);
    expect(validate(result.structuredContent), `${tool}: ${JSON.stringify(validate.errors)}`).toBe(true);
    return result.structuredContent!;
  };
  const refuse = async (tool: string, args: Record<string, unknown>): Promise<string> => {
    const result = (await client.callTool({ name: tool, arguments: args })) as Result;
    expect(result.isError, `${tool} ${JSON.stringify(args)} is a tool error`).toBe(true);
    return textOf(result);
  };
  return { client, call, refuse, tools: () => tools };
}

/** What both transports must do; `run` is the contract run's arguments (each transport makes one). */
function drives(
  name: string,
  connect: () => StdioClientTransport | StreamableHTTPClientTransport,
  runScenario: string | null,
  workspace: string,
) {
  describe(`over ${name}`, () => {
    const { call, refuse, tools, client } = session(name, connect);

    it('lists every tool, each with an output schema', () => {
      expect(
        tools()
          .map((t) => t.name)
          .sort(),
      ).toEqual(TOOLS);
      for (const tool of tools()) expect(tool.outputSchema?.type, tool.name).toBe('object');
    });

    it('finds the operation behind 出勤率 from the screens, and shows it whole', async () => {
      const found = (await call('find_operations', { query: '出勤率', limit: 5 })) as { matches: { operationId: string; why: string[] }[] };
      expect(found.matches.map((m) => m.operationId)).toEqual(expect.arrayContaining(['getLabourIndex', 'getV2Labour', 'listBranches']));
      expect(found.matches[0]!.why.join('\n')).toMatch(/attendanceRate/);
      const byPath = (await call('find_operations', { query: '/api/dashboard/labourIndex' })) as { matches: { operationId: string }[] };
      expect(byPath.matches[0]!.operationId).toBe('getLabourIndex');

      const shown = (await call('show_operation', { operationId: 'getLabourIndex' })) as {
        access: string[];
        requestBody: { example: unknown };
        success: { schema: { properties: { data: { properties: Record<string, unknown> } } } };
        screens: { file: string; route: string | null }[];
      };
      expect(shown.access).toEqual(['token', 'tenant', 'project:projectId', 'module:labour']);
      expect(shown.requestBody.example).toEqual({ tenantId: 1, projectId: 1 });
      expect(Object.keys(shown.success.schema.properties.data.properties)).toContain('attendanceRate');
      expect(shown.screens.map((s) => s.route)).toEqual(expect.arrayContaining(['/dashboard/attendance', '/tv/labour']));
    });

    it('gives the conventions, and the document and conventions as resources', async () => {
      const conventions = (await call('conventions', {})) as { sections: { title: string }[]; errors: { status: number | null }[] };
      expect(conventions.sections.map((s) => s.title)).toContain('Conventions');
      expect(conventions.errors.map((e) => e.status)).toEqual(expect.arrayContaining([400, 401, 403, 404]));
      const resources = (await client.listResources()).resources.map((r) => r.uri);
      expect(resources.sort()).toEqual(['smartsite://conventions', 'smartsite://openapi.yaml']);
      const document = await client.readResource({ uri: 'smartsite://openapi.yaml' });
      expect((document.contents[0] as { text: string }).text).toMatch(/operationId: getLabourIndex/);
      const prompt = await client.getPrompt({ name: 'add_panel', arguments: { operationId: 'getLabourIndex' } });
      expect(JSON.stringify(prompt.messages)).toMatch(/labour-board\.tsx/);
    });

    it('sets the demo clock, a scenario and a latency, calls as a demo account and reads the requests back', async () => {
      try {
        const clock = await call('set_clock', { value: '10:30' });
        expect(clock.now).toMatch(/T10:30:00\+08:00$/);
        const called = (await call('call_operation', { operationId: 'getLabourIndex', as: 'tenant' })) as {
          status: number;
          body: { data: { attendanceRate: number } };
        };
        expect(called.status).toBe(200);
        expect(typeof called.body.data.attendanceRate).toBe('number');

        // The global scenario applies to the login as well: admin logs in (and its token is kept) before it is set.
        expect(((await call('call_operation', { operationId: 'getUserInfo', as: 'admin' })) as { status: number }).status).toBe(200);
        expect(await call('set_scenario', { name: 'forbidden' })).toEqual({ name: 'forbidden' });
        const refused = (await call('call_operation', { operationId: 'getUserInfo', as: 'admin' })) as { status: number };
        expect(refused.status).toBe(403);
        expect(await call('set_scenario', { name: null })).toEqual({ name: null });
        // A per-call scenario, and no account: a protected call without a token answers 401.
        const slow = (await call('call_operation', { operationId: 'getUserInfo', scenario: 'server-error', as: 'admin' })) as {
          status: number;
        };
        expect(slow.status).toBe(500);
        expect(((await call('call_operation', { operationId: 'getUserInfo' })) as { status: number }).status).toBe(401);

        expect(await call('set_latency', { ms: 5 })).toEqual({ latencyMs: 5 });
        const state = (await call('mock_state', { limit: 5 })) as {
          latencyMs: number;
          clock: { value: string };
          requests: { operationId?: string }[];
        };
        expect(state.latencyMs).toBe(5);
        expect(state.clock.value).toBe('10:30');
        expect(state.requests).toHaveLength(5);
        expect(JSON.stringify(state.requests)).toMatch(/getUserInfo/);
        expect(await call('drift_report', {})).toMatchObject({ enabled: false, findings: [] });
      } finally {
        await call('set_latency', { ms: 0 });
        await call('set_clock', { value: 'real' });
        await call('set_scenario', { name: null });
      }
    });

    it('keeps a write, a scenario and a clock in the agent’s workspace: invisible in the default one', async () => {
      const contracts = async (where?: string) =>
        (
          (await call('call_operation', { operationId: 'listContracts', as: 'admin', ...(where ? { workspace: where } : {}) })) as {
            body: { data: { total: number } };
          }
        ).body.data.total;
      const created = await call('create_workspace', { name: workspace });
      expect(created).toMatchObject({ name: workspace });
      try {
        const before = await contracts();
        expect(await contracts(workspace)).toBe(before);
        const added = (await call('call_operation', { operationId: 'addContract', as: 'admin', workspace })) as { status: number };
        expect(added.status).toBe(200);
        expect(await call('snapshot_workspace', { workspace, name: 'one-more' })).toMatchObject({ name: 'one-more' });
        const added2 = (await call('call_operation', { operationId: 'addContract', as: 'admin', workspace })) as { status: number };
        expect(added2.status).toBe(200);
        expect(await contracts(workspace)).toBe(before + 2);
        expect(await contracts()).toBe(before);

        // A fork of the agent's workspace carries its rows; a restore goes back to the snapshot.
        await call('fork_workspace', { name: `${workspace}-fork`, from: workspace });
        try {
          expect(await contracts(`${workspace}-fork`)).toBe(before + 2);
        } finally {
          await call('delete_workspace', { workspace: `${workspace}-fork` });
        }
        const snapshots = (await call('list_snapshots', { workspace })) as { snapshots: { name: string }[] };
        expect(snapshots.snapshots.map((s) => s.name)).toEqual(['one-more']);
        expect(await call('restore_workspace', { workspace, snapshot: 'one-more' })).toEqual({ workspace, snapshot: 'one-more' });
        expect(await contracts(workspace)).toBe(before + 1);

        // Its scenario and its clock are its own as well.
        await call('set_scenario', { name: 'server-error', workspace });
        await call('set_clock', { value: '10:30', workspace });
        const own = await call('mock_state', { workspace, limit: 50 });
        expect(own).toMatchObject({ workspace, scenario: 'server-error', clock: { value: '10:30' } });
        const shared = await call('mock_state', { limit: 50 });
        expect(shared).toMatchObject({ workspace: 'default', scenario: null, clock: { value: 'real' } });
        expect(((await call('call_operation', { operationId: 'getUserInfo', as: 'admin', workspace })) as { status: number }).status).toBe(
          500,
        );
        expect(((await call('call_operation', { operationId: 'getUserInfo', as: 'admin' })) as { status: number }).status).toBe(200);

        const listed = (await call('list_workspaces', {})) as { workspaces: { name: string }[] };
        expect(listed.workspaces.map((w) => w.name)).toEqual(expect.arrayContaining(['default', workspace]));
      } finally {
        expect(await call('delete_workspace', { workspace })).toEqual({ deleted: workspace });
      }
      expect(await refuse('call_operation', { operationId: 'getUserInfo', as: 'admin', workspace })).toMatch(
        new RegExp(`^workspace: .*${workspace}`),
      );
      expect(await refuse('set_clock', { value: '10:30', workspace })).toMatch(new RegExp(`^workspace: .*${workspace}`));
    });

    it('judges one exchange with the contract judge', async () => {
      const good = await call('judge_exchange', {
        exchange: {
          request: { method: 'GET', path: '/api/authUser/info' },
          status: 401,
          headers: { 'content-type': 'application/json' },
          answer: { code: 401, msg: '未登录', success: false, data: null },
        },
      });
      expect(good).toMatchObject({ operationId: 'getUserInfo', verdict: 'passes', findings: [] });
      const bad = (await call('judge_exchange', {
        exchange: {
          request: { method: 'GET', path: '/api/authUser/info' },
          status: 200,
          headers: { 'content-type': 'application/json' },
          answer: { code: 200 },
        },
      })) as { verdict: string; findings: { rule: string }[] };
      expect(bad.verdict).toBe('breaks-client');
      expect(bad.findings.map((f) => f.rule)).toContain('ignored-auth');
    });

    it(
      'runs the contract suite against the mock, bounded to the operations asked for, findings ranked',
      async () => {
        if (runScenario) await call('set_scenario', { name: runScenario });
        try {
          const run = (await call('run_contract_suite', { operations: ['getLabourIndex'], timeoutSeconds: 280 })) as {
            target: string;
            timedOut: boolean;
            totals: Record<string, number>;
            findings: { severity: string; operationId: string }[];
            findingsTotal: number;
          };
          expect(run.target).toContain(baseUrl);
          expect(run.target).toContain('read-only');
          expect(run.timedOut).toBe(false);
          expect(run.totals['not exercised']).toBeGreaterThan(100);
          expect(run.totals.passed! + run.totals.differs! + run.totals.failed!).toBeGreaterThan(0);
          // Clean, the mock has no finding; with ids as strings it has, and those that break the client come first.
          expect({ found: run.findingsTotal > 0, first: run.findings[0]?.severity ?? null }).toEqual(
            runScenario ? { found: true, first: 'breaks-client' } : { found: false, first: null },
          );
          const severities = run.findings.map((f) => f.severity);
          expect(severities).toEqual([...severities].sort());
        } finally {
          if (runScenario) await call('set_scenario', { name: null });
        }
      },
      RUN_TIMEOUT_MS,
    );

    it('answers bad input with a tool error naming the argument, and the mock keeps answering', async () => {
      expect(await refuse('find_operations', { query: '' })).toMatch(/query/);
      expect(await refuse('find_operations', { query: 'x', limit: 0 })).toMatch(/limit/);
      expect(await refuse('show_operation', { operationId: 'getLabourIndx' })).toMatch(/operationId: .*did you mean getLabourIndex/);
      expect(await refuse('call_operation', { operationId: 'getLabourIndex', as: 'root' })).toMatch(/\bas\b/);
      expect(await refuse('call_operation', { operationId: 'getLabourIndex', as: 'admin', token: 'x' })).toMatch(/^token:/);
      expect(await refuse('call_operation', { operationId: 'getUserInfo', body: {} })).toMatch(/^body:/);
      expect(await refuse('call_operation', { operationId: 'getLabourIndex', query: { a: 1 } })).toMatch(/^query:/);
      expect(await refuse('set_clock', { value: '25:99' })).toMatch(/^value: .*not a clock/);
      expect(await refuse('set_clock', {})).toMatch(/value/);
      expect(await refuse('set_scenario', { name: 'no-such-scenario' })).toMatch(/^name: .*unknown scenario/);
      expect(await refuse('set_latency', { ms: 1.5 })).toMatch(/ms/);
      expect(await refuse('set_latency', { ms: 999_999 })).toMatch(/^ms: /);
      expect(await refuse('mock_state', { limit: 51 })).toMatch(/limit/);
      expect(await refuse('run_contract_suite', { baseUrl: 'not a url' })).toMatch(/baseUrl/);
      expect(await refuse('run_contract_suite', { operations: ['noSuchOperation'] })).toMatch(/operationId: .*noSuchOperation/);
      expect(await refuse('run_contract_suite', { timeoutSeconds: 1 })).toMatch(/timeoutSeconds/);
      expect(await refuse('judge_exchange', { exchange: { request: { method: 'GET' } } })).toMatch(/^exchange: not an exchange/);
      expect(await refuse('judge_exchange', { exchange: 'text' })).toMatch(/exchange/);
      expect(await refuse('create_workspace', { name: 'Not A Name' })).toMatch(/name/);
      expect(await refuse('call_operation', { operationId: 'getUserInfo', workspace: '-x' })).toMatch(/workspace/);
      expect(await refuse('delete_workspace', { workspace: 'default' })).toMatch(/^workspace: /);
      expect(await refuse('restore_workspace', { workspace: 'default', snapshot: 'no-such-snapshot' })).toMatch(/^snapshot: /);
      // Still serving, over MCP and over HTTP.
      expect(((await call('call_operation', { operationId: 'getUserInfo', as: 'user' })) as { status: number }).status).toBe(200);
      expect((await fetch(`${baseUrl}/api/authUser/info`)).status).toBe(401);
    });
  });
}

drives(
  'streamable HTTP on the mock’s /mcp',
  () => new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)),
  'ids-as-strings',
  'agent-http',
);
drives(
  'stdio (npm run mcp)',
  () =>
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'mcp/src/stdio.ts', '--base-url', baseUrl],
      cwd: ROOT,
      stderr: 'ignore',
    }),
  null,
  'agent-stdio',
);

describe('the access rules of the control surface', () => {
  const initialize = (token?: string) =>
    fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(token ? { 'x-mock-control-token': token } : {}),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      }),
    });

  it('refuses a request addressed to another host (a rebinding page), like /__mock/*', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { host: 'evil.example:11000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, success: false });
  });

  it('asks for the control token when control needs one, and is absent with MOCK_CONTROL=off', async () => {
    const guarded = await createTestDatabase();
    const tokenApp = await buildApp(
      { databaseUrl: guarded.url, frontendDist: null, control: 'token', controlToken: CONTROL_TOKEN },
      { plugins: [mcpPlugin] },
    );
    const offApp = await buildApp({ databaseUrl: guarded.url, frontendDist: null, control: 'off' }, { plugins: [mcpPlugin] });
    try {
      const post = (target: FastifyInstance, headers: Record<string, string> = {}) =>
        target.inject({ method: 'POST', url: '/mcp', headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });
      expect((await post(tokenApp)).statusCode).toBe(403);
      expect((await post(tokenApp, { 'x-mock-control-token': 'wrong-token-0123456789' })).statusCode).toBe(403);
      // With the token the gate lets it through to MCP, which wants an initialize request first.
      expect((await post(tokenApp, { 'x-mock-control-token': CONTROL_TOKEN })).statusCode).toBe(400);
      expect((await post(offApp)).statusCode).toBe(404);
    } finally {
      await tokenApp.close();
      await offApp.close();
      guarded.cleanup();
    }
    // The shared mock, open on loopback, starts a session.
    const opened = await initialize();
    expect(opened.status).toBe(200);
    expect(opened.headers.get('mcp-session-id')).toMatch(/^[\w-]+$/);
    await opened.body?.cancel();
  });
});
