// Organisation trees, organisation CRUD, the tenant switcher's nodes, and the tenant's logo settings.
import { badRequest, notFound } from '../errors';
import type { Repositories } from '../repositories';
import { tenantNode } from '../services/trees';
import type { HandlerMap } from './context';

/** An organisation of the tenant, or 404. */
async function organisationOf({ organisations }: Repositories, tenantId: number, id: number) {
  const org = await organisations.find(tenantId, id);
  if (!org) throw notFound(`组织 ${id}`);
  return org;
}

async function logo({ tenants }: Repositories, tenantId: number) {
  const tenant = await tenants.find(tenantId);
  return { copyright: tenant.copyright, minPhoto: tenant.minPhoto || '/favicon.ico', ...(tenant.title ? { title: tenant.title } : {}) };
}

export const organisationHandlers = {
  getOrganisationTree: async ({ user, body, repositories }) => repositories.organisations.tree(body.tenantId ?? user.tenantId),
  getOrganisationTreeV3: async ({ body, repositories }) => repositories.organisations.tree(body.tenantId),

  listTenantNodes: async ({ repositories }) => (await repositories.tenants.active()).map((t) => tenantNode(t)),

  saveOrganisation: async ({ body, repositories, now }) => {
    if (body.parentId)
      await organisationOf(repositories, body.tenantId, body.parentId).catch(() =>
        Promise.reject(badRequest('body/parentId', '上级组织不存在或不属于该租户')),
      );
    return repositories.organisations.create(
      { tenantId: body.tenantId, parentId: body.parentId ?? null, name: body.name, sort: body.sort ?? 0 },
      now,
    );
  },

  updateOrganisation: async ({ body, repositories }) => {
    const { organisations } = repositories;
    const org = await organisationOf(repositories, body.tenantId, body.id);
    if (body.parentId) {
      await organisationOf(repositories, org.tenantId, body.parentId).catch(() =>
        Promise.reject(badRequest('body/parentId', '上级组织不存在或不属于该租户')),
      );
      if ((await organisations.andDescendants(org.id)).includes(body.parentId)) throw badRequest('body/parentId', '不能是组织自身或其下级');
    }
    await organisations.update(org.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
    });
    return null;
  },

  removeOrganisation: async ({ body, repositories }) => {
    const org = await organisationOf(repositories, body.tenantId, body.id);
    const { children, projects, users } = await repositories.organisations.dependants(org.id);
    if (children || projects || users)
      throw badRequest('body/id', `组织下还有${children ? '下级组织' : projects ? '项目' : '用户'}，不能删除`);
    await repositories.organisations.remove(org.id);
    return null;
  },

  getAuthorisedOrganisationTree: async ({ user, body, repositories }) =>
    repositories.organisations.projectTree(user, body.tenantId ?? user.tenantId),

  getOrganisationCustomized: async ({ body, repositories }) => logo(repositories, body.tenantId),

  saveOrganisationCustomized: async ({ body, repositories }) => {
    await repositories.tenants.update(body.tenantId, {
      copyright: body.copyright,
      minPhoto: body.minPhoto,
      ...(body.title !== undefined ? { title: body.title } : {}),
    });
    return logo(repositories, body.tenantId);
  },

  checkDashboard: async ({ user, body, repositories }) => ({
    isDashboard: (await repositories.tenants.find(body.tenantId ?? user.tenantId)).commandPlatform,
  }),
} satisfies HandlerMap;
