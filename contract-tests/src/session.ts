// A logged-in account as the frontend holds it: token, user info, authorised projects and the project in
// context (login -> user info -> authorised projects -> choose project, spec 01 §4).
import type { Schemas } from '@smartsite/api';
import type { StatusExpectation } from './checks';
import type { ContractClient } from './client';
import { operation } from './contract';
import type { Account } from './config';
import type { RequestContext } from './request-data';

export interface Session {
  account: Account;
  token: string;
  user: Schemas['UserInfo'];
  projects: Schemas['ProjectAuthItem'][];
  /** Undefined for an account without any project (the seeded guest). */
  context?: RequestContext;
}

/** Wrong credentials: 400, 401 or 403, whichever of them the login operation declares. */
export const LOGIN_REJECTED: StatusExpectation = {
  statuses: operation('getAccessToken').statuses.filter((s) => [400, 401, 403].includes(s)),
  kind: 'auth',
};

/** Logs in through getAccessToken; the call is judged and recorded like any other. */
export async function login(client: ContractClient, account: Account, { check = 'login', setup = false } = {}): Promise<string> {
  const result = await client.call('getAccessToken', {
    check,
    setup,
    overrides: { username: account.username, password: account.password },
  });
  const token = (result.data as Partial<Schemas['LoginResult']> | undefined)?.token;
  if (result.status !== 200 || typeof token !== 'string') {
    throw new Error(`cannot log in as ${account.username}: HTTP ${result.status} ${result.response.text.slice(0, 200)}`);
  }
  return token;
}

export async function openSession(client: ContractClient, account: Account, preferredProjectId?: number): Promise<Session> {
  const token = await login(client, account, { check: 'logs in with the configured account', setup: true });
  const info = await client.call('getUserInfo', { check: 'user info after login', token, setup: true });
  const user = info.data as Schemas['UserInfo'] | undefined;
  if (info.status !== 200 || !user || typeof user.tenantId !== 'number') {
    throw new Error(`user info of ${account.username} unusable: HTTP ${info.status} ${info.response.text.slice(0, 200)}`);
  }
  const list = await client.call('listAuthorisedProjectsV2', {
    check: 'authorised projects after login',
    token,
    setup: true,
    overrides: { tenantId: user.tenantId },
  });
  const projects = Array.isArray(list.data) ? (list.data as Schemas['ProjectAuthItem'][]) : [];
  const chosen = chooseProject(projects, user.tenantId, preferredProjectId);
  if (preferredProjectId && chosen?.id !== preferredProjectId) {
    throw new Error(`project ${preferredProjectId} is not among the projects ${account.username} is authorised for`);
  }
  return { account, token, user, projects, ...(chosen ? { context: { tenantId: chosen.tenantId, projectId: chosen.id } } : {}) };
}

/** The preferred project when authorised, else the first project of the user's own tenant, else the first at all. */
export function chooseProject<P extends { id: number; tenantId: number }>(
  projects: P[],
  tenantId: number,
  preferred?: number,
): P | undefined {
  if (preferred) return projects.find((p) => p.id === preferred);
  return projects.find((p) => p.tenantId === tenantId) ?? projects[0];
}

export function requireContext(session: Session): RequestContext {
  if (!session.context) throw new Error(`${session.account.username} has no authorised project to work in`);
  return session.context;
}
