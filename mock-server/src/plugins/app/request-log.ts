// Records every answered API operation in services.requestLog (the control page's recent requests).
// It only observes: answers are sent before it runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWERED_BY_HEADER } from '../../hybrid/headers';
import { formatScenario } from '../../scenarios';
import type { RecordedRequest } from '../../services/request-log';

async function requestLog(app: FastifyInstance) {
  const { options } = app.services;
  app.addHook('onResponse', (request, reply, done) => {
    const operation = request.routeOptions.config.operation;
    if (operation) {
      const entry: RecordedRequest = {
        atMs: Date.now(),
        operation: operation.operationId,
        method: request.method,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        scenario: request.scenario ? formatScenario(request.scenario) : null,
      };
      // Only hybrid mode says who answered.
      const answeredBy = options.hybrid && reply.getHeader(ANSWERED_BY_HEADER);
      if (typeof answeredBy === 'string') entry.answeredBy = answeredBy;
      // Where it was served: each workspace keeps its own recent requests.
      request.workspace.services.requestLog.add(entry);
    }
    done();
  });
}

export default fp(requestLog, { name: 'request-log', dependencies: ['database'] });
