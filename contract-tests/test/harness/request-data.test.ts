// The request builder (src/request-data.ts): every operation gets a request its own schema accepts, with
// the session's tenant and project where the frontend would put them.
import { describe, expect, it } from 'vitest';
import { document, operation, operations, validator } from '../../src/contract';
import { recordIdNeeded, RECORD_SOURCES } from '../../src/record-sources';
import { buildRequest, sampleBody } from '../../src/request-data';

const context = { tenantId: 7, projectId: 42 };

describe('buildRequest', () => {
  it('builds a body the request schema accepts for every POST operation', () => {
    for (const op of operations.filter((o) => o.method === 'post')) {
      const { body } = buildRequest(op, context);
      const validate = validator.schema(op.requestSchema ?? '');
      expect(validate(body), `${op.operationId}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('fills tenantId and projectId from the session wherever the schema has them', () => {
    const propertiesOf = (op: (typeof operations)[number]) =>
      (document.components.schemas[op.requestSchema ?? ''] as { properties?: Record<string, unknown> }).properties ?? {};
    const withBody = operations.filter((o) => o.requestSchema);
    for (const op of withBody.filter((o) => 'tenantId' in propertiesOf(o)))
      expect(sampleBody(op, context).tenantId, op.operationId).toBe(7);
    for (const op of withBody.filter((o) => 'projectId' in propertiesOf(o) && o.operationId !== 'saveEmpowerRecord'))
      expect(sampleBody(op, context).projectId, op.operationId).toBe(42);
  });

  it('puts the project into the field a project:<field> rule names', () => {
    expect(sampleBody(operation('getProjectInfo'), context)).toEqual({ tenantId: 7, id: 42 });
  });

  it('lets overrides replace and remove fields, and rejects a body its schema refuses', () => {
    const op = operation('listUsersV2');
    expect(sampleBody(op, context, { projectId: undefined, keyword: 'abc' })).toEqual({ tenantId: 7, keyword: 'abc' });
    expect(() => sampleBody(op, context, { pageSize: 100000 })).toThrow(/harness bug.*pageSize/s);
  });

  it('puts known query parameters on GET operations', () => {
    expect(buildRequest(operation('listNotices'), context)).toEqual({ method: 'get', url: '/api/systemNotice/list?tenantId=7' });
    expect(buildRequest(operation('getUserInfo'), context)).toEqual({ method: 'get', url: '/api/authUser/info' });
  });

  it('knows where every read operation that needs a record id gets one', () => {
    const unsourced = operations.filter((op) => !op.writes && recordIdNeeded(op) && !RECORD_SOURCES[op.operationId]);
    expect(unsourced.map((op) => op.operationId)).toEqual([]);
  });
});
