// Display-share links: created by tenant and system users for one project's boards; the token reads only what
// those boards need, in that project, and stops at once when revoked or expired (401 naming why).
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PROJECT, startApp, validateAnswer } from './helpers';

const t = await startApp();
const tokens = {
  admin: await t.login(DEMO_ACCOUNTS.admin),
  tenant: await t.login(DEMO_ACCOUNTS.tenant),
  user: await t.login(DEMO_ACCOUNTS.user),
  tenant2: await t.login(DEMO_ACCOUNTS.tenant2),
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const create = (who: keyof typeof tokens, body: Record<string, unknown>) =>
  t.call<{ id: number; url: string; status: string }>(
    '/api/share/save',
    { tenantId: 1, projectId: PROJECT.binjiang, boards: ['/tv/labour'], label: '会议室电视', expireTime: inAnHour(), ...body },
    { token: tokens[who] },
  );
const tokenOf = (url: string) => new URL(url, 'http://x').hash.split('token=')[1]!;
const withShare = (token: string, url: string, body: object = { tenantId: 1, projectId: PROJECT.binjiang }) => t.call(url, body, { token });

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
    const session = await withShare(share, '/api/share/session', {});
    expect(session.status).toBe(200);
    expect(validateAnswer('getShareSession', session.body)).toEqual([]);
    expect(session.body.data).toMatchObject({
      projectId: PROJECT.binjiang,
      boards: ['/tv/labour', '/towerCraneShow'],
      label: '会议室电视',
    });
    expect((await withShare(share, '/api/dashboard/labourIndex')).status).toBe(200);
    expect((await withShare(share, '/api/dashboard/v2/digital/towerCraneShowInfo')).status).toBe(200);
    expect((await withShare(share, '/api/project/authList', { tenantId: 1 })).body.data).toEqual([
      { id: PROJECT.binjiang, name: expect.any(String) },
    ]);
    // Another project of the same tenant, another board's call, the user's own calls, writes, logout.
    expect((await withShare(share, '/api/dashboard/labourIndex', { tenantId: 1, projectId: PROJECT.metro })).body.msg).toBe(
      '无权访问该项目',
    );
    for (const [url, body] of [
      ['/api/dashboard/v2/project/environmentChart', { tenantId: 1, projectId: PROJECT.binjiang }],
      ['/api/authRole/v2/routerList', {}],
      ['/api/share/list', { tenantId: 1, projectId: PROJECT.binjiang }],
      ['/api/project/updateDashboard', { tenantId: 1, projectId: PROJECT.binjiang, modelShow: '项目概况' }],
      ['/api/logout', {}],
    ] as const) {
      expect((await withShare(share, url, body)).body, url).toMatchObject({ code: 403, msg: '分享链接无权调用该接口' });
    }
    expect((await t.call('/api/authUser/info', undefined, { token: share })).body.msg).toBe('分享链接无权调用该接口');
    // A session token is not a share token.
    expect((await t.call('/api/share/session', {}, { token: tokens.tenant })).body).toMatchObject({
      code: 403,
      msg: '仅分享链接可以调用该接口',
    });
  });

  it('listed per project; revoking stops the token at once with 401 分享链接已撤销', async () => {
    const created = (await create('tenant', { label: '大门LED' })).body.data;
    const share = tokenOf(created.url);
    expect((await withShare(share, '/api/dashboard/labourIndex')).status).toBe(200);
    const listed = await t.call<{ list: { id: number; status: string }[] }>(
      '/api/share/list',
      { tenantId: 1, projectId: PROJECT.binjiang },
      { token: tokens.tenant },
    );
    expect(validateAnswer('listShareLinks', listed.body)).toEqual([]);
    expect(listed.body.data.list[0]).toMatchObject({ id: created.id, status: 'active' });
    const revoked = await t.call(
      '/api/share/revoke',
      { tenantId: 1, projectId: PROJECT.binjiang, id: created.id },
      { token: tokens.tenant },
    );
    expect(revoked.body.data).toMatchObject({ id: created.id, status: 'revoked' });
    expect((await withShare(share, '/api/dashboard/labourIndex')).body).toMatchObject({ code: 401, msg: '分享链接已撤销' });
    expect((await withShare(share, '/api/share/session', {})).status).toBe(401);
    // Another project's id, or a project the caller does not reach.
    expect(
      (await t.call('/api/share/revoke', { tenantId: 1, projectId: PROJECT.metro, id: created.id }, { token: tokens.tenant })).status,
    ).toBe(404);
    expect(
      (await t.call('/api/share/revoke', { tenantId: 2, projectId: PROJECT.binjiang, id: created.id }, { token: tokens.tenant2 })).status,
    ).toBe(403);
  });

  it('an expired link answers 401 分享链接已过期 and lists as expired', async () => {
    const created = (await create('tenant', { expireTime: new Date(Date.now() + 1500).toISOString() })).body.data;
    const share = tokenOf(created.url);
    expect((await withShare(share, '/api/dashboard/labourIndex')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await withShare(share, '/api/dashboard/labourIndex')).body).toMatchObject({ code: 401, msg: '分享链接已过期' });
    const listed = await t.call<{ list: { id: number; status: string }[] }>(
      '/api/share/list',
      { tenantId: 1, projectId: PROJECT.binjiang },
      { token: tokens.tenant },
    );
    expect(listed.body.data.list.find((link) => link.id === created.id)?.status).toBe('expired');
  });

  it('a token no link has is 401', async () => {
    expect((await withShare('shr_AAAAAAAAAAAAAAAAAAAAAAAA', '/api/dashboard/labourIndex')).body).toMatchObject({
      code: 401,
      msg: '分享链接无效',
    });
  });
});
