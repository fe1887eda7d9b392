// Writes persist in SQLite: across a restart, and through SIGKILL of the server process once
// acknowledged. Saved projects reach the trees and lists of the users who may see them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../src/testing';
import { DEMO_ACCOUNTS, loginAll, PROJECT, startApp, SURVEYOR, type TestApp } from './helpers';

const session = (app: TestApp) => loginAll(app, ['admin', 'tenant', 'user']);

describe('projects', async () => {
  let t = await startApp();
  let tokens = await session(t);
  const project = {
    tenantId: 1,
    name: '西溪湿地游客中心改造工程',
    orgId: 2,
    startDate: '2026-03-01',
    endDate: '2027-02-28',
    address: '杭州市西湖区天目山路518号',
    investment: 9800,
    status: '在建',
  };
  let id = 0;
  const names = async (who: keyof typeof tokens) =>
    ((await t.operation('listAuthorisedProjects', { tenantId: 1 }, { token: tokens[who] })).body.data ?? []).map((p) => p.name);

  it('saves a project that tenant and system users then see, and ordinary users do not', async () => {
    const saved = await t.operation('saveProject', project, { token: tokens.tenant });
    expect(saved.status).toBe(200);
    id = saved.body.data.id;
    expect(await names('tenant')).toContain(project.name);
    expect(await names('admin')).toContain(project.name);
    expect(await names('user')).not.toContain(project.name);
    const tree = JSON.stringify((await t.operation('getAuthorisedProjectTreeV3', { tenantId: 1 }, { token: tokens.tenant })).body.data);
    expect(tree).toContain(project.name);
  });

  it('reaches an ordinary user once they are added to it', async () => {
    const member = await t.operation(
      'saveProjectUser',
      { tenantId: 1, projectId: id, userId: 3, post: '施工员' },
      { token: tokens.tenant },
    );
    expect(member.status).toBe(200);
    expect(await names('user')).toContain(project.name);
    expect(JSON.stringify((await t.operation('getAuthorisedProjectTreeV2', { tenantId: 1 }, { token: tokens.user })).body.data)).toContain(
      project.name,
    );
    expect((await t.operation('getLabourIndex', { tenantId: 1, projectId: id }, { token: tokens.user })).status).toBe(200);
  });

  it('updates its fields and keeps them across a restart', async () => {
    await t.operation('updateProject', { tenantId: 1, id, name: '西溪湿地游客中心改造工程（二期）' }, { token: tokens.tenant });
    await t.operation('updateProjectBaseInfo', { tenantId: 1, id, manager: '陈工', area: 5200 }, { token: tokens.tenant });
    await t.operation('updateProjectSafetyQuality', { tenantId: 1, id, safetyTarget: '零事故' }, { token: tokens.tenant });
    await t.operation('updateProjectResponsibleEntity', { tenantId: 1, id, buildUnit: '杭州西溪投资有限公司' }, { token: tokens.tenant });
    await t.operation(
      'updateProjectBaseFile',
      { tenantId: 1, id, fileUrl: '/static/files/x.pdf', fileName: 'x.pdf' },
      { token: tokens.tenant },
    );
    t = await t.restart();
    tokens = await session(t);
    const info = (await t.operation('getProjectInfo', { tenantId: 1, id }, { token: tokens.user })).body.data;
    expect(info).toMatchObject({
      name: '西溪湿地游客中心改造工程（二期）',
      manager: '陈工',
      area: 5200,
      safetyTarget: '零事故',
      buildUnit: '杭州西溪投资有限公司',
      status: '在建',
    });
    expect((await t.operation('getProjectBaseFileUrl', { tenantId: 1, id }, { token: tokens.user })).body.data).toEqual({
      url: '/static/files/x.pdf',
      fileName: 'x.pdf',
    });
    expect(await names('user')).toContain('西溪湿地游客中心改造工程（二期）');
  });

  it('refuses an organisation of another tenant and an end before the start', async () => {
    expect((await t.operation('saveProject', { ...project, orgId: 5 }, { token: tokens.tenant })).body.msg).toBe(
      '发出信息有误：body/orgId 组织不存在或不属于该租户',
    );
    expect((await t.operation('saveProject', { ...project, endDate: '2020-01-01' }, { token: tokens.tenant })).body.msg).toBe(
      '发出信息有误：body/endDate 不能早于开始日期',
    );
  });

  it('pages and filters the project table', async () => {
    const table = (body: object) => t.operation('listProjects', { tenantId: 1, ...body }, { token: tokens.admin });
    const all = (await table({ pageSize: 200 })).body.data;
    expect(all.total).toBe(5);
    const second = (await table({ pageNo: 2, pageSize: 2 })).body.data;
    expect(second).toMatchObject({ total: 5, pageNo: 2, pageSize: 2 });
    expect(second.list.map((p) => p.name)).toEqual(all.list.slice(2, 4).map((p) => p.name));
    expect((await table({ keyword: '地铁' })).body.data.list.map((p) => p.name)).toEqual(['杭州地铁七号线工程第三标段']);
    expect((await table({ orgId: 2 })).body.data.total).toBe(4);
  });

  it('removes it, with everything that belonged to it', async () => {
    expect((await t.operation('removeProject', { tenantId: 1, id }, { token: tokens.tenant })).status).toBe(200);
    expect(await names('tenant')).not.toContain('西溪湿地游客中心改造工程（二期）');
    expect((await t.operation('getProjectInfo', { tenantId: 1, id }, { token: tokens.admin })).status).toBe(404);
  });
});

describe('users', async () => {
  let t = await startApp();
  let tokens = await session(t);
  let id = 0;

  it('creates, updates, lists and removes users, persisting across a restart', async () => {
    const saved = await t.operation('saveUserV2', { ...SURVEYOR, post: '测量员' }, { token: tokens.tenant });
    expect(saved.status).toBe(200);
    id = saved.body.data.id;
    await t.operation('updateUser', { tenantId: 1, id, nickname: '首席测量员', projectIds: [PROJECT.metro] }, { token: tokens.tenant });
    await t.operation('updateUserPost', { tenantId: 1, id, post: '测量组长' }, { token: tokens.tenant });
    t = await t.restart();
    tokens = await session(t);
    const found = await t.operation('listUsers', { tenantId: 1, keyword: 'survey' }, { token: tokens.admin });
    expect(found.body.data.list).toEqual([expect.objectContaining({ id, nickname: '首席测量员', post: '测量组长', userType: 'user' })]);
    const inMetro = await t.operation('listUsersV2', { tenantId: 1, projectId: PROJECT.metro, pageSize: 200 }, { token: tokens.admin });
    expect(inMetro.body.data.list.map((u) => u.id)).toContain(id);
    const own = await t.login(SURVEYOR);
    expect((await t.operation('getLabourIndex', { tenantId: 1, projectId: PROJECT.metro }, { token: own })).status).toBe(200);
    expect((await t.operation('getLabourIndex', { tenantId: 1, projectId: PROJECT.binjiang }, { token: own })).status).toBe(403);
    expect((await t.operation('removeUser', { tenantId: 1, id }, { token: tokens.tenant })).status).toBe(200);
    expect((await t.operation('listUsers', { tenantId: 1, keyword: 'survey' }, { token: tokens.admin })).body.data.total).toBe(0);
  });

  it('keeps usernames and phones unique and tenant users away from system users', async () => {
    const save = (body: object, token = tokens.tenant) =>
      t.operation('saveUser', { tenantId: 1, nickname: 'x', password: 'secret1', ...body }, { token });
    expect((await save({ username: 'admin', phone: '13600002222' })).body.msg).toBe('发出信息有误：body/username 已存在');
    expect((await save({ username: 'fresh', phone: DEMO_ACCOUNTS.user.phone })).body.msg).toBe('发出信息有误：body/phone 已被其他用户使用');
    expect((await save({ username: 'boss', phone: '13600003333', userType: 'system' })).status).toBe(403);
    expect((await save({ username: 'fresh', phone: '13600004444', projectIds: [PROJECT.school] })).body.msg).toContain('body/projectIds');
    expect((await t.operation('removeUser', { tenantId: 1, id: 1 }, { token: tokens.tenant })).status).toBe(403);
    expect((await t.operation('removeUser', { tenantId: 1, id: 2 }, { token: tokens.tenant })).body.msg).toBe(
      '发出信息有误：body/id 不能删除当前登录用户',
    );
  });

  it('manages the users of a project', async () => {
    const body = { tenantId: 1, projectId: PROJECT.campus };
    const added = await t.operation('saveProjectUser', { ...body, userId: 4, post: '资料员' }, { token: tokens.tenant });
    expect(added.status).toBe(200);
    expect((await t.operation('saveProjectUser', { ...body, userId: 4 }, { token: tokens.tenant })).body.msg).toBe(
      '发出信息有误：body/userId 已是项目成员',
    );
    await t.operation('updateProjectUser', { ...body, id: added.body.data.id, post: '资料主管' }, { token: tokens.tenant });
    const members = await t.operation('listProjectUsers', { ...body, keyword: 'guest' }, { token: tokens.tenant });
    expect(members.body.data.list).toEqual([expect.objectContaining({ userId: 4, post: '资料主管' })]);
    const options = await t.operation('listProjectUserOptionsV2', body, {
      token: tokens.tenant,
    });
    expect(options.body.data.list).toContainEqual(expect.objectContaining({ id: 4, post: '资料主管' }));
    expect((await t.operation('removeProjectUser', { ...body, id: added.body.data.id }, { token: tokens.tenant })).status).toBe(200);
    expect((await t.operation('removeProjectUser', { ...body, id: added.body.data.id }, { token: tokens.tenant })).status).toBe(404);
  });
});

describe('project administration records', async () => {
  let t = await startApp();
  let tokens = await session(t);
  const body = { tenantId: 1, projectId: PROJECT.binjiang };

  it('persists manager team members, contracts and the dashboard settings across a restart', async () => {
    const member = await t.operation(
      'addManagerTeamMember',
      { ...body, name: '赵安全', post: '安全总监', phone: '13900001234', company: '中建智慧建设集团有限公司' },
      { token: tokens.user },
    );
    await t.operation('updateManagerTeamMember', { ...body, id: member.body.data.id, post: '安全副总监' }, { token: tokens.user });
    await t.operation(
      'addContract',
      { ...body, name: '幕墙分包合同', code: 'HT-X-1', partyA: '甲', partyB: '乙', amount: 1200.5, signDate: '2026-05-01' },
      { token: tokens.user },
    );
    await t.operation(
      'saveDashboard',
      { ...body, modelShow: '项目概况,智慧考勤', showProjectName: '滨江花园', copyright: '滨江项目部' },
      { token: tokens.tenant },
    );
    await t.operation('updateProjectDashboardVersion', { ...body, dashboardVersion: 'v1' }, { token: tokens.tenant });
    t = await t.restart();
    tokens = await session(t);
    const team = (await t.operation('listManagerTeam', { ...body, keyword: '赵安全' }, { token: tokens.user })).body.data;
    expect(team.list).toEqual([expect.objectContaining({ name: '赵安全', post: '安全副总监' })]);
    const contracts = (await t.operation('listContracts', { ...body, keyword: '幕墙' }, { token: tokens.user })).body.data;
    expect(contracts.list).toEqual([expect.objectContaining({ name: '幕墙分包合同', amount: 1200.5 })]);
    expect((await t.operation('getV2DashboardConfig', body, { token: tokens.user })).body.data).toEqual({
      modelShow: '项目概况,智慧考勤',
      showProjectName: '滨江花园',
      showProjectSize: '',
      copyright: '滨江项目部',
    });
    expect((await t.operation('getProjectDashboardVersion', body, { token: tokens.user })).body.data).toEqual({
      dashboardVersion: 'v1',
      path: '/dashboard/index',
    });
    expect((await t.operation('removeManagerTeamMember', { ...body, id: member.body.data.id }, { token: tokens.user })).status).toBe(200);
    expect((await t.operation('listManagerTeam', { ...body, keyword: '赵安全' }, { token: tokens.user })).body.data.total).toBe(0);
  });

  it('refuses modelShow labels that are not v2 tabs', async () => {
    const reply = await t.operation('saveDashboard', { ...body, modelShow: '项目概况,不存在' }, { token: tokens.tenant });
    expect(reply.body.msg).toContain('body/modelShow 包含未知的模块：不存在');
  });
});

describe('organisations, tenants and empower records', async () => {
  let t = await startApp();
  let tokens = await session(t);

  it('persist across a restart', async () => {
    const org = await t.operation('saveOrganisation', { tenantId: 1, name: '西南分公司', parentId: 1, sort: 3 }, { token: tokens.tenant });
    const child = await t.operation(
      'saveOrganisation',
      { tenantId: 1, name: '成都项目部', parentId: org.body.data.id },
      { token: tokens.tenant },
    );
    const tenant = await t.operation(
      'saveTenant',
      { tenantId: 1, name: '南方建设', enterpriseName: '南方建设有限公司', unifiedCreditCode: '91440300MA5G9H3K2L' },
      { token: tokens.admin },
    );
    const grant = await t.operation(
      'saveEmpowerRecord',
      { tenantId: 1, projectId: PROJECT.metro, moduleCode: 'party', expireTime: '2030-12-31' },
      { token: tokens.admin },
    );
    expect([org.status, child.status, tenant.status, grant.status]).toEqual([200, 200, 200, 200]);
    t = await t.restart();
    tokens = await session(t);
    const tree = JSON.stringify((await t.operation('getOrganisationTree', { tenantId: 1 }, { token: tokens.tenant })).body.data);
    expect(tree).toMatch(/西南分公司.*成都项目部/);
    const tenants = (await t.operation('listTenants', { tenantId: 1, keyword: '南方' }, { token: tokens.admin })).body.data;
    expect(tenants.list.map((x) => x.name)).toEqual(['南方建设']);
    // A new tenant starts with its root organisation.
    expect(
      (await t.operation('getOrganisationTreeV3', { tenantId: tenant.body.data.id }, { token: tokens.admin })).body.data.map((o) => o.name),
    ).toEqual(['南方建设']);
    const records = (
      await t.operation('listEmpowerRecords', { tenantId: 1, projectId: PROJECT.metro, moduleCode: 'party' }, { token: tokens.admin })
    ).body.data;
    expect(records.list).toEqual([expect.objectContaining({ moduleCode: 'party', expireTime: '2030-12-31' })]);
  });

  it('refuses a module code outside the nine of ModuleCode, naming the field', async () => {
    for (const [url, body] of [
      ['/api/system/v2/empower/save', { tenantId: 1, projectId: PROJECT.metro, moduleCode: 'weather', expireTime: '2030-12-31' }],
      ['/api/system/v2/empower/authCheck', { tenantId: 1, projectId: PROJECT.metro, moduleCode: 'weather' }],
    ] as const) {
      const reply = await t.call(url, body, { token: tokens.admin });
      expect(reply.status, url).toBe(400);
      expect(reply.body.msg, url).toContain('body/moduleCode');
    }
  });

  it('keeps the organisation tree a tree and refuses to remove an organisation in use', async () => {
    expect((await t.operation('updateOrganisation', { tenantId: 1, id: 2, parentId: 3 }, { token: tokens.tenant })).body.msg).toBe(
      '发出信息有误：body/parentId 不能是组织自身或其下级',
    );
    expect((await t.operation('removeOrganisation', { tenantId: 1, id: 3 }, { token: tokens.tenant })).body.msg).toContain('不能删除');
    expect((await t.operation('updateOrganisation', { tenantId: 2, id: 2, name: 'x' }, { token: tokens.tenant })).status).toBe(403);
  });

  it('keeps the unified credit code of tenants unique', async () => {
    const reply = await t.operation(
      'saveTenant',
      { tenantId: 1, name: 'x', enterpriseName: 'x', unifiedCreditCode: '91330100MA2H3K7P5X' },
      { token: tokens.admin },
    );
    expect(reply.body.msg).toBe('发出信息有误：body/unifiedCreditCode 已被其他租户使用');
  });
});

describe('durability', () => {
  it('keeps an acknowledged write when the server process is killed with SIGKILL', async () => {
    const db = await createTestDatabase();
    const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      const post = async (path: string, body: object, token?: string) =>
        (
          await fetch(address + path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          })
        ).json() as Promise<{
          code: number;
          data: { token: string };
        }>;
      const { data } = await post('/api/getAccessToken', DEMO_ACCOUNTS.user);
      const saved = await post(
        '/api/project/addContract',
        { tenantId: 1, projectId: 1, name: '断电测试合同', code: 'KILL-1', partyA: '甲', partyB: '乙', amount: 1, signDate: '2026-01-01' },
        data.token,
      );
      expect(saved.code).toBe(200);
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      const check = new Database(db.file, { readonly: true });
      expect(check.prepare("SELECT name FROM Contract WHERE code = 'KILL-1'").all()).toEqual([{ name: '断电测试合同' }]);
      check.close();
    } finally {
      server.kill('SIGKILL');
      db.cleanup();
    }
  });
});
