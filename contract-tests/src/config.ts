// Which backend the contract suite talks to, read from the environment that `npm run contract`
// (src/cli.ts) or the test command sets. Without CONTRACT_BASE_URL the suite runs in-process against the mock.
import { FAIL_ON, type FailOn } from '@smartsite/api/judge';
import { DRIFT_PROFILES, isDriftProfile, type DriftProfile } from './drift';
import { isWorkspaceName } from './workspace';

export interface Account {
  username: string;
  password: string;
}

export interface TargetConfig {
  /** in-process: the mock server built inside the test worker; external: any backend at baseUrl. */
  kind: 'in-process' | 'external';
  baseUrl?: string;
  account: Account;
  /** Project to work in; default: the first authorised project of the account's tenant. */
  projectId?: number;
  /** Mutating operations (x-writes) run only in-process or when explicitly allowed. */
  allowWrites: boolean;
  /**
   * False for a stateless mock of the contract (Prism): it keeps no data, verifies no token signature and
   * enforces no access rule, so every check that needs one of those is skipped there and listed as such.
   */
  stateful: boolean;
  /** With --strict a run fails on every finding; by default only on those that break the client (api/src/judge/rules.ts). */
  strict: boolean;
  /**
   * What fails the run (--fail-on): findings that break a screen the frontend's usage names, those that break any
   * client (default: generated clients read every required field), or every finding (--strict).
   */
  failOn: FailOn;
  /** A token to use instead of logging in (SSO or captcha logins a script cannot do). */
  token?: string;
  /** The in-process mock answers through a drifting proxy (the harness's self-test, src/drift.ts). */
  drift?: DriftProfile;
  /** Sent as x-mock-scenario on every request (fault injection against the in-process mock). */
  scenario?: string;
  /** Origin the backend's CORS policy allows, when known (the in-process mock's is read from its options). */
  allowedOrigin?: string;
  /** The mock's workspace every request is sent to (x-mock-workspace; src/workspace.ts). */
  workspace?: string;
}

/** The seeded accounts of the mock server (mock-server/src/db/seed.ts): one per kind of user, and the second tenant's. */
export const SEEDED_ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  tenant: { username: 'tenant', password: 'tenant123' },
  user: { username: 'user', password: 'user123' },
  guest: { username: 'guest', password: 'guest123' },
  tenant2: { username: 'tenant2', password: 'tenant2123' },
} as const satisfies Record<string, Account>;

const truthy = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());

export function readConfig(env: NodeJS.ProcessEnv = process.env): TargetConfig {
  const baseUrl = env.CONTRACT_BASE_URL?.replace(/\/+$/, '') || undefined;
  const projectId = env.CONTRACT_PROJECT_ID ? Number(env.CONTRACT_PROJECT_ID) : undefined;
  if (projectId !== undefined && !(Number.isInteger(projectId) && projectId > 0)) {
    throw new Error(`CONTRACT_PROJECT_ID must be a positive integer, got "${env.CONTRACT_PROJECT_ID}"`);
  }
  const account = {
    username: env.CONTRACT_USERNAME ?? SEEDED_ACCOUNTS.admin.username,
    password: env.CONTRACT_PASSWORD ?? SEEDED_ACCOUNTS.admin.password,
  };
  const scenario = env.CONTRACT_SCENARIO || undefined;
  if (baseUrl && scenario) throw new Error('CONTRACT_SCENARIO (fault injection) applies to the in-process mock only');
  const drift = env.CONTRACT_DRIFT || undefined;
  if (drift !== undefined && !isDriftProfile(drift)) throw new Error(`CONTRACT_DRIFT must be one of ${DRIFT_PROFILES.join(', ')}`);
  if (baseUrl && drift) throw new Error('CONTRACT_DRIFT (the drifting proxy) applies to the in-process mock only');
  const workspace = env.CONTRACT_WORKSPACE || undefined;
  if (workspace && !baseUrl) throw new Error('CONTRACT_WORKSPACE applies to a mock at CONTRACT_BASE_URL only');
  if (workspace && !isWorkspaceName(workspace)) throw new Error(`CONTRACT_WORKSPACE "${workspace}" is not a workspace name`);
  const strict = truthy(env.CONTRACT_STRICT);
  const failOn = env.CONTRACT_FAIL_ON || (strict ? 'all' : 'clients');
  if (!FAIL_ON.includes(failOn as FailOn))
    throw new Error(`--fail-on (CONTRACT_FAIL_ON) must be one of ${FAIL_ON.join(', ')}, got "${failOn}"`);
  if (strict && failOn !== 'all') throw new Error(`--strict fails on every finding: it cannot go with --fail-on ${failOn}`);
  return {
    kind: baseUrl ? 'external' : 'in-process',
    ...(baseUrl ? { baseUrl } : {}),
    account,
    ...(projectId ? { projectId } : {}),
    allowWrites: !baseUrl || truthy(env.CONTRACT_ALLOW_WRITES),
    stateful: !truthy(env.CONTRACT_STATELESS),
    strict,
    failOn: failOn as FailOn,
    ...(env.CONTRACT_TOKEN ? { token: env.CONTRACT_TOKEN } : {}),
    ...(drift ? { drift } : {}),
    ...(scenario ? { scenario } : {}),
    ...(env.CONTRACT_ALLOWED_ORIGIN ? { allowedOrigin: env.CONTRACT_ALLOWED_ORIGIN } : {}),
    ...(workspace ? { workspace } : {}),
  };
}

export function describeTarget(config: TargetConfig): string {
  const strict = config.strict ? ' (strict)' : config.failOn === 'clients' ? '' : ` (fail on ${config.failOn})`;
  if (config.kind === 'in-process') {
    const variant = config.scenario ? ` (scenario ${config.scenario})` : config.drift ? ` behind the drifting proxy (${config.drift})` : '';
    return `in-process mock${variant}${strict}`;
  }
  const mode = [
    config.allowWrites ? 'writes allowed' : 'read-only',
    config.stateful ? '' : 'stateless',
    config.token ? 'given token' : '',
    config.workspace ? `workspace ${config.workspace}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${config.baseUrl} (${mode})${strict}`;
}
