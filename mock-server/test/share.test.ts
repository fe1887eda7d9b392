// Display-share links: created by tenant and system users for one project's boards; the token reads only what
// those boards need, in that project, and stops at once when revoked or expired (401 naming why).
import type { OperationId } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { loginAll, PROJECT, startApp, validateAnswer } from './helpers';

const t = await startApp();
const tokens = await loginAll(t, ['admin', 'tenant', 'user', 'tenant2']);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const create = (who: keyof typeof tokens, body: Record<string, unknown>) =>
  t.operation(
    'createShareLink',
    { tenantId: 1, projectId: PROJECT.binjiang, boards: ['/tv/labour'], label: '会议室电视', expireTime: inAnHour(), ...body },
    { token: tokens[who] },
  );
const tokenOf = (url: string) => new URL(url, 'http://x').hash.split('token=')[1]!;
const withShare = <Op extends OperationId>(token: string, operationId: Op, body: object = { tenantId: 1, projectId: PROJECT.binjiang }) =>
  t.operation(operationId, body, { token });

describe('share links', () => {
  it('tenant and system users create them for a project they reach; others are refused', async () => {
    const created = await create('tenant', {});
    expect(created.status).toBe(200);
    expect(validateAnswer('createShareLink', created.body)).toEqual([]);
    expect(created.body.data).toMatchObject({ status: 'active', url: expect.stringMatching(/^\/#\/share\?token=shr_[\w-]{24}$/) });
    expect((await create('admin', {})).status).toBe(200);
    expect((await create('user', {})).body.msg).toBe('当前用户类型无权执行此操作');
    expect((await create('tenant2', { tenantId: 2 })).body).toMatchObject({ code: 403, msg: '无权访问该项目' });
    expect((await create('tenant', { expireTime: new Date(Date.now() - 1000).toISOString() })).body.msg).toContain('body/expireTime');
    expect((await create('tenant', { boards: ['/dashboard/v2/project'] })).status).toBe(400);
    expect((await create('tenant', { label: '  ' })).body.msg).toContain('body/label');
  });

  it('the token reads its boards’ data for its project only; every other call is 403, no session can be made of it', async () => {
    const share = tokenOf((await create('tenant', { boards: ['/tv/labour', '/towerCraneShow'] })).body.data.url);
    const session = await withShare(share, 'getShareSession', {});
    expect(session.status).toBe(200);
    expect(validateAnswer('getShareSession', session.body)).toEqual([]);
    expect(session.body.data).toMatchObject({
      projectId: PROJECT.binjiang,
      boards: ['/tv/labour', '/towerCraneShow'],
      label: '会议室电视',
    });
    expect((await withShare(share, 'getLabourIndex')).status).toBe(200);
    expect((await withShare(share, 'listTowerCranes')).status).toBe(200);
    expect((await withShare(share, 'listAuthorisedProjects', { tenantId: 1 })).body.data).toEqual([
      { id: PROJECT.binjiang, name: expect.any(String) },
    ]);
    // Another project of the same tenant, another board's call, the user's own calls, writes, logout.
    expect((await withShare(share, 'getLabourIndex', { tenantId: 1, projectId: PROJECT.metro })).body.msg).toBe('无权访问该项目');
    for (const [operationId, body] of [
      ['getV2EnvironmentChart', { tenantId: 1, projectId: PROJECT.binjiang }],
      ['getRouterListV2', {}],
      ['listShareLinks', { tenantId: 1, projectId: PROJECT.binjiang }],
      ['getProjectDashboardVersion', { tenantId: 1, projectId: PROJECT.binjiang, modelShow: '项目概况' }],
      ['logout', {}],
    ] as const) {
      expect((await withShare(share, operationId, body)).body, operationId).toMatchObject({ code: 403, msg: '分享链接无权调用该接口' });
    }
    expect((await t.operation('getUserInfo', undefined, { token: share })).body.msg).toBe('分享链接无权调用该接口');
    // A session token is not a share token.
    expect((await t.operation('getShareSession', {}, { token: tokens.tenant })).body).toMatchObject({
      code: 403,
      msg: '仅分享链接可以调用该接口',
    });
  });

  it('listed per project; revoking stops the token at once with 401 分享链接已撤销', async () => {
    const created = (await create('tenant', { label: '大门LED' })).body.data;
    const share = tokenOf(created.url);
    expect((await withShare(share, 'getLabourIndex')).status).toBe(200);
    const listed = await t.operation('listShareLinks', { tenantId: 1, projectId: PROJECT.binjiang }, { token: tokens.tenant });
    expect(validateAnswer('listShareLinks', listed.body)).toEqual([]);
    expect(listed.body.data.list[0]).toMatchObject({ id: created.id, status: 'active' });
    const revoked = await t.operation(
      'revokeShareLink',
      { tenantId: 1, projectId: PROJECT.binjiang, id: created.id },
      { token: tokens.tenant },
    );
    expect(revoked.body.data).toMatchObject({ id: created.id, status: 'revoked' });
    expect((await withShare(share, 'getLabourIndex')).body).toMatchObject({ code: 401, msg: '分享链接已撤销' });
    expect((await withShare(share, 'getShareSession', {})).status).toBe(401);
    // Another project's id, or a project the caller does not reach.
    expect(
      (await t.operation('revokeShareLink', { tenantId: 1, projectId: PROJECT.metro, id: created.id }, { token: tokens.tenant })).status,
    ).toBe(404);
    expect(
      (await t.operation('revokeShareLink', { tenantId: 2, projectId: PROJECT.binjiang, id: created.id }, { token: tokens.tenant2 }))
        .status,
    ).toBe(403);
  });

  it('an expired link answers 401 分享链接已过期 and lists as expired', async () => {
    const created = (await create('tenant', { expireTime: new Date(Date.now() + 1500).toISOString() })).body.data;
    const share = tokenOf(created.url);
    expect((await withShare(share, 'getLabourIndex')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await withShare(share, 'getLabourIndex')).body).toMatchObject({ code: 401, msg: '分享链接已过期' });
    const listed = await t.operation('listShareLinks', { tenantId: 1, projectId: PROJECT.binjiang }, { token: tokens.tenant });
    expect(listed.body.data.list.find((link) => link.id === created.id)?.status).toBe('expired');
  });

  it('a token no link has is 401', async () => {
    expect((await withShare('shr_AAAAAAAAAAAAAAAAAAAAAAAA', 'getLabourIndex')).body).toMatchObject({
      code: 401,
      msg: '分享链接无效',
    });
  });
});
