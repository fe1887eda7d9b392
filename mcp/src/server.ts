// The MCP server: tools, resources and a prompt over what the project already has. The contract comes from
// @smartsite/api (contract.ts), every call and control goes to the mock's own HTTP API (connection.ts: /api,
// /__mock/*), and the judging is @smartsite/contract-tests' (its judge and its suite runner). Nothing here decides
// an answer, a rule or a verdict itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { DOCUMENT_PATH } from '@smartsite/api/document';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';
import { answerText, judge, parseExchange } from '@smartsite/api/judge';
import { runContractSuite } from '@smartsite/contract-tests/run-suite';
import { summaryJson } from '@smartsite/contract-tests/reports';
import type { RunSummary } from '@smartsite/contract-tests/summary';
import { ContractIndex } from './contract';
import type { MockConnection, MockRequest, MockResponse } from './connection';

const ACCOUNTS = Object.keys(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, ...(keyof typeof DEMO_ACCOUNTS)[]];
/** A contract run is bounded: at most this long, one at a time per process, one vitest worker. */
const MAX_RUN_SECONDS = 900;
const DEFAULT_RUN_SECONDS = 300;

// The index reads openapi.yaml and the frontend's sources once per process (about a second).
let sharedIndex: ContractIndex | undefined;
const contractIndex = () => (sharedIndex ??= new ContractIndex());

/** A tool's answer: the JSON as text for clients that read text only, and as structured content checked against its output schema. */
const answer = <T extends Record<string, unknown>>(value: T) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }],
  structuredContent: value,
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const envelopeOf = (response: MockResponse) => parseJson(response.text) as { code?: unknown; msg?: unknown; data?: unknown } | string;

const UnknownObject = z.record(z.string(), z.unknown());

const ClockState = { value: z.string(), mode: z.string(), timeZone: z.string(), now: z.string(), today: z.string() };

/** The documented workspace name (issue 38): lower-case letters, digits and '-', at most 40. */
const WorkspaceName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a workspace name is 1 to 40 lower-case letters, digits and -, starting with a letter or digit');
/** A tool's `workspace` argument: its calls and settings act there; without it, on the shared default workspace. */
const InWorkspace = {
  workspace: WorkspaceName.optional().describe("The agent's workspace (create_workspace); default: the shared one"),
};
// Loose: the server may tell more about a workspace than an agent needs.
// The default workspace has no creation nor use time.
const Workspace = z.looseObject({
  name: z.string(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  sizeBytes: z.number(),
  source: z.string(),
});
const Snapshot = z.looseObject({ name: z.string(), createdAt: z.string() });
const WORKSPACES = '/__mock/workspaces';

const Finding = z.object({
  severity: z.string(),
  operationId: z.string(),
  check: z.string(),
  status: z.number().nullable(),
  rule: z.string(),
  pointer: z.string(),
  message: z.string(),
});

let contractRun: AbortController | undefined;

export interface ServerOptions {
  connection: MockConnection;
  index?: ContractIndex;
}

export function createMcpServer({ connection, index = contractIndex() }: ServerOptions): McpServer {
  const server = new McpServer(
    { name: 'smartsite', version: '1.0.0' },
    {
      instructions:
        'The smartsite mock (BIM+智慧工地 platform): find an operation by words (find_operations), read it (show_operation, ' +
        'conventions), call it as a demo account (call_operation), try its states (set_scenario, set_latency, set_clock), ' +
        'look at what happened (mock_state, drift_report) and judge a backend (run_contract_suite, judge_exchange). ' +
        'Make a workspace of your own first (create_workspace) and pass it as `workspace`: your writes, scenario, latency ' +
        'and clock then stay there, invisible to the teammates on the shared default one.',
    },
  );

  const operationOf = (operationId: string) => {
    const op = index.operation(operationId);
    if (!op) {
      const near = index.suggest(operationId);
      throw new Error(
        `operationId: openapi.yaml has no operation "${operationId}"${near.length ? ` (did you mean ${near.join(', ')}?)` : ' (find_operations finds one by words)'}`,
      );
    }
    return op;
  };

  /**
   * A /__mock/* call: a 400 (or a 409, a name taken or a cap reached) names the argument it came from, a 404 the
   * workspace or snapshot it could not find, or says that control is off.
   */
  const control = async (request: MockRequest, argument: string) => {
    const response = await connection.send(request);
    const envelope = envelopeOf(response);
    const msg = typeof envelope === 'object' && envelope ? String(envelope.msg ?? '') : String(envelope).slice(0, 200);
    if (response.status === 400 || response.status === 409 || response.status === 429) throw new Error(`${argument}: ${msg}`);
    if (response.status === 404 && /工作区|快照|workspace|snapshot/i.test(msg))
      throw new Error(`${/快照|snapshot/i.test(msg) ? 'snapshot' : 'workspace'}: ${msg}`);
    if (response.status === 404) throw new Error('mock control is off on this server (MOCK_CONTROL=off): /__mock/* does not exist');
    if (response.status !== 200 && response.status !== 201) throw new Error(`mock control answered HTTP ${response.status}: ${msg}`);
    return (envelope as { data: Record<string, unknown> }).data;
  };

  // A token is bound to the workspace it was made in: one per account and workspace.
  const tokens = new Map<string, string>();
  const login = async (account: keyof typeof DEMO_ACCOUNTS, workspace: string | undefined, fresh: boolean) => {
    const key = `${workspace ?? ''}/${account}`;
    const cached = tokens.get(key);
    if (cached && !fresh) return cached;
    const { username, password } = DEMO_ACCOUNTS[account];
    const response = await connection.send({ method: 'POST', path: '/api/getAccessToken', body: { username, password }, workspace });
    if (response.status === 404) throw new Error(`workspace: ${String((envelopeOf(response) as { msg?: unknown }).msg ?? response.text)}`);
    const token = (envelopeOf(response) as { data?: { token?: unknown } }).data?.token;
    if (response.status !== 200 || typeof token !== 'string')
      throw new Error(
        `as: ${username} could not log in (HTTP ${response.status}: ${response.text.slice(0, 200)}); a scenario set with ` +
          'set_scenario applies to the login too: call once before setting it, or give scenario to call_operation instead',
      );
    tokens.set(key, token);
    return token;
  };

  server.registerTool(
    'find_operations',
    {
      title: 'Find operations by words',
      description:
        'Operations of openapi.yaml ranked for a few words, Chinese or English: a screen or panel title, a label on screen (出勤率), ' +
        'a field (attendanceRate), a path, a tag, an operationId. Each match says why it matched.',
      inputSchema: { query: z.string().trim().min(1).max(200), limit: z.number().int().min(1).max(50).default(10) },
      outputSchema: {
        query: z.string(),
        matches: z.array(
          z.object({
            operationId: z.string(),
            method: z.string(),
            path: z.string(),
            summary: z.string(),
            tag: z.string(),
            score: z.number(),
            why: z.array(z.string()),
          }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit }) => answer({ query, matches: index.search(query, limit) }),
  );

  server.registerTool(
    'show_operation',
    {
      title: 'Show one operation',
      description:
        'Method, path, x-access rules, request and answer schemas (every $ref followed), the examples, the error statuses, ' +
        'and the frontend screens that call it (read from the frontend code).',
      inputSchema: { operationId: z.string().min(1) },
      outputSchema: {
        operationId: z.string(),
        method: z.string(),
        path: z.string(),
        tag: z.string(),
        summary: z.string(),
        spec: z.string(),
        writes: z.boolean(),
        deletes: z.boolean(),
        inferred: z.boolean(),
        access: z.array(z.string()),
        parameters: z.array(z.unknown()),
        requestBody: z.object({ schemaName: z.string().nullable(), schema: z.unknown(), example: z.unknown() }).nullable(),
        success: z.object({ schemaName: z.string().nullable(), schema: z.unknown(), example: z.unknown() }),
        errorStatuses: z.array(z.number()),
        screens: z.array(z.object({ file: z.string(), route: z.string().nullable(), title: z.string().nullable(), context: z.string() })),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ operationId }) => answer({ ...index.show(operationOf(operationId)) }),
  );

  server.registerTool(
    'conventions',
    {
      title: 'Conventions of every call',
      description:
        'The envelope, success codes, ids, dates, text rules, x-access rules and extensions (openapi.yaml info.description), and the error answers.',
      inputSchema: {},
      outputSchema: {
        sections: z.array(z.object({ title: z.string(), text: z.string() })),
        errors: z.array(z.object({ name: z.string(), status: z.number().nullable(), description: z.string() })),
      },
      annotations: { readOnlyHint: true },
    },
    async () => answer(index.conventions()),
  );

  server.registerTool(
    'call_operation',
    {
      title: 'Call an operation on the mock',
      description:
        'Sends one operation to the mock as a demo account (logs in for you) or with a token, or without one. Without body ' +
        "(POST) or query (GET) the document's request example is sent. scenario applies an x-mock-scenario to this call only " +
        "(see mock_state for the names). Writes change the mock's shared state, or only the workspace's when one is given.",
      inputSchema: {
        operationId: z.string().min(1),
        as: z.enum(ACCOUNTS).optional(),
        token: z.string().min(1).optional(),
        body: z.unknown().optional(),
        query: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
        scenario: z.string().min(1).optional(),
        ...InWorkspace,
      },
      outputSchema: {
        operationId: z.string(),
        request: z.object({ method: z.string(), path: z.string(), body: z.unknown(), as: z.string().nullable() }),
        status: z.number(),
        durationMs: z.number(),
        contentType: z.string().nullable(),
        body: z.unknown(),
      },
    },
    async ({ operationId, as, token, body, query, scenario, workspace }) => {
      const op = operationOf(operationId);
      if (as && token) throw new Error('token: give either as or token, not both');
      if (op.method === 'get' && body !== undefined) throw new Error(`body: ${operationId} is a GET; its parameters go in query`);
      if (op.method === 'post' && query !== undefined) throw new Error(`query: ${operationId} is a POST; its fields go in body`);
      const example = index.requestExample(op);
      const sentQuery = op.method === 'get' ? ((query ?? example) as Record<string, unknown> | undefined) : undefined;
      const sentBody = op.method === 'post' ? (body ?? example ?? {}) : undefined;
      const path =
        sentQuery && Object.keys(sentQuery).length
          ? `${op.path}?${new URLSearchParams(Object.entries(sentQuery).map(([k, v]): [string, string] => [k, String(v)]))}`
          : op.path;
      const send = async (bearer: string | undefined) =>
        connection.send({
          method: op.method === 'get' ? 'GET' : 'POST',
          path,
          headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(scenario ? { 'x-mock-scenario': scenario } : {}) },
          ...(sentBody !== undefined ? { body: sentBody } : {}),
          workspace,
        });
      const started = performance.now();
      let response = await send(as ? await login(as, workspace, false) : token);
      // A cached token dies with a reset, a restore or a restart of the mock: log in again once.
      if (as && response.status === 401) response = await send(await login(as, workspace, true));
      if (response.status === 404 && workspace && /工作区|workspace/i.test(response.text))
        throw new Error(`workspace: ${String((envelopeOf(response) as { msg?: unknown }).msg ?? response.text)}`);
      return answer({
        operationId,
        request: { method: op.method.toUpperCase(), path, body: sentBody ?? null, as: as ?? null },
        status: response.status,
        durationMs: Math.round(performance.now() - started),
        contentType: response.headers['content-type'] ?? null,
        body: parseJson(response.text),
      });
    },
  );

  server.registerTool(
    'set_scenario',
    {
      title: 'Set the mock scenario',
      description:
        'The scenario every API answer follows (an error, an empty list, a slow answer: mock_state lists them with their meanings); null clears it.',
      inputSchema: { name: z.string().min(1).nullable(), ...InWorkspace },
      outputSchema: { name: z.string().nullable() },
    },
    async ({ name, workspace }) =>
      answer(
        (await control(
          name === null
            ? { method: 'DELETE', path: '/__mock/scenario', workspace }
            : { method: 'PUT', path: '/__mock/scenario', body: { name }, workspace },
          'name',
        )) as { name: string | null },
      ),
  );

  server.registerTool(
    'set_latency',
    {
      title: 'Set the mock latency',
      description: 'Milliseconds added to every API answer (0 for none), to see loading states.',
      inputSchema: { ms: z.number().int().min(0), ...InWorkspace },
      outputSchema: { latencyMs: z.number() },
    },
    async ({ ms, workspace }) =>
      answer((await control({ method: 'PUT', path: '/__mock/latency', body: { ms }, workspace }, 'ms')) as { latencyMs: number }),
  );

  server.registerTool(
    'set_clock',
    {
      title: 'Set the demo clock',
      description:
        "The business time the mock answers at: 'HH:MM' (every day runs from that time, e.g. '10:30'), an ISO instant (frozen), or 'real'.",
      inputSchema: { value: z.string().min(1), ...InWorkspace },
      outputSchema: ClockState,
    },
    async ({ value, workspace }) =>
      answer(
        (await control(
          value === 'real'
            ? { method: 'DELETE', path: '/__mock/clock', workspace }
            : { method: 'PUT', path: '/__mock/clock', body: { value }, workspace },
          'value',
        )) as z.infer<z.ZodObject<typeof ClockState>>,
      ),
  );

  server.registerTool(
    'mock_state',
    {
      title: 'Mock state and recent requests',
      description:
        'The workspace, its demo accounts, its scenario and every scenario name with its meaning, its latency, demo clock ' +
        'and latest API requests (newest first).',
      inputSchema: { limit: z.number().int().min(1).max(50).default(20), ...InWorkspace },
      outputSchema: {
        workspace: z.string(),
        accounts: z.array(z.object({ username: z.string(), password: z.string(), role: z.string() })),
        scenario: z.string().nullable(),
        scenarios: z.array(z.object({ name: z.string(), meaning: z.string() })),
        latencyMs: z.number(),
        clock: z.object(ClockState),
        requests: z.array(UnknownObject),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ limit, workspace }) => {
      const state = (await control({ method: 'GET', path: '/__mock/state', workspace }, 'limit')) as {
        requests: Record<string, unknown>[];
      };
      // The tool names the workspace it read (the answer of /__mock/state does not repeat the header).
      return answer({ ...state, workspace: workspace ?? 'default', requests: state.requests.slice(0, limit) } as never);
    },
  );

  server.registerTool(
    'drift_report',
    {
      title: 'Hybrid drift report',
      description:
        'In hybrid mode (MOCK_UPSTREAM), where the real backend answered differently from the document, per operation, with the screens reading each drifting field; enabled is false otherwise.',
      inputSchema: {},
      outputSchema: {
        enabled: z.boolean(),
        upstream: z.string().nullable(),
        since: z.string().nullable(),
        operations: z.array(z.unknown()),
        findings: z.array(z.unknown()),
        // Per screen of the frontend, the findings on fields it reads (contract-tests/usage/frontend.json).
        byScreen: z.array(z.object({ screen: z.string(), findings: z.number() })),
        totals: z.object({ breaksScreen: z.number(), breaksClient: z.number(), differsFromDocument: z.number() }),
      },
      annotations: { readOnlyHint: true },
    },
    async () =>
      answer((await control({ method: 'GET', path: '/__mock/drift', headers: { accept: 'application/json' } }, 'drift')) as never),
  );

  const workspacePath = (name: string) => `${WORKSPACES}/${encodeURIComponent(name)}`;

  server.registerTool(
    'list_workspaces',
    {
      title: 'List the workspaces',
      description: "Every workspace of the mock (the shared 'default' included): where it came from, when made and last used, its size.",
      inputSchema: {},
      outputSchema: { workspaces: z.array(Workspace) },
      annotations: { readOnlyHint: true },
    },
    async () => answer({ workspaces: (await control({ method: 'GET', path: WORKSPACES }, 'workspaces')) as never }),
  );

  server.registerTool(
    'create_workspace',
    {
      title: 'Create a workspace from the seed',
      description:
        'A new workspace with the seed data, as a fresh mock has it: its own rows, scenario, latency, clock and requests. ' +
        'Pass its name as `workspace` to the other tools. Idle workspaces expire (24 h by default).',
      inputSchema: { name: WorkspaceName },
      outputSchema: Workspace,
    },
    async ({ name }) =>
      answer((await control({ method: 'POST', path: WORKSPACES, body: { name, from: { seed: true } } }, 'name')) as never),
  );

  server.registerTool(
    'fork_workspace',
    {
      title: 'Fork a workspace',
      description: 'A new workspace from the current state of another one (the shared default too), or from one of its snapshots.',
      inputSchema: { name: WorkspaceName, from: WorkspaceName, snapshot: WorkspaceName.optional() },
      outputSchema: Workspace,
    },
    async ({ name, from, snapshot }) =>
      answer(
        (await control(
          { method: 'POST', path: WORKSPACES, body: { name, from: snapshot ? { workspace: from, snapshot } : { workspace: from } } },
          'name',
        )) as never,
      ),
  );

  server.registerTool(
    'snapshot_workspace',
    {
      title: 'Snapshot a workspace',
      description: 'Keeps the current state of a workspace under a name, for restore_workspace to return to.',
      inputSchema: { workspace: WorkspaceName, name: WorkspaceName },
      outputSchema: Snapshot,
    },
    async ({ workspace, name }) =>
      answer((await control({ method: 'POST', path: `${workspacePath(workspace)}/snapshots`, body: { name } }, 'name')) as never),
  );

  server.registerTool(
    'list_snapshots',
    {
      title: 'List the snapshots of a workspace',
      description: 'The snapshots of a workspace, each with when it was taken.',
      inputSchema: { workspace: WorkspaceName },
      outputSchema: { workspace: z.string(), snapshots: z.array(Snapshot) },
      annotations: { readOnlyHint: true },
    },
    async ({ workspace }) =>
      answer({
        workspace,
        snapshots: (await control({ method: 'GET', path: `${workspacePath(workspace)}/snapshots` }, 'workspace')) as never,
      }),
  );

  server.registerTool(
    'restore_workspace',
    {
      title: 'Restore a workspace to a snapshot',
      description: 'Puts a workspace back to a snapshot of it: every change made since is gone (its tokens stay valid).',
      inputSchema: { workspace: WorkspaceName, snapshot: WorkspaceName },
      outputSchema: { workspace: z.string(), snapshot: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ workspace, snapshot }) => {
      await control({ method: 'POST', path: `${workspacePath(workspace)}/restore`, body: { snapshot } }, 'snapshot');
      return answer({ workspace, snapshot });
    },
  );

  server.registerTool(
    'delete_workspace',
    {
      title: 'Delete a workspace',
      description: "Deletes a workspace and its snapshots ('default' cannot be deleted).",
      inputSchema: { workspace: WorkspaceName },
      outputSchema: { deleted: z.string() },
      annotations: { destructiveHint: true },
    },
    async ({ workspace }) => {
      await control({ method: 'DELETE', path: workspacePath(workspace) }, 'workspace');
      for (const key of tokens.keys()) if (key.startsWith(`${workspace}/`)) tokens.delete(key);
      return answer({ deleted: workspace });
    },
  );

  server.registerTool(
    'run_contract_suite',
    {
      title: 'Run the contract suite against a backend',
      description:
        'Runs the contract suite (npm run contract) against a base URL (default: this mock) and returns its findings ranked, ' +
        'those that break the client first. Read-only unless allowWrites; operations limits it to those operationIds; ' +
        'bounded by timeoutSeconds, one run at a time.',
      inputSchema: {
        baseUrl: z.url().optional(),
        operations: z.array(z.string().regex(/^\w+$/)).min(1).optional(),
        allowWrites: z.boolean().default(false),
        username: z.string().min(1).optional(),
        password: z.string().min(1).optional(),
        token: z.string().min(1).optional(),
        projectId: z.number().int().min(1).optional(),
        strict: z.boolean().default(false),
        timeoutSeconds: z.number().int().min(10).max(MAX_RUN_SECONDS).default(DEFAULT_RUN_SECONDS),
        limit: z.number().int().min(1).max(500).default(50),
      },
      outputSchema: {
        target: z.string(),
        exitCode: z.number(),
        timedOut: z.boolean(),
        seconds: z.number(),
        totals: z.record(z.string(), z.number()),
        uncovered: z.number(),
        findingsTotal: z.number(),
        findings: z.array(Finding),
      },
    },
    async (input) => {
      for (const id of input.operations ?? []) operationOf(id);
      const baseUrl = input.baseUrl ?? connection.baseUrl();
      if (!baseUrl) throw new Error('baseUrl: this mock does not listen on a port; give the base URL of the backend to judge');
      if (contractRun) throw new Error('run_contract_suite: a contract run is already going in this server; wait for it');
      const reports = mkdtempSync(join(tmpdir(), 'smartsite-mcp-contract-'));
      // The suite reads its target from CONTRACT_* alone: none of this process's (npm test sets some) may leak in.
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')));
      const set = (name: string, value: string | number | boolean | undefined) => {
        if (value !== undefined && value !== false) env[name] = value === true ? '1' : String(value);
      };
      set('CONTRACT_BASE_URL', baseUrl);
      set('CONTRACT_USERNAME', input.username);
      set('CONTRACT_PASSWORD', input.password);
      set('CONTRACT_TOKEN', input.token);
      set('CONTRACT_PROJECT_ID', input.projectId);
      set('CONTRACT_ALLOW_WRITES', input.allowWrites);
      set('CONTRACT_STRICT', input.strict);
      set('CONTRACT_REPORT_DIR', reports);
      if (input.operations) set('CONTRACT_COVERAGE_GATE', '0');
      const abort = new AbortController();
      contractRun = abort;
      const timer = setTimeout(() => abort.abort(), input.timeoutSeconds * 1000);
      const started = performance.now();
      try {
        const exitCode = await runContractSuite(env, {
          quiet: true,
          maxWorkers: 1,
          signal: abort.signal,
          ...(input.operations ? { testNamePattern: `(^| )(${input.operations.join('|')})( |$)` } : {}),
        });
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        let summary: RunSummary;
        try {
          summary = JSON.parse(readFileSync(summaryJson(reports), 'utf8')) as RunSummary;
        } catch {
          throw new Error(
            abort.signal.aborted
              ? `timeoutSeconds: the run took longer than ${input.timeoutSeconds} s and was stopped before its summary`
              : `the suite wrote no summary (exit ${exitCode}): is ${baseUrl} a backend of this contract?`,
          );
        }
        const findings = rankedFindings(summary);
        return answer({
          target: summary.target,
          exitCode,
          timedOut: abort.signal.aborted,
          seconds,
          totals: summary.totals,
          uncovered: summary.uncovered.length,
          findingsTotal: findings.length,
          findings: findings.slice(0, input.limit),
        });
      } finally {
        clearTimeout(timer);
        contractRun = undefined;
        rmSync(reports, { recursive: true, force: true });
      }
    },
  );

  server.registerTool(
    'judge_exchange',
    {
      title: 'Judge one recorded exchange',
      description:
        'The contract judge on one request and its answer, in the shape `npm run contract -- --judge DIR` reads: ' +
        '{operation?, request: {method, path, headers?, body?}, status, headers, answer | answerText}.',
      inputSchema: { exchange: UnknownObject },
      outputSchema: {
        operationId: z.string(),
        status: z.number(),
        verdict: z.enum(['passes', 'differs-from-document', 'breaks-client']),
        findings: z.array(
          z.object({ severity: z.string(), rule: z.string(), check: z.string(), pointer: z.string(), message: z.string() }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ exchange }) => {
      const parsed = parseExchange(index.operations, exchange);
      if ('error' in parsed) throw new Error(`exchange: ${parsed.error}`);
      const { exchange: recorded, op } = parsed;
      const judgement = judge(
        index.judged,
        op,
        {
          method: recorded.request.method,
          url: recorded.request.path,
          headers: recorded.request.headers ?? {},
          body: recorded.request.body,
        },
        recorded.status,
        recorded.headers,
        answerText(recorded),
      );
      const findings = judgement.violations.map((v) => ({
        severity: v.severity,
        rule: v.rule,
        check: v.check,
        pointer: v.pointer,
        message: v.message,
      }));
      const verdict = findings.some((f) => f.severity === 'breaks-client')
        ? 'breaks-client'
        : findings.length
          ? 'differs-from-document'
          : 'passes';
      return answer({ operationId: op.operationId, status: judgement.status, verdict, findings });
    },
  );

  server.registerResource(
    'openapi',
    'smartsite://openapi.yaml',
    {
      title: 'openapi.yaml',
      description: 'The contract: the source of truth of every operation, schema and rule.',
      mimeType: 'application/yaml',
    },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/yaml', text: readFileSync(DOCUMENT_PATH, 'utf8') }] }),
  );

  server.registerResource(
    'conventions',
    'smartsite://conventions',
    {
      title: 'Conventions',
      description: 'Envelope, codes, ids, access rules and error answers, as the conventions tool gives them.',
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const { sections, errors } = index.conventions();
      const text = [
        ...sections.map((section) => `## ${section.title}\n\n${section.text}`),
        `## Error answers\n\n${errors.map((e) => `- ${e.status ?? '?'} ${e.name}: ${e.description}`).join('\n')}`,
      ].join('\n\n');
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );

  server.registerPrompt(
    'add_panel',
    {
      title: 'Add a panel for an operation',
      description: 'Steps to add a frontend panel showing one operation, against the mock.',
      argsSchema: { operationId: z.string().min(1) },
    },
    ({ operationId }) => {
      const view = index.show(operationOf(operationId));
      const screens = view.screens.map((s) => `- ${s.file}${s.title ? ` ("${s.title}")` : ''}`).join('\n') || '- none yet';
      return {
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                `Add a panel showing ${operationId} (${view.method} ${view.path}: ${view.summary}).\n` +
                `1. show_operation ${operationId} for its schemas, x-access (${view.access.join(', ')}) and example.\n` +
                `2. Screens that already call it (reuse their panel components):\n${screens}\n` +
                `3. call_operation as a demo account for a real answer; set_scenario and set_latency for the error, empty and loading states; set_clock for another hour.\n` +
                `4. The conventions resource for the envelope and the error answers the panel must handle.`,
            },
          },
        ],
      };
    },
  );

  return server;
}

/** Every finding of a run, those that break the client first, then by operation (as the summary lists them). */
function rankedFindings(summary: RunSummary): z.infer<typeof Finding>[] {
  const order = ['breaks-client', 'differs-from-document'];
  return Object.entries(summary.findings)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .flatMap(([severity, byOperation]) =>
      Object.entries(byOperation).flatMap(([operationId, found]) =>
        found.map((f) => ({
          severity,
          operationId,
          check: f.check,
          status: f.status ?? null,
          rule: f.violation.rule,
          pointer: f.violation.pointer,
          message: f.violation.message,
        })),
      ),
    );
}
