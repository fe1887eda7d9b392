// The control page and what it reads and changes (called from mock-admin.ts, so they share its context
// and its gate):
//   GET  /__mock/                      the page (frontend/dist/mock-control.html)
//   GET  /__mock/state                 accounts, scenarios with their meanings, latency, clock, recent requests
//   PUT  /__mock/latency {"ms"}        delay added to every API answer (as MOCK_LATENCY_MS)
//   POST /__mock/reset {"confirm":true} deletes every row and seeds again (as npm run db:reset, in place)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BUSINESS_ZONE, dayOf } from '../clock';
import { DEMO_ACCOUNTS } from '../db/reference';
import { DEFAULT_SEED } from '../db/seed';
import { ApiError, CATALOGUE, notFound, ok } from '../errors';
import { meaningOf } from '../scenario-meanings';
import { allowedScenarioNames, formatScenario } from '../scenarios';
import { formatClockSetting } from '../services/demo-clock';

const ACCOUNT_ROLES: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  admin: '系统用户：所有权限、所有租户和项目',
  tenant: '租户 1（中建智慧建设集团）的租户用户：四个项目',
  user: '普通用户：租户 1 的两个项目',
  guest: '普通用户：没有项目',
  tenant2: '租户 2（华东城建投资）的租户用户',
};

/** Largest latency the page may set: past the frontend's 30 s timeout is what the timeout scenario is for. */
const MAX_LATENCY_MS = 60_000;

const badRequest = (field: string, problem: string) => new ApiError(400, `${CATALOGUE[400]}：body/${field} ${problem}`);

export function mockControlRoutes(app: FastifyInstance) {
  const { options } = app.services;

  const page = options.frontendDist ? join(options.frontendDist, 'mock-control.html') : null;
  const servePage = async () => {
    if (!page || !existsSync(page)) throw notFound('控制页尚未构建（npm run build -w frontend）');
    return readFileSync(page, 'utf8');
  };
  // Never kept by a browser without asking: a new build changes the scripts it names.
  const sendPage = async (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await servePage());
  app.get('/__mock', async (_request, reply) => sendPage(reply));
  app.get('/__mock/', async (_request, reply) => sendPage(reply));

  app.get('/__mock/state', async (request) => {
    const { services } = request.workspace;
    const time = services.clock();
    return ok({
      accounts: Object.entries(DEMO_ACCOUNTS).map(([key, account]) => ({
        username: account.username,
        password: account.password,
        role: ACCOUNT_ROLES[key as keyof typeof DEMO_ACCOUNTS],
      })),
      scenario: services.scenario.current ? formatScenario(services.scenario.current) : null,
      // The fault:* names only when this server answers them (MOCK_FAULTS=on).
      scenarios: allowedScenarioNames(options.faults).map((name) => ({ name, meaning: meaningOf(name) })),
      latencyMs: services.options.latencyMs,
      clock: {
        value: formatClockSetting(services.demoClock.setting),
        mode: services.demoClock.setting.mode,
        timeZone: BUSINESS_ZONE.name,
        now: time.until,
        today: time.today,
      },
      requests: await services.requestLog.latest(),
    });
  });

  app.put('/__mock/latency', async (request) => {
    const ms = (request.body as { ms?: unknown } | undefined)?.ms;
    if (ms === undefined) throw badRequest('ms', 'is required');
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS)
      throw badRequest('ms', `must be an integer from 0 to ${MAX_LATENCY_MS}`);
    const { services } = request.workspace;
    services.options.latencyMs = ms;
    await services.shared.announce({ kind: 'latency', ms });
    request.log.warn({ latencyMs: ms, workspace: request.workspace.name }, 'mock latency set');
    return ok({ latencyMs: ms });
  });

  app.post('/__mock/reset', async (request) => {
    if ((request.body as { confirm?: unknown } | undefined)?.confirm !== true) throw badRequest('confirm', 'must be true');
    const { services } = request.workspace;
    const seed = await services.database.prisma.setting.findUnique({ where: { key: 'seed' } });
    const summary = await services.database.reseed({
      seed: seed ? Number(seed.value) : DEFAULT_SEED,
      today: dayOf(options.now()),
    });
    await services.invalidate();
    services.facts.forget();
    await services.facts.ensure();
    await services.shared.announce({ kind: 'reset' });
    await services.requestLog.clear();
    request.log.warn({ ...summary, workspace: request.workspace.name }, 'database reseeded');
    return ok(summary);
  });
}
