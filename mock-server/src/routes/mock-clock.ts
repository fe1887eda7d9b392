// The demo clock's endpoints (called from mock-admin.ts, so they share its context and its gate):
//   GET /__mock/clock                  the setting and the business time it gives
//   PUT /__mock/clock {"value"}        'real', 'HH:MM' or an ISO instant (as MOCK_CLOCK)
//   DELETE /__mock/clock               back to the real time
import type { FastifyInstance } from 'fastify';
import { BUSINESS_ZONE } from '../clock';
import { ApiError, CATALOGUE, ok } from '../errors';
import { formatClockSetting, parseClockSetting } from '../services/demo-clock';
import type { Workspace } from '../workspaces/registry';

export function mockClockRoutes(app: FastifyInstance) {
  const { options } = app.services;

  /** The clock of the request's workspace. */
  const state = ({ services }: Workspace) => {
    const { demoClock } = services;
    const time = services.clock();
    return {
      value: formatClockSetting(demoClock.setting),
      mode: demoClock.setting.mode,
      timeZone: BUSINESS_ZONE.name,
      now: time.until,
      today: time.today,
    };
  };

  const announce = ({ services: { shared, demoClock } }: Workspace) =>
    shared.announce({ kind: 'clock', value: formatClockSetting(demoClock.setting), setAt: demoClock.since });

  app.get('/__mock/clock', async (request) => ok(state(request.workspace)));

  app.put('/__mock/clock', async (request) => {
    const { workspace } = request;
    const { services } = workspace;
    const { demoClock } = services;
    const value = (request.body as { value?: unknown } | undefined)?.value;
    if (typeof value !== 'string') throw new ApiError(400, `${CATALOGUE[400]}：body/value is required`);
    try {
      demoClock.set(parseClockSetting(value, options.now()));
    } catch (error) {
      throw new ApiError(400, `${CATALOGUE[400]}：body/value ${(error as Error).message}`);
    }
    // Answers are cached per minute of business time; a clock set back to a cached minute must not reuse them.
    services.answers.clear();
    await announce(workspace);
    request.log.warn({ clock: value, workspace: workspace.name }, 'demo clock set');
    return ok(state(workspace));
  });

  app.delete('/__mock/clock', async (request) => {
    const { workspace } = request;
    workspace.services.demoClock.set({ mode: 'real' });
    workspace.services.answers.clear();
    await announce(workspace);
    return ok(state(workspace));
  });
}
