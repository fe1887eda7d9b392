// The live drift report of hybrid mode (called from mock-admin.ts, so it shares its gate):
//   GET /__mock/drift      JSON, or the page for a browser (Accept: text/html)
//   DELETE /__mock/drift   clears it
// Without hybrid mode the report is empty and says so (enabled: false).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFrontendUsage, type FrontendUsage } from '@smartsite/api/judge';
import { ok } from '../errors';
import { driftPage } from '../hybrid/drift-page';
import { withScreens } from '../hybrid/drift-screens';

/** A browser asks for HTML before JSON; curl and fetch send any type or JSON and get JSON. */
const wantsPage = (accept: string | undefined) => !!accept && /text\/html/.test(accept) && !/^application\/json/.test(accept);

export function mockDriftRoutes(app: FastifyInstance) {
  /** The report of the request's workspace (each has its own), or null outside hybrid mode. */
  const report = (request: FastifyRequest) => (app.hasDecorator('driftReportOf') ? app.driftReportOf(request.workspace) : null);
  // Read on the first report, once: what the screens read (the findings are ranked by the screens they break).
  let usage: FrontendUsage | undefined;

  app.get('/__mock/drift', async (request, reply) => {
    const stored = (await (await report(request))?.snapshot()) ?? null;
    const snapshot = stored && withScreens(stored, (usage ??= readFrontendUsage()));
    if (wantsPage(request.headers.accept)) return reply.type('text/html; charset=utf-8').send(driftPage(snapshot));
    return ok({
      enabled: snapshot !== null,
      ...(snapshot ?? {
        upstream: null,
        since: null,
        operations: [],
        findings: [],
        byScreen: [],
        totals: { breaksScreen: 0, breaksClient: 0, differsFromDocument: 0 },
      }),
    });
  });

  app.delete('/__mock/drift', async (request) => {
    const own = await report(request);
    await own?.clear();
    return ok({ enabled: own !== null, cleared: true });
  });
}
