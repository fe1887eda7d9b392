// Every operation of openapi.yaml, straight from the document: its success answer (status, content type,
// envelope, schema) for every call that only reads, and 401 without a token and with a tampered token for
// every protected call. Mutating calls get their success answer in the flows (flows, auth and security tests);
// the coverage gate (src/summary.ts) fails the run when an operation is exercised nowhere.
import { describe, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import { assertConforms, UNAUTHORISED, type CallOptions } from '../../src/client';
import { document, operations } from '../../src/contract';
import { recordIdNeeded, RECORD_SOURCES } from '../../src/record-sources';
import { login, requireContext } from '../../src/session';
import { useContractSuite } from '../../src/suite';
import { tamperSignature } from '../../src/tokens';

const suite = useContractSuite();

/** The request for an operation's success answer, in the configured account's session. */
async function successRequest(op: OperationInfo): Promise<Omit<CallOptions, 'check'>> {
  const { client, session, config } = suite;
  // The public calls that only read are the two logins.
  if (op.isPublic) return { overrides: { username: config.account.username, password: config.account.password } };
  const context = requireContext(session);
  // Auth calls start and end sessions, so each gets a session of its own (logout must not end the suite's).
  const token =
    op.tag === 'auth' ? await login(client, config.account, { check: `fresh session for ${op.operationId}`, setup: true }) : session.token;
  const source = RECORD_SOURCES[op.operationId];
  if (!source) {
    if (recordIdNeeded(op))
      throw new Error(`harness: ${op.operationId} needs a record id and src/record-sources.ts names no source for it`);
    return { token, context };
  }
  const listed = await client.call(source.from, { check: `record for ${op.operationId}`, token, context, setup: true });
  assertConforms(listed);
  return { token, context, overrides: { [source.field]: source.pick(listed.data) } };
}

/** An id no record has: larger than any the backend will have issued, valid for the schemas (int64, minimum 1). */
const NOWHERE = 2_000_000_000;

/**
 * The request of a 401 probe. A read goes to the session's project; a write names records that do not exist
 * (tenant, project, record id), so that a backend ignoring auth fails on them instead of changing data.
 */
function probeRequest(op: OperationInfo): Pick<CallOptions, 'context' | 'overrides'> {
  const { context } = suite.session;
  if (!op.writes) return context ? { context } : {};
  return { context: { tenantId: NOWHERE, projectId: NOWHERE }, ...(recordIdNeeded(op) ? { overrides: { id: NOWHERE } } : {}) };
}

for (const tag of document.tags.map((t) => t.name)) {
  describe(tag, () => {
    // Public calls that write (register, SMS login) have no check here: flows.test.ts covers them.
    for (const op of operations.filter((o) => o.tag === tag && !(o.isPublic && o.writes))) {
      describe(op.operationId, () => {
        if (!op.writes) {
          it('answers 200 with the declared envelope and schema', async () => {
            assertConforms(await suite.client.call(op.operationId, { check: 'success answer', ...(await successRequest(op)) }));
          });
        }
        if (op.isPublic) return;

        it('answers 401 without a token', async (ctx) => {
          suite.require(ctx, { writes: op.writes }, [op.operationId], 'no token');
          assertConforms(await suite.client.call(op.operationId, { check: 'no token', ...probeRequest(op), expect: UNAUTHORISED }));
        });

        it('answers 401 to a token with a tampered signature [state]', async (ctx) => {
          suite.require(ctx, { writes: op.writes, state: true }, [op.operationId], 'tampered token');
          const authorization = `Bearer ${tamperSignature(suite.session.token)}`;
          assertConforms(
            await suite.client.call(op.operationId, { check: 'tampered token', ...probeRequest(op), authorization, expect: UNAUTHORISED }),
          );
        });
      });
    }
  });
}
