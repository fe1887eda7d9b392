// Flows the frontend runs, not just single calls: the dashboard entry path, and create -> table shows it
// -> update -> remove for each CRUD group, plus the settings calls that write and read back. Every call is
// judged against the contract; read-backs are state checks, skipped (and listed) on a stateless target.
import { describe, expect, it } from 'vitest';
import { SHARE_OUT_OF_SCOPE, SHARE_REVOKED, type OperationId, type Schemas } from '@smartsite/api';
import { MODULE_EXPIRED, MODULE_UNAUTHORISED, refusalMsgProblem } from '../../src/access';
import { FORBIDDEN, SUCCESS, UNAUTHORISED } from '../../src/client';
import { operations } from '../../src/contract';
import { startFlow, type Flow } from '../../src/flow';
import { recordIdNeeded } from '../../src/record-sources';
import { shareLinkOverrides, shareTokenOf } from '../../src/share';
import { useContractSuite } from '../../src/suite';
import { uniqueName } from '../../src/unique';

const suite = useContractSuite();

const byId = <T extends { id: number }>(list: readonly T[], id: number) => list.find((row) => row.id === id);

async function firstOrganisationId(flow: Flow): Promise<number> {
  const [root] = await flow.data('getOrganisationTree');
  if (!root) throw new Error('the organisation tree is empty: no organisation to own the test records');
  return root.id;
}

describe('dashboard entry: login -> user info -> authorised project tree -> choose project -> dashboard config -> dashboard calls', () => {
  it('reaches the dashboard of a project the account may see', async (ctx) => {
    const flow = startFlow(suite, ctx, 'dashboard entry', [
      'getUserInfo',
      'getAuthorisedProjectTreeV2',
      'getDashboardVersion',
      'getV2DashboardConfig',
      'getDashboardInfo',
      'getModuleAuthStatus',
    ]);
    const user = await flow.data('getUserInfo');
    // docs/requirements/session.md#user-info-checks: the user-info fields the shell relies on.
    for (const field of ['username', 'avatar', 'nickname', 'userType'] as const) expect(typeof user[field], field).toBe('string');
    expect(Array.isArray(user.roles) && Array.isArray(user.ability)).toBe(true);

    const tree = await flow.data('getAuthorisedProjectTreeV2');
    const chosen = firstProjectNode(tree);
    expect(chosen, 'the authorised project tree holds no project').toBeDefined();
    const projectId = chosen?.projectId ?? chosen?.id ?? 0;
    await flow.state('getAuthorisedProjectTreeV2', 'the tree shows only authorised projects', async () => {
      const list = await flow.data('listAuthorisedProjects');
      expect(list.map((p) => p.id)).toContain(projectId);
    });

    const context = { tenantId: chosen?.tenantId ?? flow.context.tenantId, projectId };
    const { dashboardVersion } = await flow.data('getDashboardVersion', { context });
    expect(['v1', 'v2']).toContain(dashboardVersion);
    await flow.data('getDashboardInfo', { context });
    await flow.data('getV2DashboardConfig', { context });
    // Module-gated calls answer 403 with the contract's msg where the project's module authorisation expired or is missing.
    const modules = new Map((await flow.data('getModuleAuthStatus', { context })).modules.map((m): [string, typeof m] => [m.code, m]));
    const refusal = (code: string) => {
      const module = modules.get(code);
      return module?.expired ? MODULE_EXPIRED : module && module.expireTime === null ? MODULE_UNAUTHORISED : undefined;
    };
    const tags =
      dashboardVersion === 'v1'
        ? ['dashboardV1']
        : ['dashboardV2Project', 'dashboardV2Digital', 'dashboardV2Camera', 'dashboardV2Inspection', 'dashboardV2Labour'];
    const calls = operations.filter((op) => tags.includes(op.tag) && !op.writes && !recordIdNeeded(op));
    for (const op of calls) {
      const module = op.access.find((rule) => rule.kind === 'module');
      const msg = module?.kind === 'module' ? refusal(module.code) : undefined;
      const result = await flow.result(op.operationId as OperationId, {
        context,
        check: 'dashboard entry',
        expect: msg ? FORBIDDEN : SUCCESS,
      });
      // A refused call carries the refusal's msg (or none, a permitted variation); an answered one has nothing to compare.
      const decision = msg ? { allowed: false as const, rule: 'module', msg } : { allowed: true as const };
      expect(refusalMsgProblem(decision, result.body), op.operationId).toBeUndefined();
    }
  });
});

/** docs/requirements/projects.md#project-selection: with no stored project, the first project found by descending into the first sub-group with children. */
function firstProjectNode(nodes: readonly Schemas['ProjectTreeNode'][]): Schemas['ProjectTreeNode'] | undefined {
  for (const node of nodes) {
    if (node.type === 'project') return node;
    const inside = firstProjectNode(node.subgroup);
    if (inside) return inside;
  }
  return undefined;
}

describe('CRUD groups: create -> table shows it -> update -> remove', () => {
  it('users', async (ctx) => {
    const flow = startFlow(suite, ctx, 'users CRUD', [
      'saveUser',
      'listUsers',
      'updateUser',
      'updateUserPost',
      'listUsersV2',
      'saveUserV2',
      'removeUser',
      'getOrganisationTree',
    ]);
    const username = uniqueName('ct_user');
    const { id } = await flow.data('saveUser', { overrides: { username, nickname: '契约测试用户' } });
    const findUser = async (listing: 'listUsers' | 'listUsersV2', name = username) =>
      byId((await flow.data(listing, { overrides: { keyword: name, pageSize: 200, projectId: undefined } })).list, id);
    await flow.state('saveUser', 'the user table shows the created user', async () => {
      expect(await findUser('listUsers')).toMatchObject({ username, nickname: '契约测试用户' });
    });
    await flow.data('updateUser', { overrides: { id, nickname: '契约测试用户二' } });
    await flow.state('updateUser', 'the user table shows the new nickname', async () => {
      expect(await findUser('listUsers')).toMatchObject({ nickname: '契约测试用户二' });
    });
    await flow.data('updateUserPost', { overrides: { id, post: '安全员' } });
    await flow.state('updateUserPost', 'the v2 user table shows the new post', async () => {
      expect(await findUser('listUsersV2')).toMatchObject({ post: '安全员' });
    });
    const secondName = uniqueName('ct_user');
    const second = await flow.data('saveUserV2', { overrides: { username: secondName, orgId: await firstOrganisationId(flow) } });
    await flow.state('saveUserV2', 'the user table shows the user created by v2', async () => {
      const rows = (await flow.data('listUsers', { overrides: { keyword: secondName, pageSize: 200 } })).list;
      expect(byId(rows, second.id)).toMatchObject({ username: secondName });
    });
    for (const removed of [id, second.id]) await flow.data('removeUser', { overrides: { id: removed } });
    await flow.state('removeUser', 'the user table no longer shows removed users', async () => {
      expect(await findUser('listUsers')).toBeUndefined();
    });
  });

  it('project users', async (ctx) => {
    const flow = startFlow(suite, ctx, 'project users CRUD', [
      'saveUser',
      'saveProjectUser',
      'listProjectUsers',
      'updateProjectUser',
      'removeProjectUser',
      'removeUser',
    ]);
    const username = uniqueName('ct_member');
    const user = await flow.data('saveUser', { overrides: { username } });
    const { id } = await flow.data('saveProjectUser', { overrides: { userId: user.id, post: '施工员' } });
    const row = async () => byId((await flow.data('listProjectUsers', { overrides: { pageSize: 200 } })).list, id);
    await flow.state('saveProjectUser', 'the project user table shows the added user', async () => {
      expect(await row()).toMatchObject({ userId: user.id, projectId: flow.context.projectId, post: '施工员' });
    });
    await flow.data('updateProjectUser', { overrides: { id, post: '质检员' } });
    await flow.state('updateProjectUser', 'the project user table shows the new post', async () => {
      expect(await row()).toMatchObject({ post: '质检员' });
    });
    await flow.data('removeProjectUser', { overrides: { id } });
    await flow.state('removeProjectUser', 'the project user table no longer shows the user', async () => {
      expect(await row()).toBeUndefined();
    });
    await flow.data('removeUser', { overrides: { id: user.id } });
  });

  it('projects, with their base info, file, safety and quality targets and responsible units', async (ctx) => {
    const flow = startFlow(suite, ctx, 'projects CRUD', [
      'getOrganisationTree',
      'saveProject',
      'listProjects',
      'updateProject',
      'getProjectInfo',
      'updateProjectBaseInfo',
      'updateProjectBaseFile',
      'getProjectBaseFileUrl',
      'updateProjectSafetyQuality',
      'updateProjectResponsibleEntity',
      'removeProject',
    ]);
    const name = uniqueName('契约项目');
    const { id } = await flow.data('saveProject', { overrides: { name, orgId: await firstOrganisationId(flow), address: '契约路1号' } });
    const listed = async (keyword: string) => byId((await flow.data('listProjects', { overrides: { keyword, pageSize: 200 } })).list, id);
    const info = () => flow.data('getProjectInfo', { overrides: { id } });
    await flow.state('saveProject', 'the project table shows the created project', async () => {
      expect(await listed(name)).toMatchObject({ name, address: '契约路1号' });
    });
    const renamed = `${name}改`;
    await flow.data('updateProject', { overrides: { id, name: renamed } });
    await flow.state('updateProject', 'project info shows the new name', async () => {
      expect(await info()).toMatchObject({ id, name: renamed });
    });
    await flow.data('updateProjectBaseInfo', { overrides: { id, address: '契约路2号', manager: '张工' } });
    await flow.state('updateProjectBaseInfo', 'project info shows the new base info', async () => {
      expect(await info()).toMatchObject({ address: '契约路2号', manager: '张工' });
    });
    await flow.data('updateProjectBaseFile', { overrides: { id, fileUrl: '/files/contract-test.pdf', fileName: 'contract-test.pdf' } });
    await flow.state('updateProjectBaseFile', 'the base file url is the uploaded file', async () => {
      expect(await flow.data('getProjectBaseFileUrl', { overrides: { id } })).toMatchObject({
        url: '/files/contract-test.pdf',
        fileName: 'contract-test.pdf',
      });
    });
    await flow.data('updateProjectSafetyQuality', { overrides: { id, safetyTarget: '零事故', qualityTarget: '鲁班奖' } });
    await flow.state('updateProjectSafetyQuality', 'project info shows the new targets', async () => {
      expect(await info()).toMatchObject({ safetyTarget: '零事故', qualityTarget: '鲁班奖' });
    });
    await flow.data('updateProjectResponsibleEntity', { overrides: { id, buildUnit: '契约建设单位', supervisionUnit: '契约监理单位' } });
    await flow.state('updateProjectResponsibleEntity', 'project info shows the responsible units', async () => {
      expect(await info()).toMatchObject({ buildUnit: '契约建设单位', supervisionUnit: '契约监理单位' });
    });
    await flow.data('removeProject', { overrides: { id } });
    await flow.state('removeProject', 'the project table no longer shows the project', async () => {
      expect(await listed(renamed)).toBeUndefined();
    });
  });

  it('manager team', async (ctx) => {
    const flow = startFlow(suite, ctx, 'manager team CRUD', [
      'addManagerTeamMember',
      'listManagerTeam',
      'updateManagerTeamMember',
      'removeManagerTeamMember',
    ]);
    const name = uniqueName('契约经理');
    const { id } = await flow.data('addManagerTeamMember', { overrides: { name, post: '项目经理', company: '契约建设公司' } });
    const member = async () => byId((await flow.data('listManagerTeam', { overrides: { pageSize: 200 } })).list, id);
    await flow.state('addManagerTeamMember', 'the manager team table shows the member', async () => {
      expect(await member()).toMatchObject({ name, post: '项目经理', company: '契约建设公司' });
    });
    await flow.data('updateManagerTeamMember', { overrides: { id, post: '技术负责人' } });
    await flow.state('updateManagerTeamMember', 'the manager team table shows the new post', async () => {
      expect(await member()).toMatchObject({ name, post: '技术负责人' });
    });
    await flow.data('removeManagerTeamMember', { overrides: { id } });
    await flow.state('removeManagerTeamMember', 'the manager team table no longer shows the member', async () => {
      expect(await member()).toBeUndefined();
    });
  });

  it('contracts (the contract has create and table only)', async (ctx) => {
    const flow = startFlow(suite, ctx, 'contracts', ['addContract', 'listContracts']);
    const code = uniqueName('HT');
    const { id } = await flow.data('addContract', { overrides: { code, name: '契约测试合同', amount: 1234.5 } });
    await flow.state('addContract', 'the contract table shows the contract', async () => {
      const rows = (await flow.data('listContracts', { overrides: { keyword: code, pageSize: 200 } })).list;
      expect(byId(rows, id)).toMatchObject({ code, name: '契约测试合同', amount: 1234.5, projectId: flow.context.projectId });
    });
  });

  it('organisations', async (ctx) => {
    const flow = startFlow(suite, ctx, 'organisations CRUD', [
      'getOrganisationTree',
      'saveOrganisation',
      'updateOrganisation',
      'removeOrganisation',
    ]);
    const parentId = await firstOrganisationId(flow);
    const name = uniqueName('契约部门');
    const { id } = await flow.data('saveOrganisation', { overrides: { name, parentId } });
    const node = async () => findOrganisation(await flow.data('getOrganisationTree'), id);
    await flow.state('saveOrganisation', 'the organisation tree shows the new node under its parent', async () => {
      expect(await node()).toMatchObject({ name, parentId });
    });
    await flow.data('updateOrganisation', { overrides: { id, name: `${name}改` } });
    await flow.state('updateOrganisation', 'the organisation tree shows the new name', async () => {
      expect(await node()).toMatchObject({ name: `${name}改` });
    });
    await flow.data('removeOrganisation', { overrides: { id } });
    await flow.state('removeOrganisation', 'the organisation tree no longer shows the node', async () => {
      expect(await node()).toBeUndefined();
    });
  });

  it('tenants (the contract has save, which also updates, table and info)', async (ctx) => {
    const flow = startFlow(suite, ctx, 'tenants', ['saveTenant', 'listTenants', 'getTenantInfo']);
    const name = uniqueName('契约租户');
    const { id } = await flow.data('saveTenant', { overrides: { name, enterpriseName: '契约企业有限公司' } });
    const listed = async () => byId((await flow.data('listTenants', { overrides: { keyword: name, pageSize: 200 } })).list, id);
    await flow.state('saveTenant', 'the tenant table shows the tenant', async () => {
      expect(await listed()).toMatchObject({ name, enterpriseName: '契约企业有限公司' });
    });
    await flow.data('saveTenant', { overrides: { id, name, enterpriseName: '契约企业集团' } });
    await flow.state('saveTenant', 'tenant info shows the updated tenant', async () => {
      expect(await listed()).toMatchObject({ enterpriseName: '契约企业集团' });
      expect(await flow.data('getTenantInfo', { overrides: { tenantId: id } })).toMatchObject({ id, name, enterpriseName: '契约企业集团' });
    });
  });

  it('empower records', async (ctx) => {
    const flow = startFlow(suite, ctx, 'empower records CRUD', [
      'listEmpowerModules',
      'saveEmpowerRecord',
      'listEmpowerRecords',
      'removeEmpowerRecord',
    ]);
    const modules = (await flow.data('listEmpowerModules')).list;
    const moduleCode = modules[modules.length - 1]?.code;
    if (!moduleCode) throw new Error('listEmpowerModules returned no module to grant');
    const { id } = await flow.data('saveEmpowerRecord', { overrides: { moduleCode, startTime: '2026-01-01', expireTime: '2099-12-31' } });
    const record = async () =>
      byId((await flow.data('listEmpowerRecords', { overrides: { projectId: flow.context.projectId, pageSize: 200 } })).list, id);
    await flow.state('saveEmpowerRecord', 'the empower table shows the record', async () => {
      expect(await record()).toMatchObject({ moduleCode, projectId: flow.context.projectId, expireTime: '2099-12-31', expired: false });
    });
    await flow.data('saveEmpowerRecord', { overrides: { id, moduleCode, startTime: '2026-01-01', expireTime: '2098-06-30' } });
    await flow.state('saveEmpowerRecord', 'the empower table shows the new expiry', async () => {
      expect(await record()).toMatchObject({ expireTime: '2098-06-30' });
    });
    await flow.data('removeEmpowerRecord', { overrides: { id } });
    await flow.state('removeEmpowerRecord', 'the empower table no longer shows the record', async () => {
      expect(await record()).toBeUndefined();
    });
  });
});

function findOrganisation(nodes: readonly Schemas['Organisation'][], id: number): Schemas['Organisation'] | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findOrganisation(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

describe('settings that write and read back', () => {
  it('dashboard display settings', async (ctx) => {
    const flow = startFlow(suite, ctx, 'dashboard settings', ['saveDashboard', 'getV2DashboardConfig', 'getDashboardInfo']);
    const showProjectName = uniqueName('契约大屏');
    await flow.data('saveDashboard', {
      overrides: { showProjectName, showProjectSize: '32px', projectShowName: showProjectName, copyright: '契约版权' },
    });
    await flow.state('saveDashboard', 'the dashboard config and info show the saved settings', async () => {
      expect(await flow.data('getV2DashboardConfig')).toMatchObject({ showProjectName, showProjectSize: '32px', copyright: '契约版权' });
      expect(await flow.data('getDashboardInfo')).toMatchObject({ projectShowName: showProjectName });
    });
  });

  it('dashboard version switch', async (ctx) => {
    const flow = startFlow(suite, ctx, 'dashboard version', [
      'getProjectDashboardVersion',
      'updateProjectDashboardVersion',
      'getDashboardVersion',
    ]);
    const before = (await flow.data('getProjectDashboardVersion')).dashboardVersion;
    const other = before === 'v1' ? 'v2' : 'v1';
    const switched = await flow.data('updateProjectDashboardVersion', { overrides: { dashboardVersion: other } });
    await flow.state('updateProjectDashboardVersion', 'both version reads show the new version', async () => {
      expect(switched.dashboardVersion).toBe(other);
      expect((await flow.data('getProjectDashboardVersion')).dashboardVersion).toBe(other);
      expect((await flow.data('getDashboardVersion')).dashboardVersion).toBe(other);
    });
    await flow.data('updateProjectDashboardVersion', { overrides: { dashboardVersion: before } });
  });

  it('sprayer switch', async (ctx) => {
    const flow = startFlow(suite, ctx, 'sprayer switch', ['listSprayers', 'switchSprayer']);
    const [sprayer] = (await flow.data('listSprayers')).list;
    if (!sprayer) throw new Error('listSprayers returned no sprayer to switch');
    const action = sprayer.status === 'on' ? 'off' : 'on';
    const switched = await flow.data('switchSprayer', { overrides: { id: sprayer.id, action } });
    await flow.state('switchSprayer', 'the sprayer list shows the new state', async () => {
      expect(switched).toMatchObject({ id: sprayer.id, status: action });
      expect(byId((await flow.data('listSprayers')).list, sprayer.id)).toMatchObject({ status: action });
    });
    await flow.data('switchSprayer', { overrides: { id: sprayer.id, action: sprayer.status } });
  });

  it('logo and title customisation', async (ctx) => {
    const flow = startFlow(suite, ctx, 'customisation', ['getOrganisationCustomized', 'saveOrganisationCustomized']);
    const before = await flow.data('getOrganisationCustomized');
    const copyright = uniqueName('契约版权');
    await flow.data('saveOrganisationCustomized', { overrides: { copyright, minPhoto: '/static/logo/contract.png', title: '契约平台' } });
    await flow.state('saveOrganisationCustomized', 'the customisation read shows the saved logo and title', async () => {
      expect(await flow.data('getOrganisationCustomized')).toMatchObject({
        copyright,
        minPhoto: '/static/logo/contract.png',
        title: '契约平台',
      });
    });
    await flow.data('saveOrganisationCustomized', {
      overrides: { copyright: before.copyright, minPhoto: before.minPhoto, ...(before.title ? { title: before.title } : {}) },
    });
  });
});

describe('display-share link: create -> the token shows its board -> listed -> revoke -> the token stops', () => {
  it('works for its board only, until revoked', async (ctx) => {
    const flow = startFlow(suite, ctx, 'display-share link', ['createShareLink', 'listShareLinks', 'revokeShareLink']);
    const created = await flow.data('createShareLink', { overrides: shareLinkOverrides(['/tv/labour']) });
    const token = shareTokenOf(created);
    expect(token, 'the link url carries its token').toBeDefined();
    await flow.data('getShareSession', { token });
    await flow.result('getLabourIndex', { token, check: 'display-share token, its board', expect: SUCCESS });
    const refusedWith = (msg: string) => ({ allowed: false as const, rule: 'share', msg });
    await flow.state('createShareLink', 'the link shows its board only, and is listed', async () => {
      expect(await flow.data('getShareSession', { token })).toMatchObject({ projectId: flow.context.projectId, boards: ['/tv/labour'] });
      const outside = await flow.result('getV2EnvironmentChart', { token, check: 'display-share token, another board', expect: FORBIDDEN });
      expect(refusalMsgProblem(refusedWith(SHARE_OUT_OF_SCOPE), outside.body)).toBeUndefined();
      expect(byId((await flow.data('listShareLinks')).list, created.id)).toMatchObject({ status: 'active', url: created.url });
    });
    await flow.data('revokeShareLink', { overrides: { id: created.id } });
    await flow.state('revokeShareLink', 'the link lists as revoked; its token stops with 401 分享链接已撤销', async () => {
      expect(byId((await flow.data('listShareLinks')).list, created.id)).toMatchObject({ status: 'revoked' });
      const refused = await flow.result('getLabourIndex', { token, check: 'revoked display-share token', expect: UNAUTHORISED });
      expect(refusalMsgProblem(refusedWith(SHARE_REVOKED), refused.body)).toBeUndefined();
    });
  });
});
