// Records every answered API operation in services.requestLog (the control page's recent requests).
// It only observes: answers are sent before it runs.
import fp from 'fastify-plugin';
import { ANSWERED_BY_HEADER } from '../../hybrid/headers';
import { formatScenario } from '../../scenarios';

export default fp(async (app) => {
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
});
