// Every read outside the dashboards answers, for each kind of user, with data valid against openapi.yaml
// (or the 403 its x-access rule calls for).
import type { Schemas } from '@smartsite/api';
import { describe, expect, it } from 'vitest';
import { contract, DEMO_ACCOUNTS, startApp, validateAnswer } from './helpers';

const t = await startApp();
const reads = contract.operations.filter(
  (op) => !op.tag.startsWith('dashboard') && !op.writes && !op.isPublic && op.operationId !== 'logout',
);

/** A body for the user's context: their tenant and first project. */
function bodyFor(schema: string | undefined, tenantId: number, projectId: number): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const required = (contract.document.components.schemas[schema] as { required?: string[] }).required ?? [];
  return {
    tenantId,
    ...(required.includes('projectId') || schema === 'MenuListV2Body' ? { projectId } : {}),
    ...(required.includes('id') ? { id: projectId } : {}),
    ...(required.includes('moduleCode') ? { moduleCode: 'labour' } : {}),
  };
}

describe.each([
  ['admin', DEMO_ACCOUNTS.admin, 1, 1],
  ['tenant', DEMO_ACCOUNTS.tenant, 1, 3],
  ['user', DEMO_ACCOUNTS.user, 1, 2],
  ['tenant2', DEMO_ACCOUNTS.tenant2, 2, 5],
] as const)('reads as %s', (_name, account, tenantId, projectId) => {
  it(`answers each of the ${reads.length} reads with valid data, or 403 where x-access forbids it`, async () => {
    const token = await t.login(account);
    const info = (await t.operation('getUserInfo', undefined, { token })).body.data;
    const problems: string[] = [];
    for (const op of reads) {
      const body = bodyFor(op.requestSchema, tenantId, projectId);
      const reply = await t.call(op.path, body, { token, method: op.method === 'get' ? 'GET' : 'POST' });
      const forbidden = op.access.some(
        (rule) =>
          (rule.kind === 'userType' && !rule.types.includes(info.userType)) ||
          (rule.kind === 'permission' && !info.ability.includes(rule.name)) ||
          // Only a display-share token may read it (share.test.ts); these are user sessions.
          rule.kind === 'share',
      );
      if (forbidden) {
        if (reply.status !== 403) problems.push(`${op.operationId}: expected 403, got ${reply.status}`);
      } else if (reply.status !== 200) {
        problems.push(`${op.operationId}: ${reply.status} ${reply.body.msg}`);
      } else {
        problems.push(...validateAnswer(op.operationId, reply.body).map((e) => `${op.operationId}: ${e}`));
      }
    }
    expect(reads.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});

describe('menus from the database, filtered by role', () => {
  type Route = Schemas['Route'];
  const paths = (routes: Route[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

  it('shows system administration to admins, tenant administration without tenants and empower to tenant users, neither to users', async () => {
    const menus = async (account: { username: string; password: string }) =>
      paths((await t.operation('getMenuList', { tenantId: 1 }, { token: await t.login(account) })).body.data.list);
    const admin = await menus(DEMO_ACCOUNTS.admin);
    const tenant = await menus(DEMO_ACCOUNTS.tenant);
    const user = await menus(DEMO_ACCOUNTS.user);
    expect(admin).toEqual(expect.arrayContaining(['/index', '/system/user', '/system/tenant', '/system/empower']));
    expect(tenant).toContain('/system/user');
    expect(tenant).not.toContain('/system/tenant');
    expect(user).toContain('/index');
    expect(user).not.toContain('/system');
  });

  it('gives the v2 menu of a project context without tenant administration, and of a tenant context without project pages', async () => {
    const token = await t.login(DEMO_ACCOUNTS.admin);
    const v2 = async (type: 'project' | 'tenant') =>
      paths((await t.operation('getMenuListV2', { tenantId: 1, projectId: 1, type }, { token })).body.data.list);
    expect(await v2('project')).toContain('/project/list');
    expect(await v2('project')).not.toContain('/system');
    expect(await v2('tenant')).toContain('/system');
    expect(await v2('tenant')).not.toContain('/project/list');
  });
});
