// Mock-only endpoints outside /api and outside openapi.yaml (documented in the README and on /docs), registered
// only while control is on; every route here is a control feature, so controlGuard runs first (403 when the
// caller lacks the privilege: see src/control.ts). New /__mock routes belong in this plugin.
//   GET /__mock/scenario            the scenario applied to every request (null when none)
//   PUT /__mock/scenario {"name"}   set it (same names as the x-mock-scenario header)
//   DELETE /__mock/scenario         clear it
//   GET /__mock/sms/:phone          the pending SMS code of a phone (development mode only)
//   /__mock/clock                   the demo clock (src/routes/mock-clock.ts)
//   /__mock/drift                   hybrid mode's drift report (src/routes/mock-drift.ts)
//   /__mock/, state, latency, reset the control page (src/routes/mock-control.ts)
//   /__mock/workspaces              workspaces, their snapshots (src/routes/mock-workspaces.ts)
// Each acts on the workspace of the request (the x-mock-workspace header, the default one without it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, CATALOGUE, notFound, ok } from '../errors';
import { formatScenario, parseScenario } from '../scenarios';
import { mockClockRoutes } from './mock-clock';
import { mockControlRoutes } from './mock-control';
import { mockDriftRoutes } from './mock-drift';
import { mockWorkspaceRoutes } from './mock-workspaces';

async function mockAdminRoutes(app: FastifyInstance) {
  const { options } = app.services;
  app.addHook('onRequest', app.controlGuard);
  // Every control acts on the request's workspace (x-mock-workspace; the default one without it).
  const current = (request: FastifyRequest) => {
    const { scenario } = request.workspace.services;
    return { name: scenario.current ? formatScenario(scenario.current) : null };
  };

  app.get('/__mock/scenario', async (request) => ok(current(request)));

  app.put('/__mock/scenario', async (request) => {
    const { scenario, shared } = request.workspace.services;
    const name = (request.body as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string') throw new ApiError(400, `${CATALOGUE[400]}：body/name is required`);
    try {
      scenario.current = parseScenario(name, options);
    } catch (error) {
      throw new ApiError(400, `${CATALOGUE[400]}：body/name ${(error as Error).message}`);
    }
    await shared.announce({ kind: 'scenario', value: formatScenario(scenario.current) });
    request.log.warn({ scenario: name, workspace: request.workspace.name }, 'global mock scenario set');
    return ok(current(request));
  });

  app.delete('/__mock/scenario', async (request) => {
    const { scenario, shared } = request.workspace.services;
    scenario.current = null;
    await shared.announce({ kind: 'scenario', value: null });
    return ok(current(request));
  });

  mockClockRoutes(app);
  mockControlRoutes(app);
  mockDriftRoutes(app);
  mockWorkspaceRoutes(app);

  if (options.exposeSmsCodes) {
    app.get<{ Params: { phone: string } }>('/__mock/sms/:phone', async (request) => {
      const pending = await request.workspace.services.sms.peek(request.params.phone);
      if (!pending) throw notFound(`手机号 ${request.params.phone} 没有有效的验证码`);
      return ok({ phone: request.params.phone, code: pending.code, expiresAt: new Date(pending.expiresAt).toISOString() });
    });
  }
}

// Encapsulated: controlGuard guards these routes only.
export default fp(mockAdminRoutes, { name: 'mock-admin-routes', dependencies: ['database', 'envelope', 'control'], encapsulate: true });
