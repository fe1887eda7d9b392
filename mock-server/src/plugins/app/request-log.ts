// Records every answered API operation in services.requestLog (the control page's recent requests).
// It only observes: answers are sent before it runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ANSWERED_BY_HEADER } from '../../hybrid/headers';
import { formatScenario } from '../../scenarios';

async function requestLog(app: FastifyInstance) {
  const { requestLog } = app.services;
  app.addHook('onResponse', (request, reply, done) => {
    const operation = request.routeOptions.config.operation;
    if (operation) {
      const answeredBy = reply.getHeader(ANSWERED_BY_HEADER);
      requestLog.add({
        at: new Date().toISOString(),
        operation: operation.operationId,
        method: request.method,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        scenario: request.scenario ? formatScenario(request.scenario) : null,
        ...(typeof answeredBy === 'string' ? { answeredBy } : {}),
      });
    }
    done();
  });
}

export default fp(requestLog, { name: 'request-log', dependencies: ['database'] });
