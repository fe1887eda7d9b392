// No change locks the caller or the platform out: your own user type, status or removal, and the last
// active system user, are refused with 400 and the session keeps working.
import { describe, expect, it } from 'vitest';
import { checkNoLockout } from '../src/repositories/users';
import { DEMO_ACCOUNTS, startApp, type TestApp } from './helpers';

const ADMIN_ID = 1;
const TENANT_ID = 2;

const update = (t: TestApp, token: string, body: object) => t.operation('updateUser', { tenantId: 1, ...body }, { token });

async function addSystemUser(t: TestApp, adminToken: string, username: string, phone: string) {
  const saved = await t.operation(
    'saveUser',
    { tenantId: 1, username, nickname: '运维', phone, password: 'ops12345', userType: 'system' },
    { token: adminToken },
  );
  expect(saved.status).toBe(200);
  return { id: saved.body.data.id, token: await t.login({ username, password: 'ops12345' }) };
}

describe('no self-lockout', async () => {
  const t = await startApp();
  const admin = await t.login(DEMO_ACCOUNTS.admin);
  const tenant = await t.login(DEMO_ACCOUNTS.tenant);

  it('refuses disabling or retyping yourself, and the session and login still work', async () => {
    const disable = await update(t, admin, { id: ADMIN_ID, userType: 'tenant', status: 0 });
    expect(disable.status).toBe(400);
    expect(disable.body).toEqual({
      code: 400,
      msg: '发出信息有误：body/userType 不能修改当前登录用户的用户类型',
      success: false,
      data: null,
    });
    expect((await update(t, admin, { id: ADMIN_ID, status: 0 })).body.msg).toBe('发出信息有误：body/status 不能停用当前登录用户');
    expect((await update(t, tenant, { id: TENANT_ID, userType: 'user' })).body.msg).toBe(
      '发出信息有误：body/userType 不能修改当前登录用户的用户类型',
    );
    expect((await update(t, tenant, { id: TENANT_ID, status: 0 })).body.msg).toBe('发出信息有误：body/status 不能停用当前登录用户');
    expect((await t.operation('getUserInfo', undefined, { token: admin })).status).toBe(200);
    expect((await t.operation('getUserInfo', undefined, { token: tenant })).status).toBe(200);
    await t.login(DEMO_ACCOUNTS.admin);
    await t.login(DEMO_ACCOUNTS.tenant);
  });

  it('lets you edit your own row when the type and status stay as they are', async () => {
    expect((await update(t, admin, { id: ADMIN_ID, userType: 'system', status: 1, nickname: '平台管理员' })).status).toBe(200);
    expect((await update(t, tenant, { id: TENANT_ID, userType: 'tenant', status: 1 })).status).toBe(200);
  });

  it('lets another system user disable you while a system user stays active', async () => {
    const ops = await addSystemUser(t, admin, 'ops', '13700000001');
    expect((await update(t, ops.token, { id: ADMIN_ID, status: 0 })).status).toBe(200);
    expect((await t.operation('getUserInfo', undefined, { token: admin })).status).toBe(401);
    expect((await update(t, ops.token, { id: ADMIN_ID, status: 1 })).status).toBe(200);
    expect((await t.operation('removeUser', { tenantId: 1, id: ops.id }, { token: await t.login(DEMO_ACCOUNTS.admin) })).status).toBe(200);
  });
});

describe('the last active system user', async () => {
  const t = await startApp();
  const admin = await t.login(DEMO_ACCOUNTS.admin);
  const prisma = t.app.services.database.prisma;
  const principalOf = async (id: number) => {
    const principal = await t.app.repositories.users.principal(id);
    if (!principal) throw new Error(`no principal ${id}`);
    return principal;
  };

  it('is never demoted, disabled or removed, by another system user either', async () => {
    const ops = await addSystemUser(t, admin, 'ops', '13700000001');
    const caller = await principalOf(ops.id);
    // ops acts on admin after ops itself was disabled by a write that raced with theirs.
    await prisma.user.update({ where: { id: ops.id }, data: { status: 0 } });
    const target = await prisma.user.findUniqueOrThrow({ where: { id: ADMIN_ID } });
    const refusal = (change: Parameters<typeof checkNoLockout>[3]) =>
      prisma
        .$transaction((tx) => checkNoLockout(tx, caller, target, change))
        .then(
          () => 'allowed',
          (error: Error) => error.message,
        );
    expect(await refusal({ status: 0 })).toBe('发出信息有误：body/status 不能停用最后一个启用的系统用户');
    expect(await refusal({ userType: 'tenant' })).toBe('发出信息有误：body/userType 不能修改最后一个启用的系统用户的用户类型');
    expect(await refusal({ removed: true })).toBe('发出信息有误：body/id 不能删除最后一个启用的系统用户');
    expect(await refusal({ nickname: '改名', status: 1 } as never)).toBe('allowed');
    await prisma.user.update({ where: { id: ops.id }, data: { status: 1 } });
    expect(await refusal({ status: 0 })).toBe('allowed');
    t.app.services.invalidate();
  });
});

describe('two system users disabling each other at once', async () => {
  const t = await startApp();
  const admin = await t.login(DEMO_ACCOUNTS.admin);

  it('leaves one of them active', async () => {
    const other = await addSystemUser(t, admin, 'ops2', '13700000002');
    const answers = await Promise.all([update(t, admin, { id: other.id, status: 0 }), update(t, other.token, { id: ADMIN_ID, status: 0 })]);
    // The later one is refused, or finds its caller disabled when it was authenticated after the first write.
    const statuses = answers.map((a) => a.status).sort((a, b) => a - b);
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    for (const answer of answers.filter((a) => a.status === 400))
      expect(answer.body.msg).toBe('发出信息有误：body/status 不能停用最后一个启用的系统用户');
    expect(await t.app.services.database.prisma.user.count({ where: { userType: 'system', status: 1 } })).toBe(1);
  });
});
