// The demo clock's endpoints (called from mock-admin.ts, so they share its context and its gate):
//   GET /__mock/clock                  the setting and the business time it gives
//   PUT /__mock/clock {"value"}        'real', 'HH:MM' or an ISO instant (as MOCK_CLOCK)
//   DELETE /__mock/clock               back to the real time
import type { FastifyInstance } from 'fastify';
import { BUSINESS_ZONE } from '../clock';
import { ApiError, CATALOGUE, ok } from '../errors';
import { formatClockSetting, parseClockSetting } from '../services/demo-clock';

export function mockClockRoutes(app: FastifyInstance) {
  const services = app.services;
  const { demoClock, options } = services;

  const state = () => {
    const time = services.clock();
    return {
      value: formatClockSetting(demoClock.setting),
      mode: demoClock.setting.mode,
      timeZone: BUSINESS_ZONE.name,
      now: time.until,
      today: time.today,
    };
  };

  const announce = () => services.shared.announce({ kind: 'clock', value: formatClockSetting(demoClock.setting), setAt: demoClock.since });

  app.get('/__mock/clock', async () => ok(state()));

  app.put('/__mock/clock', async (request) => {
    const value = (request.body as { value?: unknown } | undefined)?.value;
    if (typeof value !== 'string') throw new ApiError(400, `${CATALOGUE[400]}：body/value is required`);
    try {
      demoClock.set(parseClockSetting(value, options.now()));
    } catch (error) {
      throw new ApiError(400, `${CATALOGUE[400]}：body/value ${(error as Error).message}`);
    }
    // Answers are cached per minute of business time; a clock set back to a cached minute must not reuse them.
    services.answers.clear();
    await announce();
    request.log.warn({ clock: value }, 'demo clock set');
    return ok(state());
  });

  app.delete('/__mock/clock', async () => {
    demoClock.set({ mode: 'real' });
    services.answers.clear();
    await announce();
    return ok(state());
  });
}
