// The fixture every contract test file uses: the configured target opened once per file, a client that
// judges and records every call, the configured account's session, and the skip policies of the target.
import { afterAll, beforeAll, inject, type TestContext } from 'vitest';
import { ContractClient } from './client';
import { readConfig, SEEDED_ACCOUNTS, type TargetConfig } from './config';
import { fileRecorder, type Recorder, type SkipPolicy } from './recorder';
import { SecretWatch } from '@smartsite/api/judge';
import { openSession, type Blocker, type Session } from './session';
import { openTarget, type Target } from './target';

/** What a check needs from the target; a check whose needs are not met is skipped and listed, never run. */
interface Needs {
  /** It sends mutating calls (x-writes). */
  writes?: boolean;
  /** It relies on stored data, token verification or enforced access rules. */
  state?: boolean;
  /** It needs the mock's seeded accounts and options (several users, known passwords). */
  seeded?: boolean;
  /** It would lock an account or address out of a real backend (rate limits). */
  disruptive?: boolean;
  /** It logs in or out with the configured account (not possible when a token was given instead). */
  credentials?: boolean;
}

export interface ContractSuite {
  readonly config: TargetConfig;
  readonly recorder: Recorder;
  readonly target: Target;
  readonly client: ContractClient;
  /** The configured account, logged in, with its chosen project. */
  readonly session: Session;
  /** The policy that stops a check with these needs on this target, if any. */
  blockedBy(needs: Needs): { policy: SkipPolicy; reason: string } | undefined;
  /** Skips the running test (recording the skip for each operation) when the target cannot meet the needs. */
  require(ctx: TestContext, needs: Needs, operationIds: readonly string[], check: string): void;
  /** Records a skip for operations a test does not reach. */
  recordSkip(operationIds: readonly string[], check: string, policy: SkipPolicy, reason: string): void;
  /** Skips the running test, recording its operations as blocked, when the session could not be opened. */
  requireSession(ctx: TestContext, operationIds: readonly string[], check: string): void;
  /** Records operations a check could not reach because an answer it needed was unreadable. */
  recordBlocked(operationIds: readonly string[], check: string, blocker: Blocker): void;
}

export function useContractSuite(): ContractSuite {
  const config = readConfig();
  const recorder = fileRecorder(inject('contractRecordsDir'));
  const secrets = new SecretWatch();
  secrets.learn(config.account.password);
  for (const account of Object.values(SEEDED_ACCOUNTS)) secrets.learn(account.password);
  let opened: { target: Target; client: ContractClient; session: Session } | undefined;

  beforeAll(async () => {
    const target = await openTarget(config);
    const client = new ContractClient(target.transport, recorder, config, secrets);
    const session = await openSession(client, config.account, {
      ...(config.projectId ? { preferredProjectId: config.projectId } : {}),
      ...(config.token ? { token: config.token } : {}),
    });
    opened = { target, client, session };
  });
  afterAll(async () => {
    recorder.flush();
    if (!opened) return;
    await opened.target.close();
    // Every call of the file has passed through the backend's log by now (in-process only): none may carry a password.
    const leaking = (opened.target.logLines ?? []).filter((line) => secrets.find(line).length > 0);
    if (leaking.length) throw new Error(`log lines carry a password:\n${leaking.join('\n')}`);
  });

  const get = () => {
    if (!opened) throw new Error('the contract target is not open (beforeAll failed?)');
    return opened;
  };
  const blockedBy = (needs: Needs) => {
    if (needs.writes && !config.allowWrites)
      return { policy: 'read-only' as const, reason: 'mutating call, target is read-only (--allow-writes to run)' };
    if (needs.state && !config.stateful)
      return { policy: 'stateless' as const, reason: 'needs stored data, token verification or enforced rules' };
    if (needs.seeded && config.kind !== 'in-process')
      return { policy: 'needs-seeded-accounts' as const, reason: "needs the mock's seeded accounts" };
    if (needs.disruptive && config.kind !== 'in-process')
      return { policy: 'disruptive' as const, reason: 'would lock the account or address out of the backend' };
    if (needs.credentials && config.token)
      return { policy: 'given-token' as const, reason: 'a token was given instead of a login (--token): no login or logout is tried' };
    return undefined;
  };
  const recordSkip = (operationIds: readonly string[], check: string, policy: SkipPolicy, reason: string) => {
    for (const operationId of operationIds) recorder.record({ type: 'skip', operationId, check, policy, reason });
  };
  const recordBlocked = (operationIds: readonly string[], check: string, { by, reason }: Blocker) => {
    for (const operationId of operationIds) recorder.record({ type: 'blocked', operationId, check, by, reason });
  };

  return {
    config,
    recorder,
    get target() {
      return get().target;
    },
    get client() {
      return get().client;
    },
    get session() {
      return get().session;
    },
    blockedBy,
    recordSkip,
    recordBlocked,
    requireSession(ctx, operationIds, check) {
      const { blocked } = get().session;
      if (!blocked) return;
      recordBlocked(operationIds, check, blocked);
      ctx.skip(`blocked by ${blocked.by}: ${blocked.reason}`);
    },
    require(ctx, needs, operationIds, check) {
      const blocked = blockedBy(needs);
      if (!blocked) return;
      recordSkip(operationIds, check, blocked.policy, blocked.reason);
      ctx.skip(`${blocked.policy}: ${blocked.reason}`);
    },
  };
}
