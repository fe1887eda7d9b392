// The frontend through the hybrid mock (MOCK_UPSTREAM) in front of a half-built, drifting backend: the suite's
// mock server behind a proxy that switches two dashboard operations off and adds an undocumented field to the
// project info. The user still logs in and the v2 dashboard draws; the mock answers what the backend lacks and
// the drift report names the drift.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { expect } from '../support/expect';
import { accounts, projects } from '../support/accounts';
import { login } from '../support/app';
import { BIG_SCREEN, drawnCharts, expectDashboardOf, loadedPanels } from '../support/dashboards';
import { appUrl } from '../support/app-server';
import { journey, test } from '../support/journey';
import { startAppServer, type RunningApp } from '../support/app-server';

const SWITCHED_OFF = ['/api/dashboard/v2/project/labourChart', '/api/dashboard/v2/project/safetyChart'];
const DRIFTED = '/api/dashboard/v2/project/info';

let backend: Server | undefined;
let hybrid: RunningApp | undefined;

/** The half-built backend: the suite's mock server, minus two operations, with one answer drifted. */
async function startDriftingBackend(upstream: string): Promise<string> {
  backend = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '/').split('?')[0]!;
    if (SWITCHED_OFF.includes(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    );
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers: headers as Record<string, string>,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    let body = Buffer.from(await answer.arrayBuffer());
    if (path === DRIFTED && answer.ok) {
      const envelope = JSON.parse(body.toString('utf8'));
      envelope.data.builderRemark = 'a field the document does not name';
      body = Buffer.from(JSON.stringify(envelope));
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(body);
  });
  backend.listen(0, '127.0.0.1');
  await once(backend, 'listening');
  return `http://127.0.0.1:${(backend.address() as { port: number }).port}`;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const backendUrl = await startDriftingBackend(appUrl());
  hybrid = await startAppServer({ MOCK_UPSTREAM: backendUrl }, 'hybrid-mock-server');
});

test.afterAll(async () => {
  await hybrid?.stop();
  backend?.close();
});

interface Drift {
  operations: { operationId: string; answers: Record<'upstream' | 'mock' | 'replay', number>; last: { reason: string | null } }[];
  findings: { operationId: string; severity: string; pointer: string; rule: string }[];
}

test.describe('hybrid', () => {
  journey(
    'logs in and draws the v2 dashboard through the hybrid mock in front of a drifting backend',
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.user);
      await expectDashboardOf(page, baseUrl, projects.binjiang);
      const panels = await loadedPanels(page, 'screen-v2-project');
      expect(panels.filter((panel) => panel.state === 'ready').length).toBeGreaterThanOrEqual(8);
      expect((await drawnCharts(page, 'screen-v2-project')).length).toBeGreaterThan(0);
      await screenshot('dashboard');

      const drift = (await (await fetch(`${baseUrl}/__mock/drift`)).json()).data as Drift;
      const seen = (id: string) => drift.operations.find((o) => o.operationId === id);
      // Forwarded: the login and the project info; answered by the mock: the two operations the backend lacks.
      expect(seen('getAccessToken')?.answers.upstream).toBeGreaterThan(0);
      expect(seen('getV2ProjectInfo')?.answers.upstream).toBeGreaterThan(0);
      for (const id of ['getV2LabourChart', 'getV2SafetyChart']) {
        expect(seen(id)?.answers.mock, id).toBeGreaterThan(0);
        expect(seen(id)?.last.reason, id).toBe('upstream-404');
      }
      expect(drift.findings).toContainEqual(
        expect.objectContaining({ operationId: 'getV2ProjectInfo', rule: 'undocumented-field', pointer: '/data/builderRemark' }),
      );
    },
    { viewport: BIG_SCREEN, baseUrl: () => hybrid!.baseUrl, timeoutMs: 120_000 },
  );
});
