// Flows are sequences of calls in one session, each judged against the contract (a violation fails the
// flow at once), with read-back checks that need a backend keeping state: on a stateless target those
// are recorded as skipped instead of run.
import type { TestContext } from 'vitest';
import type { OperationId, ResponseData } from '@smartsite/api';
import { decide, principalOf } from './access';
import { assertConforms, NonConforming, type CallOptions, type CallResult } from './client';
import { violation } from '@smartsite/api/judge';
import { operation } from './contract';
import { buildRequest } from './request-data';
import { requireContext, type Session } from './session';
import type { ContractSuite } from './suite';

type FlowCallOptions = Omit<CallOptions, 'check' | 'token'> & { check?: string; token?: string };

export class Flow {
  /** The operations whose answers the flow has had. */
  private readonly answered = new Set<string>();

  constructor(
    private readonly suite: ContractSuite,
    readonly session: Session,
    private readonly name: string,
    /** The flow's operations: those it has not reached when a call fails are recorded as blocked by that call. */
    private readonly operationIds: readonly string[] = [],
  ) {}

  get context() {
    return requireContext(this.session);
  }

  /** Calls the operation in the session's project, asserts it conforms and returns its result. */
  async result(operationId: OperationId, options: FlowCallOptions = {}): Promise<CallResult> {
    const { check = this.name, token = this.session.token, ...rest } = options;
    const context = this.session.context;
    const result = await this.suite.client.call(operationId, { ...(context ? { context } : {}), token, check, ...rest });
    this.answered.add(operationId);
    if (result.failing.length) {
      const unreached = this.operationIds.filter((id) => !this.answered.has(id));
      this.suite.recordBlocked(unreached, this.name, { by: operationId, reason: `the flow "${this.name}" stopped at its answer` });
    }
    assertConforms(result);
    return result;
  }

  /** The envelope data of a conforming success answer, typed from the document. */
  async data<Op extends OperationId>(operationId: Op, options: FlowCallOptions = {}): Promise<ResponseData<Op>> {
    return (await this.result(operationId, options)).data as ResponseData<Op>;
  }

  /** A read-back check: run where the target keeps state, recorded as skipped elsewhere. */
  async state(operationId: OperationId, check: string, verify: () => Promise<void>): Promise<void> {
    const blocked = this.suite.blockedBy({ state: true });
    if (blocked) {
      this.suite.recordSkip([operationId], check, blocked.policy, blocked.reason);
      return;
    }
    try {
      await verify();
    } catch (error) {
      // A read-back call whose own answer breaks the client carries that finding; the write is not to blame.
      if (error instanceof NonConforming) {
        const by = error.operationIds[0] ?? operationId;
        this.suite.recordBlocked([operationId], check, { by, reason: 'the read-back answer was unreadable' });
        throw error;
      }
      const actual = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      this.suite.recorder.record({
        type: 'finding',
        operationId,
        check,
        violations: [violation('state-not-read-back', '', check, actual, 'read-back after a write')],
      });
      throw error;
    }
  }
}

/**
 * Starts a flow over these operations in the configured account's session, or skips the test (recording
 * why) where the target cannot run it or the account lacks a right one of the operations needs.
 */
export function startFlow(suite: ContractSuite, ctx: TestContext, name: string, operationIds: OperationId[]): Flow {
  suite.require(ctx, { writes: operationIds.some((id) => operation(id).writes) }, operationIds, name);
  suite.requireSession(ctx, operationIds, name);
  const { session } = suite;
  const world = { projectTenant: new Map(session.projects.map((p) => [p.id, p.tenantId])), modules: new Map() };
  const context = requireContext(session);
  const bodyOf = (id: OperationId) => (buildRequest(operation(id), context).body ?? {}) as Record<string, unknown>;
  const denied = operationIds.filter((id) => decide(principalOf(session), operation(id), bodyOf(id), world).allowed !== true);
  if (denied.length) {
    suite.recordSkip(operationIds, name, 'not-applicable', `the configured account may not call ${denied.join(', ')}`);
    ctx.skip(`not-applicable: ${session.account.username} may not call ${denied.join(', ')}`);
  }
  return new Flow(suite, session, name, operationIds);
}
