// Every answer the document declares, provoked: for each operation, each declared error status that the other
// files do not already get (200 and 401 come from operations.test.ts, 403 from the isolation matrix). A status is
// provoked for real where the mock can be made to give it (a field of the wrong type, an unknown tenant or project
// for a system user, a body over the size limit), else with the mock's x-mock-scenario; the check name says which,
// so the coverage report shows how each answer was observed. Against another backend only the real provocations
// run (the scenarios are the mock's), and those of writes only where writes are allowed.
import { describe, it } from 'vitest';
import type { OperationInfo, RequestSchema } from '@smartsite/api/document';
import { assertConforms, type CallOptions, type CallResult } from '../../src/client';
import { document, operations } from '../../src/contract';
import { requireContext } from '../../src/session';
import { useContractSuite } from '../../src/suite';
import type { HttpRequest } from '../../src/transport';

const suite = useContractSuite();

/** Statuses this file leaves to the others: the success answer, and 401 to bad tokens. */
const ELSEWHERE = new Set([200, 401]);
/** A tenant or project no record has, valid for the schemas (an integer from 1). */
const NOWHERE = 2_000_000_000;
/** Past the mock's default body limit (256 KiB). */
const OVERSIZED = 300 * 1024;

/** What the mock answers with each scenario, for the statuses it cannot be made to give otherwise. */
const scenarioFor = (status: number) => (status === 500 ? 'server-error' : status === 403 ? 'forbidden' : `code:${status}`);

interface RealProvocation {
  how: string;
  options: Omit<CallOptions, 'check' | 'expect'>;
}

interface Provocation extends RealProvocation {
  /** Sent with the mock's x-mock-scenario: only the in-process mock answers it. */
  byScenario: boolean;
}

const requestSchema = (op: OperationInfo) =>
  op.requestSchema ? (document.components.schemas[op.requestSchema] as RequestSchema) : undefined;

const withBody = (change: (body: Record<string, unknown>) => void) => (request: HttpRequest) => {
  const body = { ...(request.body as Record<string, unknown>) };
  change(body);
  return { ...request, body };
};

/** A request the document's schema refuses: one field of the wrong type (a query parameter for GET). */
function invalidRequest(op: OperationInfo): RealProvocation | undefined {
  const properties = Object.keys(requestSchema(op)?.properties ?? {});
  if (op.method === 'post' && properties.length) {
    const field = properties.includes('tenantId') ? 'tenantId' : properties[0]!;
    return { how: `field ${field} of the wrong type`, options: { alter: withBody((body) => (body[field] = { wrong: 'type' })) } };
  }
  const parameters = (document.paths[op.path]?.[op.method] as { parameters?: { name: string; schema: RequestSchema }[] }).parameters;
  const parameter = parameters?.[0];
  if (!parameter) return undefined;
  const bad = parameter.schema.type === 'integer' ? 'not-a-number' : 'x'.repeat((parameter.schema.maxLength ?? 1000) + 1);
  const url = `${op.path}?${new URLSearchParams({ [parameter.name]: bad }).toString()}`;
  return { how: `query ${parameter.name} invalid`, options: { alter: (request) => ({ ...request, url }) } };
}

/** For a system user, a tenant or project that does not exist answers 404 (x-access notes of openapi.yaml). */
function unknownRecord(op: OperationInfo): RealProvocation | undefined {
  const properties = requestSchema(op)?.properties ?? {};
  const { tenantId, projectId } = requireContext(suite.session);
  if (suite.session.user.userType !== 'system') return undefined;
  if (op.access.some((rule) => rule.kind === 'tenant') && 'tenantId' in properties)
    return { how: 'unknown tenant, system user', options: { context: { tenantId: NOWHERE, projectId } } };
  const project = op.access.find((rule) => rule.kind === 'project');
  if (project?.kind === 'project' && project.field in properties)
    return { how: 'unknown project, system user', options: { context: { tenantId, projectId: NOWHERE } } };
  return undefined;
}

function oversizedBody(op: OperationInfo): RealProvocation | undefined {
  if (op.method !== 'post') return undefined;
  return { how: 'body over the size limit', options: { alter: withBody((body) => (body.padding = 'x'.repeat(OVERSIZED))) } };
}

const PROVOKE: Partial<Record<number, (op: OperationInfo) => RealProvocation | undefined>> = {
  400: invalidRequest,
  404: unknownRecord,
  413: oversizedBody,
};

function provocation(op: OperationInfo, status: number): Provocation {
  const real = PROVOKE[status]?.(op);
  if (real) return { ...real, byScenario: false };
  const scenario = scenarioFor(status);
  return {
    how: `mock scenario ${scenario}`,
    byScenario: true,
    options: { alter: (request) => ({ ...request, headers: { ...request.headers, 'x-mock-scenario': scenario } }) },
  };
}

/** 403 is the isolation matrix's for operations with rules beyond a token; this file sends it to the others. */
const provokedHere = (op: OperationInfo, status: number) =>
  !ELSEWHERE.has(status) && !(status === 403 && op.access.some((rule) => !['public', 'token'].includes(rule.kind)));

for (const tag of document.tags.map((t) => t.name)) {
  describe(tag, () => {
    for (const op of operations.filter((o) => o.tag === tag)) {
      const statuses = op.statuses.filter((status) => provokedHere(op, status));
      if (!statuses.length) continue;
      it(`${op.operationId} gives each declared answer: ${statuses.join(', ')}`, async (ctx) => {
        const { session, client, config } = suite;
        const results: CallResult[] = [];
        for (const status of statuses) {
          const { how, byScenario, options } = provocation(op, status);
          const check = `declared answer ${status}: ${how}`;
          // A real refusal needs a backend that enforces the document (not Prism); an invalid write is sent only
          // where writes are allowed, in case the backend fails to refuse it.
          const blocked =
            byScenario && config.kind !== 'in-process'
              ? { policy: 'not-applicable' as const, reason: "needs the mock's x-mock-scenario" }
              : suite.blockedBy({ state: true, writes: op.writes });
          if (blocked) {
            suite.recordSkip([op.operationId], check, blocked.policy, blocked.reason);
            continue;
          }
          results.push(
            await client.call(op.operationId, {
              check,
              ...(op.isPublic ? {} : { token: session.token }),
              context: requireContext(session),
              ...options,
              expect: { statuses: [status], kind: 'status' },
            }),
          );
        }
        if (!results.length) ctx.skip();
        assertConforms(...results);
      });
    }
  });
}
