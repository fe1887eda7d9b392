// The x-access rules of openapi.yaml, enforced: a tenant isolation
// matrix of each account x each scoped operation x the projects and tenants around it. Every cell must be
// allowed exactly where the rules say and answer 403 (in the envelope) everywhere else. In-process the
// accounts are the five seeded users; against an external backend, the configured account alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@smartsite/api';
import { shareOperations, type OperationInfo } from '@smartsite/api/document';
import {
  decide,
  mayUseProject,
  principalOf,
  refusalMsgProblem,
  type Decision,
  type ModuleGrant,
  type Principal,
  type World,
} from '../../src/access';
import { FORBIDDEN } from '../../src/client';
import { SEEDED_ACCOUNTS } from '../../src/config';
import { document, operations } from '../../src/contract';
import { RECORD_SOURCES } from '../../src/record-sources';
import { buildRequest, type Overrides } from '../../src/request-data';
import { findList } from '../../src/lenient';
import { openSession, readProjects, requireContext, type Session } from '../../src/session';
import { shareLinkOverrides, shareTokenOf } from '../../src/share';
import { useContractSuite } from '../../src/suite';

const suite = useContractSuite();

/** Operations whose rules go beyond "a valid token". */
const scoped = operations.filter((op) => op.access.some((rule) => !['public', 'token'].includes(rule.kind)));

interface Cell {
  tenantId: number;
  projectId: number;
  label: string;
  /** The label without ids: the column of the coverage report's matrix. */
  scope: string;
}

let sessions: Session[] = [];
let world: World;
let projects: Schemas['ProjectAuthItem'][] = [];
/** A valid record id per project for the operations that need one (src/record-sources.ts). */
const recordIds = new Map<string, number>();

beforeAll(async () => {
  if (suite.blockedBy({ state: true }) || suite.session.blocked) return;
  const { client, config } = suite;
  sessions =
    config.kind === 'in-process'
      ? await Promise.all(Object.values(SEEDED_ACCOUNTS).map((account) => openSession(client, account)))
      : [suite.session];
  // The widest view available: a system account sees every project of every tenant (one authorised list per tenant).
  const widest = sessions.find((s) => s.user.userType === 'system') ?? suite.session;
  const token = widest.token;
  const tenantIds = [widest.user.tenantId];
  if (widest.user.userType === 'system') {
    const tenants = await client.call('listTenants', {
      check: 'tenants for the matrix',
      token,
      overrides: { tenantId: widest.user.tenantId, pageSize: 200 },
    });
    tenantIds.push(
      ...((tenants.data as Schemas['TenantPage'] | undefined)?.list ?? []).map((t) => t.id).filter((id) => id !== widest.user.tenantId),
    );
  }
  projects = [];
  for (const tenantId of tenantIds) {
    const list = await client.call('listAuthorisedProjectsV2', { check: 'projects for the matrix', token, overrides: { tenantId } });
    projects.push(...readProjects(findList(list.data) ?? []));
  }
  const modules = new Map<number, Map<string, ModuleGrant>>();
  for (const project of projects) {
    const status = await client.call('getModuleAuthStatus', {
      check: 'module state for the matrix',
      token: widest.token,
      context: { tenantId: project.tenantId, projectId: project.id },
    });
    const grants = (status.data as Schemas['ModuleAuthStatus'] | undefined)?.modules ?? [];
    modules.set(project.id, new Map(grants.map((m) => [m.code, m.expired ? 'expired' : m.expireTime === null ? 'none' : 'authorised'])));
    for (const [operationId, source] of Object.entries(RECORD_SOURCES)) {
      const listed = await client.call(source.from, {
        check: 'record for the matrix',
        token: widest.token,
        context: { tenantId: project.tenantId, projectId: project.id },
      });
      const id = listed.status === 200 ? source.pick(listed.data) : undefined;
      if (id !== undefined) recordIds.set(`${operationId}:${project.id}`, id);
    }
  }
  world = { projectTenant: new Map(projects.map((p) => [p.id, p.tenantId])), modules };
});

describe('seeded accounts', () => {
  it("see the projects the rules give them: system all, tenant users their tenant's, users the projects they were added to [state]", async (ctx) => {
    suite.require(ctx, { state: true, seeded: true }, ['listAuthorisedProjectsV2'], 'seeded project visibility');
    const byName = Object.fromEntries(sessions.map((s) => [s.account.username, s]));
    const ids = (s: Session | undefined) => (s?.projects ?? []).map((p) => p.id).sort((a, b) => a - b);
    const tenantOne = byName.tenant?.user.tenantId;
    expect(new Set(projects.map((p) => p.tenantId)).size, 'a second tenant with a project').toBeGreaterThanOrEqual(2);
    expect(ids(byName.tenant)).toEqual(
      projects
        .filter((p) => p.tenantId === tenantOne)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
    expect(byName.user?.projects).toHaveLength(2);
    expect(byName.user?.projects.every((p) => p.tenantId === tenantOne)).toBe(true);
    expect(byName.guest?.projects).toEqual([]);
    const tenantTwo = byName.tenant2?.user.tenantId;
    expect(tenantTwo).not.toBe(tenantOne);
    expect(ids(byName.tenant2)).toEqual(
      projects
        .filter((p) => p.tenantId === tenantTwo)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
  });
});

/** The projects and tenants to try for one account: its own project, one it may not use in its tenant, and another tenant's. */
function cellsFor(principal: Principal): Cell[] {
  const mine = projects.find((p) => mayUseProject(principal, p.id, world));
  const ownButNotMine = projects.find((p) => p.tenantId === principal.tenantId && !mayUseProject(principal, p.id, world));
  const foreign = projects.find((p) => p.tenantId !== principal.tenantId);
  const cells: Cell[] = [];
  if (mine) cells.push({ tenantId: mine.tenantId, projectId: mine.id, label: `own project ${mine.id}`, scope: 'own project' });
  if (ownButNotMine)
    cells.push({
      tenantId: ownButNotMine.tenantId,
      projectId: ownButNotMine.id,
      label: `unassigned project ${ownButNotMine.id} of its tenant`,
      scope: 'unassigned project of its tenant',
    });
  if (foreign)
    cells.push({
      tenantId: foreign.tenantId,
      projectId: foreign.id,
      label: `project ${foreign.id} of tenant ${foreign.tenantId}`,
      scope: "another tenant's project",
    });
  // Its own tenant's id with another tenant's project, and another tenant's id with its own project.
  if (foreign && mine) {
    cells.push({
      tenantId: principal.tenantId,
      projectId: foreign.id,
      label: `own tenant id, project ${foreign.id} of tenant ${foreign.tenantId}`,
      scope: "own tenant id, another tenant's project",
    });
    cells.push({
      tenantId: foreign.tenantId,
      projectId: mine.id,
      label: `tenant id ${foreign.tenantId}, own project ${mine.id}`,
      scope: "another tenant's id, own project",
    });
  }
  // Without a known project of another tenant (an external account sees only its own), any other tenant id must be refused.
  if (!foreign && mine && principal.userType !== 'system') {
    cells.push({
      tenantId: principal.tenantId + 1,
      projectId: mine.id,
      label: `tenant id ${principal.tenantId + 1}, own project ${mine.id}`,
      scope: "another tenant's id, own project",
    });
  }
  if (cells.length === 0) {
    const any = projects[0];
    if (any) cells.push({ tenantId: principal.tenantId, projectId: any.id, label: `project ${any.id}`, scope: 'a project it has none of' });
  }
  return cells;
}

/** The cells that differ in what the operation's rules read (a tenant-only rule does not look at the project). */
function distinctFor(op: OperationInfo, cells: Cell[]): Cell[] {
  const read = (cell: Cell) =>
    op.access.map((rule) =>
      rule.kind === 'tenant' ? cell.tenantId : rule.kind === 'project' || rule.kind === 'module' ? cell.projectId : undefined,
    );
  const seen = new Set<string>();
  return cells.filter((cell) => {
    const key = JSON.stringify(read(cell));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface PlannedCell {
  cell: Cell;
  decision: Decision;
  overrides: Overrides;
}

function plan(session: Session, op: OperationInfo, cell: Cell): PlannedCell {
  const recordId = recordIds.get(`${op.operationId}:${cell.projectId}`);
  const overrides: Overrides = recordId ? { id: recordId } : {};
  const body = (buildRequest(op, cell, overrides).body ?? {}) as Record<string, unknown>;
  return { cell, overrides, decision: decide(principalOf(session), op, body, world) };
}

/**
 * The cells the matrix sends for one account: every refused one, and at most two allowed ones (its own
 * project and another one where the rules allow it). Allowed answers cost the backend real work and their
 * content is judged by operations.test.ts; allowed writes are the flows' business (the matrix never changes
 * data on purpose).
 */
function cellsToSend(session: Session, op: OperationInfo): PlannedCell[] {
  const planned = distinctFor(op, cellsFor(principalOf(session))).map((cell) => plan(session, op, cell));
  const allowed = planned.filter((p) => p.decision.allowed && !op.writes && hasRecord(op, p)).slice(0, 2);
  return [...allowed, ...planned.filter((p) => !p.decision.allowed)];
}

/** An allowed call that needs a record is only sent when the record's list gave an id (else it is blocked by that list). */
function hasRecord(op: OperationInfo, planned: PlannedCell): boolean {
  const source = RECORD_SOURCES[op.operationId];
  if (!source || planned.overrides.id !== undefined) return true;
  const reason = `no record id in its answer for project ${planned.cell.projectId}`;
  suite.recordBlocked([op.operationId], 'isolation matrix', { by: source.from, reason });
  return false;
}

/** Sends one cell; returns what is wrong with the answer. */
async function runCell(session: Session, op: OperationInfo, { cell, decision, overrides }: PlannedCell): Promise<string[]> {
  const result = await suite.client.call(op.operationId, {
    check: `isolation: ${session.account.username}, ${cell.label}`,
    token: session.token,
    context: cell,
    overrides,
    expect: decision.allowed ? { statuses: [200], kind: 'access' } : FORBIDDEN,
    cell: { account: session.user.userType, scope: cell.scope, allowed: decision.allowed },
  });
  const problems = result.failing.map((v) => v.message);
  const msgProblem = result.status === 403 ? refusalMsgProblem(decision, result.body) : undefined;
  if (msgProblem) problems.push(msgProblem);
  const why = decision.allowed ? 'allowed' : `refused by ${decision.rule}`;
  return problems.map((problem) => `${result.check} (${why}): HTTP ${result.status}: ${problem}`);
}

describe('tenant isolation matrix: each account x each scoped operation -> allowed exactly where x-access says, 403 elsewhere', () => {
  for (const op of scoped) {
    it(`${op.operationId} [${op.access.map((r) => r.kind).join(', ')}] [state]`, async (ctx) => {
      suite.require(ctx, { state: true, writes: op.writes }, [op.operationId], 'isolation matrix');
      suite.requireSession(ctx, [op.operationId], 'isolation matrix');
      const failures: string[] = [];
      for (const session of sessions) {
        for (const planned of cellsToSend(session, op)) failures.push(...(await runCell(session, op, planned)));
      }
      expect(failures, `${op.operationId}\n${failures.join('\n')}`).toEqual([]);
    });
  }
});

describe('display-share token: its boards\u2019 operations in its project, 403 for everything else', () => {
  it('a /tv/labour link of the session\u2019s project, against every protected operation [state]', async (ctx) => {
    const check = 'display-share matrix';
    suite.require(ctx, { state: true, writes: true }, ['createShareLink'], check);
    suite.requireSession(ctx, ['createShareLink'], check);
    const { client, session } = suite;
    const context = requireContext(session);
    const boards = ['/tv/labour'] as const;
    const link = await client.call('createShareLink', {
      check: `${check}: the link`,
      token: session.token,
      context,
      overrides: shareLinkOverrides(boards),
      setup: true,
    });
    const token = shareTokenOf(link.data);
    expect(token, `createShareLink gave no token: HTTP ${link.status}`).toBeDefined();
    const principal: Principal = {
      username: 'display-share',
      userType: 'user',
      tenantId: context.tenantId,
      ability: [],
      projects: new Set([context.projectId]),
      share: shareOperations(document, boards),
    };
    const other = projects.find((p) => p.id !== context.projectId && p.tenantId === context.tenantId);
    const cells: Cell[] = [{ ...context, label: `shared project ${context.projectId}`, scope: 'shared project' }];
    if (other)
      cells.push({
        tenantId: other.tenantId,
        projectId: other.id,
        label: `project ${other.id} of its tenant`,
        scope: 'another project of its tenant',
      });
    const failures: string[] = [];
    let allowed = 0;
    for (const op of operations.filter((o) => !o.isPublic)) {
      for (const cell of distinctFor(op, cells)) {
        const recordId = recordIds.get(`${op.operationId}:${cell.projectId}`);
        const overrides: Overrides = recordId ? { id: recordId } : {};
        const decision = decide(principal, op, (buildRequest(op, cell, overrides).body ?? {}) as Record<string, unknown>, world);
        if (decision.allowed && RECORD_SOURCES[op.operationId] && recordId === undefined) continue;
        if (decision.allowed) allowed += 1;
        const result = await client.call(op.operationId, {
          check: `${check}: ${cell.label}`,
          token,
          context: cell,
          overrides,
          expect: decision.allowed ? { statuses: [200], kind: 'access' } : FORBIDDEN,
          cell: { account: 'display-share', scope: cell.scope, allowed: decision.allowed },
        });
        const problems = result.failing.map((v) => v.message);
        const msgProblem = result.status === 403 ? refusalMsgProblem(decision, result.body) : undefined;
        if (msgProblem) problems.push(msgProblem);
        const why = decision.allowed ? 'allowed' : `refused by ${decision.rule}`;
        failures.push(...problems.map((problem) => `${op.operationId}, ${cell.label} (${why}): HTTP ${result.status}: ${problem}`));
      }
    }
    // The board's own calls and the always-allowed ones answered; the rest was refused.
    expect(allowed).toBeGreaterThanOrEqual(principal.share!.size);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
