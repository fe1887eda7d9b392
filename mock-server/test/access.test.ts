// The x-access rules of openapi.yaml: every kind of rule, in order (401 first, then 400, then 403).
import type { OperationId } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { loginAll, PROJECT, startApp } from './helpers';

const t = await startApp();
const tokens = await loginAll(t, ['admin', 'tenant', 'user', 'guest', 'tenant2']);
type Who = keyof typeof tokens;
const as = <Op extends OperationId>(who: Who, operationId: Op, body: object) => t.operation(operationId, body, { token: tokens[who] });

describe('x-access rules', () => {
  it('tenant: body.tenantId must be the caller’s tenant, except for system users', async () => {
    expect((await as('tenant', 'getTenantInfo', { tenantId: 2 })).status).toBe(403);
    expect((await as('tenant', 'getTenantInfo', { tenantId: 1 })).status).toBe(200);
    expect((await as('admin', 'getTenantInfo', { tenantId: 2 })).status).toBe(200);
    expect((await as('admin', 'getTenantInfo', { tenantId: 999 })).status).toBe(404);
  });

  it('project: only authorised projects (system all, tenant users their tenant’s, users theirs)', async () => {
    const info = (who: Who, projectId: number, tenantId = 1) => as(who, 'getLabourIndex', { tenantId, projectId });
    expect((await info('user', PROJECT.binjiang)).status).toBe(200);
    expect((await info('user', PROJECT.metro)).status).toBe(200);
    expect((await info('user', PROJECT.campus)).body).toMatchObject({ code: 403, success: false, data: null });
    expect((await info('guest', PROJECT.binjiang)).status).toBe(403);
    expect((await info('tenant', PROJECT.campus)).status).toBe(200);
    expect((await info('tenant', PROJECT.school)).status).toBe(403);
    expect((await info('tenant2', PROJECT.school, 2)).status).toBe(200);
    expect((await info('admin', PROJECT.school)).status).toBe(200);
    // System users reach every project, so an unknown id can only be missing.
    expect((await info('admin', 999)).status).toBe(404);
    expect((await info('tenant', 999)).status).toBe(403);
  });

  it('project rules read the field the rule names (id for /api/project/info)', async () => {
    expect((await as('user', 'getProjectInfo', { tenantId: 1, id: PROJECT.binjiang })).status).toBe(200);
    expect((await as('user', 'getProjectInfo', { tenantId: 1, id: PROJECT.campus })).status).toBe(403);
  });

  it('userType: user administration needs a system or tenant user, tenants a system user', async () => {
    expect((await as('user', 'listUsers', { tenantId: 1 })).status).toBe(403);
    expect((await as('tenant', 'listUsers', { tenantId: 1 })).status).toBe(200);
    expect((await as('tenant', 'listTenants', { tenantId: 1 })).status).toBe(403);
    expect((await as('admin', 'listTenants', { tenantId: 1 })).status).toBe(200);
    expect((await as('tenant', 'listEmpowerRecords', { tenantId: 1 })).status).toBe(403);
  });

  it("permission: tenant switching needs 'system', the command-platform link 'dashboard'", async () => {
    expect((await as('tenant', 'listTenantNodes', { tenantId: 1 })).body.msg).toBe('缺少权限：system');
    expect((await as('admin', 'listTenantNodes', { tenantId: 1 })).status).toBe(200);
    expect((await as('user', 'goDashboard', { tenantId: 1, projectId: PROJECT.binjiang })).body.msg).toBe('缺少权限：dashboard');
    expect((await as('tenant', 'goDashboard', { tenantId: 1, projectId: PROJECT.binjiang })).body.data).toBe('/#/dashboard/v2/project');
  });

  it('the command-platform URL needs projectId (docs/requirements/calls.md#project-id); it is empty for a tenant without a platform', async () => {
    const withoutProject = await as('admin', 'goDashboard', { tenantId: 1 });
    expect(withoutProject.status).toBe(400);
    expect(withoutProject.body.msg).toContain('projectId');
    // Tenant 2 has no command platform: the frontend stays.
    const tenant2Project = await as('admin', 'listAuthorisedProjects', { tenantId: 2 });
    const projectId = (tenant2Project.body.data as { id: number }[])[0]!.id;
    expect((await as('admin', 'goDashboard', { tenantId: 2, projectId })).body).toMatchObject({ code: 200, data: '' });
  });

  it('module: an expired authorisation forbids the module’s calls until it is extended', async () => {
    const iot = () => as('admin', 'listTowerCranes', { tenantId: 1, projectId: PROJECT.industrialPark });
    expect((await iot()).body).toEqual({ code: 403, msg: '模块授权已过期，禁止操作任何数据', success: false, data: null });
    // Other modules of the same project still work.
    expect((await as('admin', 'getLabourIndex', { tenantId: 1, projectId: PROJECT.industrialPark })).status).toBe(200);
    const status = await as('admin', 'getModuleAuthStatus', { tenantId: 1, projectId: PROJECT.industrialPark });
    expect(status.body.data).toMatchObject({ expired: true });
    const extend = await as('admin', 'saveEmpowerRecord', {
      tenantId: 1,
      projectId: PROJECT.industrialPark,
      moduleCode: 'iot',
      expireTime: '2099-12-31',
    });
    expect(extend.status).toBe(200);
    expect((await iot()).status).toBe(200);
    expect((await as('admin', 'getModuleAuthStatus', { tenantId: 1, projectId: PROJECT.industrialPark })).body.data).toMatchObject({
      expired: false,
    });
    // Removing the authorisation forbids the module too.
    await as('admin', 'removeEmpowerRecord', { tenantId: 1, id: extend.body.data.id });
    expect((await iot()).body).toEqual({ code: 403, msg: '模块未授权，禁止操作任何数据', success: false, data: null });
  });

  it('answers 401 before 400 before 403', async () => {
    const badBody = { tenantId: 1, projectId: 'x' };
    expect((await t.operation('getLabourIndex', badBody)).status).toBe(401);
    expect((await as('guest', 'getLabourIndex', badBody)).status).toBe(400);
    expect((await as('guest', 'getLabourIndex', { tenantId: 1, projectId: 1 })).status).toBe(403);
  });

  it('lets public calls through without a token', async () => {
    expect((await t.operation('sendLoginMsgCode', { phone: '13800138000' })).status).toBe(200);
  });
});
