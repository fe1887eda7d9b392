// Every operation of openapi.yaml, straight from the document: its success answer (status, content type,
// envelope, schema) for every call that only reads, and 401 without a token and with a tampered token for
// every protected call. Mutating calls get their success answer in the flows (flows, auth and security tests);
// the coverage gate (src/summary.ts) fails the run when an operation is exercised nowhere.
import { describe, it } from 'vitest';
import type { OperationInfo } from '@smartsite/api/document';
import { assertConforms, UNAUTHORISED, type CallOptions } from '../../src/client';
import { document, operations } from '../../src/contract';
import { recordIdNeeded, RECORD_SOURCES } from '../../src/record-sources';
import { requireContext, tryLogin, type Blocker } from '../../src/session';
import { shareLinkOverrides, shareTokenOf } from '../../src/share';
import { useContractSuite } from '../../src/suite';
import { tamperSignature } from '@smartsite/tooling/tokens';

const suite = useContractSuite();

/** The request for an operation's success answer in the configured account's session, or why it cannot be made. */
async function successRequest(op: OperationInfo): Promise<Omit<CallOptions, 'check'> | Blocker> {
  const { client, session, config } = suite;
  // The public calls that only read are the two logins.
  if (op.isPublic) return { overrides: { username: config.account.username, password: config.account.password } };
  const context = requireContext(session);
  // Auth calls start and end sessions, so each gets a session of its own (logout must not end the suite's).
  const token =
    op.tag === 'auth'
      ? await tryLogin(client, config.account, { check: `fresh session for ${op.operationId}`, setup: true })
      : session.token;
  if (typeof token !== 'string') return token;
  // Only a display-share token gets this answer: a link is made for it (a write).
  if (op.access.some((rule) => rule.kind === 'share')) {
    const blocked = suite.blockedBy({ writes: true });
    if (blocked) return { by: 'createShareLink', reason: `a display-share token needs a new link: ${blocked.reason}` };
    const link = await client.call('createShareLink', {
      check: `share link for ${op.operationId}`,
      token,
      context,
      overrides: shareLinkOverrides(),
      setup: true,
    });
    const shareToken = shareTokenOf(link.data);
    if (!shareToken)
      return { by: 'createShareLink', reason: `no token in its url: HTTP ${link.status} ${link.response.text.slice(0, 120)}` };
    return { token: shareToken, context };
  }
  const source = RECORD_SOURCES[op.operationId];
  if (!source) {
    if (recordIdNeeded(op))
      throw new Error(`harness: ${op.operationId} needs a record id and src/record-sources.ts names no source for it`);
    return { token, context };
  }
  // The list is judged like any call; an unreadable one blocks this operation instead of failing it.
  const listed = await client.call(source.from, { check: `record for ${op.operationId}`, token, context, setup: true });
  const id = source.pick(listed.data);
  if (id === undefined)
    return { by: source.from, reason: `no record id in its answer: HTTP ${listed.status} ${listed.response.text.slice(0, 120)}` };
  return { token, context, overrides: { [source.field]: id } };
}

/** An id no record has: larger than any the backend will have issued, valid for the schemas (an integer from 1). */
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
          it('answers 200 with the declared envelope and schema', async (ctx) => {
            const check = 'success answer';
            suite.require(ctx, { credentials: op.isPublic || op.tag === 'auth' }, [op.operationId], check);
            if (!op.isPublic) suite.requireSession(ctx, [op.operationId], check);
            const request = await successRequest(op);
            if ('by' in request) {
              suite.recordBlocked([op.operationId], check, request);
              ctx.skip(`blocked by ${request.by}: ${request.reason}`);
            }
            assertConforms(await suite.client.call(op.operationId, { check, ...request }));
          });
        }
        if (op.isPublic) return;

        it('answers 401 without a token', async (ctx) => {
          suite.require(ctx, { writes: op.writes }, [op.operationId], 'no token');
          assertConforms(await suite.client.call(op.operationId, { check: 'no token', ...probeRequest(op), expect: UNAUTHORISED }));
        });

        it('answers 401 to a token with a tampered signature [state]', async (ctx) => {
          suite.require(ctx, { writes: op.writes, state: true }, [op.operationId], 'tampered token');
          suite.requireSession(ctx, [op.operationId], 'tampered token');
          const authorization = `Bearer ${tamperSignature(suite.session.token)}`;
          assertConforms(
            await suite.client.call(op.operationId, { check: 'tampered token', ...probeRequest(op), authorization, expect: UNAUTHORISED }),
          );
        });
      });
    }
  });
}
