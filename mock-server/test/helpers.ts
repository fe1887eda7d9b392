// Test apps: a fresh seeded database per call (a copy of a cached template) and small request helpers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { operationMeta, type OperationId, type RequestBody, type ResponseData } from '@smartsite/api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, createTestDatabase, DEMO_ACCOUNTS, type AppOptions } from '../src/app';
import { loadContract } from '../src/contract';

export { DEMO_ACCOUNTS };
export const contract = loadContract();

interface Reply<T = unknown> {
  status: number;
  body: { code: number; msg: string; success: boolean; data: T };
  headers: Record<string, unknown>;
}

/** Who sends a request, and any other headers. */
interface Sender {
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  databaseUrl: string;
  /**
   * Calls an operation of openapi.yaml by its operationId, with the method and path of @smartsite/api's operation
   * map, and types the answer's data from the document. The body is sent as given: tests send bodies the document
   * refuses on purpose, and leave out fields the server defaults (pageNo), which the generated types call required.
   */
  operation<Op extends OperationId>(operationId: Op, body?: unknown, sender?: Sender): Promise<Reply<ResponseData<Op>>>;
  /** Any request (the /__mock routes, wrong methods, malformed bodies): POSTs JSON, or GETs when there is no body. */
  call<T = unknown>(url: string, body?: unknown, options?: Sender & { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' }): Promise<Reply<T>>;
  /** Logs in with username and password and returns the token. */
  login(account: { username: string; password: string }): Promise<string>;
  /** Stops this app and starts another on the same database (a restart). */
  restart(options?: AppOptions): Promise<TestApp>;
}

function wrap(app: FastifyInstance, databaseUrl: string, options: AppOptions, closers: (() => unknown)[]): TestApp {
  const testApp: TestApp = {
    app,
    databaseUrl,
    async call(url, body, { token, headers = {}, method } = {}) {
      const request: InjectOptions = {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      };
      const response = await app.inject(request);
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    operation(operationId, body, sender) {
      const { method, path } = operationMeta[operationId];
      return testApp.call(path, body, { ...sender, method: method === 'get' ? 'GET' : 'POST' });
    },
    async login(account) {
      const reply = await testApp.operation('getAccessToken', { username: account.username, password: account.password });
      if (reply.status !== 200) throw new Error(`login of ${account.username} failed: ${JSON.stringify(reply.body)}`);
      return reply.body.data.token;
    },
    async restart(next = options) {
      await app.close();
      const restarted = await buildApp({ ...next, databaseUrl });
      closers.push(() => restarted.close());
      return wrap(restarted, databaseUrl, next, closers);
    },
  };
  return testApp;
}

/** A running app on its own fresh database, closed and deleted after the tests of the calling suite. */
export async function startApp(options: AppOptions = {}): Promise<TestApp> {
  const closers: (() => unknown)[] = [];
  // Registered before the first await, so the hook belongs to the suite being collected.
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  const db = await createTestDatabase();
  closers.push(db.cleanup);
  const app = await buildApp({ ...options, databaseUrl: db.url });
  closers.push(() => app.close());
  return wrap(app, db.url, options, closers);
}

/** Throws with the document's complaints when an envelope does not match the operation's 200 response. */
export function validateAnswer(operationId: string, body: unknown): string[] {
  const validate = contract.validator.response(operationId, 200);
  if (!validate) throw new Error(`${operationId} declares no 200 response`);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Logs the named demo accounts in, one after another, and gives their tokens by name. */
export async function loginAll<const Name extends DemoAccount>(t: TestApp, names: readonly Name[]): Promise<Record<Name, string>> {
  const tokens = {} as Record<Name, string>;
  for (const name of names) tokens[name] = await t.login(DEMO_ACCOUNTS[name]);
  return tokens;
}

/** Project ids of the seed, in seed order (tenant 1: 1-4, tenant 2: 5). */
export const PROJECT = { binjiang: 1, metro: 2, campus: 3, industrialPark: 4, school: 5 } as const;

/** A user the tests add to tenant 1 (saveUserV2), who can then log in with these credentials. */
export const SURVEYOR = {
  tenantId: 1,
  username: 'surveyor',
  nickname: '测量员',
  phone: '13600001111',
  password: 'survey123',
  orgId: 3,
  projectIds: [PROJECT.binjiang],
} satisfies RequestBody<'saveUserV2'>;

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `src/server.ts` as its own process on a free loopback port and a fresh database, as `npm start` runs it. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const db = await createTestDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: db.url, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await db.cleanup();
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
        if (address) resolve(address);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${log}`)));
    });
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
