// `npm run contract -- --workspace fresh|NAME`: the suite in a workspace of a running mock. A fresh workspace exists
// for the run only (deleted also when the run fails), every request of the suite carries the header (the workspace's
// request log has them, the default one's none), and a bad or unknown name stops before any call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createTestDatabase, type TestDatabase } from '@smartsite/mock-server';
import { runContractSuite } from '../../src/run-suite';
import { inWorkspace, WorkspaceError } from '../../src/workspace';

let db: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;
const reports = mkdtempSync(join(tmpdir(), 'contract-workspace-'));

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ databaseUrl: db.url, frontendDist: null });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  db?.cleanup();
  rmSync(reports, { recursive: true, force: true });
});

const names = async () => ((await app.inject({ url: '/__mock/workspaces' })).json().data as { name: string }[]).map((w) => w.name);
const operationsLogged = async (workspace?: string) =>
  (
    (await app.inject({ url: '/__mock/state', headers: workspace ? { 'x-mock-workspace': workspace } : {} })).json().data as {
      requests: { operation: string }[];
    }
  ).requests.map((r) => r.operation);

describe('--workspace', () => {
  it('fresh: runs the suite in a new workspace, every request with its header, and deletes it afterwards', async () => {
    const logged: string[] = [];
    const seen = await inWorkspace({ baseUrl, requested: 'fresh', log: (line) => logged.push(line) }, async (workspace) => {
      expect(workspace).toMatch(/^contract-[a-z0-9]+-[0-9a-f]{6}$/);
      expect(await names()).toContain(workspace);
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')));
      const exit = await runContractSuite(
        {
          ...env,
          CONTRACT_BASE_URL: baseUrl,
          CONTRACT_WORKSPACE: workspace,
          CONTRACT_REPORT_DIR: reports,
          CONTRACT_COVERAGE_GATE: '0',
        },
        { quiet: true, maxWorkers: 1, testNamePattern: '(^| )(getUserInfo|listContracts)( |$)' },
      );
      return { exit, workspace, inWorkspace: await operationsLogged(workspace), inDefault: await operationsLogged() };
    });
    expect(seen.exit).toBe(0);
    expect(seen.inWorkspace).toEqual(expect.arrayContaining(['getAccessToken', 'getUserInfo', 'listContracts']));
    expect(seen.inDefault).toEqual([]);
    expect(await names()).not.toContain(seen.workspace);
    expect(logged.join('\n')).toContain(seen.workspace);
  }, 240_000);

  it('fresh: deletes the workspace when the run fails', async () => {
    let made = '';
    await expect(
      inWorkspace({ baseUrl, requested: 'fresh', log: () => undefined }, async (workspace) => {
        made = workspace;
        throw new Error('the run broke');
      }),
    ).rejects.toThrow('the run broke');
    expect(made).not.toBe('');
    expect(await names()).not.toContain(made);
  });

  it('NAME: uses an existing workspace and leaves it; refuses an unknown or bad name before any call', async () => {
    expect((await app.inject({ method: 'POST', url: '/__mock/workspaces', payload: { name: 'qa-shared' } })).statusCode).toBe(201);
    expect(await inWorkspace({ baseUrl, requested: 'qa-shared' }, async (workspace) => workspace)).toBe('qa-shared');
    expect(await names()).toContain('qa-shared');
    await expect(inWorkspace({ baseUrl, requested: 'qa-missing' }, async () => 0)).rejects.toThrow(/has no workspace qa-missing/);
    await expect(inWorkspace({ baseUrl, requested: 'QA shared' }, async () => 0)).rejects.toThrow(WorkspaceError);
  });
});
