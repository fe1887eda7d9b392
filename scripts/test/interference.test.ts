// Issue 38's interference test on one instance (scripts/lib/interference.ts): 8 parallel runs, each with writes,
// a scenario and a demo clock of its own. In their own workspaces: 0 findings, 0 cross-talk. All 8 in the default
// workspace: the interference a shared mock shows, printed, and non-zero (or the test would prove nothing).
// The same against three instances on PostgreSQL behind nginx: scripts/interference.ts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, createTestDatabase, type TestDatabase } from '@smartsite/mock-server';
import { formatInterference, interference } from '../lib/interference';

let db: TestDatabase;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ databaseUrl: db.url, frontendDist: null });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // A first seeded template takes a while on a busy 2-core machine.
}, 120_000);

afterAll(async () => {
  await app?.close();
  db?.cleanup();
});

it('8 runs in their own workspaces see only their own writes, scenario and clock; in the default one they collide', async () => {
  const isolated = await interference(baseUrl, 'own workspaces');
  console.log(formatInterference(isolated));
  expect(isolated.findings).toEqual([]);
  expect(isolated.checks).toBe(isolated.runs * isolated.rounds * 3);
  expect(isolated.crossTalk).toBe(0);
  // Every workspace was deleted after its run.
  const left = (await app.inject({ url: '/__mock/workspaces' })).json().data as { name: string }[];
  expect(left.map((w) => w.name)).toEqual(['default']);

  const shared = await interference(baseUrl, 'default workspace');
  console.log(formatInterference(shared));
  expect(shared.findings).toEqual([]);
  expect(shared.crossTalk).toBeGreaterThan(0);
}, 90_000);
