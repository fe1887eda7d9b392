// A logged-in account as the frontend holds it: token, user info, authorised projects and the project in
// context (login -> user info -> authorised projects -> choose project, docs/requirements/projects.md#project-selection).
import type { Schemas } from '@smartsite/api';
import type { StatusExpectation } from '@smartsite/api/judge';
import type { ContractClient } from './client';
import { operation } from './contract';
import type { Account } from './config';
import { findList, findToken, readId, withIds } from './lenient';
import type { RequestContext } from './request-data';

export interface Session {
  account: Account;
  /** Empty when the login answer carried no token (then `blocked` says so). */
  token: string;
  user: Schemas['UserInfo'];
  projects: Schemas['ProjectAuthItem'][];
  /** Undefined for an account without any project (the seeded guest), or when `blocked`. */
  context?: RequestContext;
  /** The session answer that was unreadable, so calls needing a token or a project cannot run. */
  blocked?: Blocker;
}

/** The operation whose answer a check needed and did not get in a readable form. */
export interface Blocker {
  by: string;
  reason: string;
}

/** Wrong credentials: 400, 401 or 403, whichever of them the login operation declares. */
export const LOGIN_REJECTED: StatusExpectation = {
  statuses: operation('getAccessToken').statuses.filter((s) => [400, 401, 403].includes(s)),
  kind: 'auth',
};

/** Logs in through getAccessToken and reads the token wherever the answer carries one; the call is judged and recorded. */
export async function tryLogin(
  client: ContractClient,
  account: Account,
  { check = 'login', setup = false } = {},
): Promise<string | Blocker> {
  const result = await client.call('getAccessToken', {
    check,
    setup,
    overrides: { username: account.username, password: account.password },
  });
  const token = result.status === 200 ? findToken(result.body) : undefined;
  return (
    token ?? {
      by: 'getAccessToken',
      reason: `no token in the login answer of ${account.username}: HTTP ${result.status} ${excerpt(result)}`,
    }
  );
}

export async function login(client: ContractClient, account: Account, options: { check?: string; setup?: boolean } = {}): Promise<string> {
  const token = await tryLogin(client, account, options);
  if (typeof token !== 'string') throw new Error(token.reason);
  return token;
}

const excerpt = (result: { response: { text: string } }) => result.response.text.slice(0, 200);

const USER_IDS = ['id', 'tenantId'];
const PROJECT_IDS = ['id', 'orgId', 'tenantId'];

/**
 * Login (or the given token) -> user info -> authorised projects -> the project to work in. Each answer is read
 * leniently (src/lenient.ts): a drift is reported by the judge, and the session goes on with what can be read.
 */
export async function openSession(
  client: ContractClient,
  account: Account,
  { preferredProjectId, token: given }: { preferredProjectId?: number; token?: string } = {},
): Promise<Session> {
  const unopened = { account, token: '', user: {} as Schemas['UserInfo'], projects: [] };
  const token = given ?? (await tryLogin(client, account, { check: 'logs in with the configured account', setup: true }));
  if (typeof token !== 'string') return { ...unopened, blocked: token };
  const info = await client.call('getUserInfo', { check: 'user info after login', token, setup: true });
  const user = info.status === 200 ? withIds<Schemas['UserInfo']>(info.data, USER_IDS) : undefined;
  if (!user || readId(user.tenantId) === undefined) {
    return {
      ...unopened,
      token,
      blocked: { by: 'getUserInfo', reason: `no tenantId in the user info: HTTP ${info.status} ${excerpt(info)}` },
    };
  }
  const list = await client.call('listAuthorisedProjectsV2', {
    check: 'authorised projects after login',
    token,
    setup: true,
    overrides: { tenantId: user.tenantId },
  });
  const listed = list.status === 200 ? findList(list.data) : undefined;
  if (!listed) {
    const reason = `no list of authorised projects: HTTP ${list.status} ${excerpt(list)}`;
    return { account, token, user, projects: [], blocked: { by: 'listAuthorisedProjectsV2', reason } };
  }
  const projects = readProjects(listed);
  const chosen = chooseProject(projects, user.tenantId, preferredProjectId);
  if (preferredProjectId && chosen?.id !== preferredProjectId) {
    throw new Error(`project ${preferredProjectId} is not among the projects ${account.username} is authorised for`);
  }
  return { account, token, user, projects, ...(chosen ? { context: { tenantId: chosen.tenantId, projectId: chosen.id } } : {}) };
}

/** The projects of an authorised-projects answer that have a readable id and tenant, ids as numbers. */
export function readProjects(list: readonly unknown[]): Schemas['ProjectAuthItem'][] {
  return list.flatMap((item) => {
    const project = withIds<Schemas['ProjectAuthItem']>(item, PROJECT_IDS);
    return project && readId(project.id) !== undefined && readId(project.tenantId) !== undefined ? [project] : [];
  });
}

/** The preferred project when authorised, else the first project of the user's own tenant, else the first at all. */
function chooseProject<P extends { id: number; tenantId: number }>(projects: P[], tenantId: number, preferred?: number): P | undefined {
  if (preferred) return projects.find((p) => p.id === preferred);
  return projects.find((p) => p.tenantId === tenantId) ?? projects[0];
}

export function requireContext(session: Session): RequestContext {
  if (!session.context) throw new Error(`${session.account.username} has no authorised project to work in`);
  return session.context;
}
