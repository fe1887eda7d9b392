// Organisation trees, organisation CRUD, the tenant switcher's nodes, and the tenant's logo settings.
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import { badRequest, notFound } from '../errors';
import { organisationAndDescendants, organisationTree, projectTree, tenantNode } from '../services/trees';
import type { HandlerMap } from './context';

/** An organisation of the tenant, or 404. */
async function organisationOf(prisma: PrismaClient, tenantId: number, id: number) {
  const org = await prisma.organisation.findFirst({ where: { id, tenantId } });
  if (!org) throw notFound(`组织 ${id}`);
  return org;
}

async function logo(prisma: PrismaClient, tenantId: number) {
  const tenant = await prisma.tenant.findUniqueOrThrow({ where: { id: tenantId } });
  return { copyright: tenant.copyright, minPhoto: tenant.minPhoto || '/favicon.ico', ...(tenant.title ? { title: tenant.title } : {}) };
}

export const organisationHandlers = {
  getOrganisationTree: async ({ user, body, services }) => organisationTree(services.prisma, body.tenantId ?? user.tenantId),
  getOrganisationTreeV3: async ({ body, services }) => organisationTree(services.prisma, body.tenantId),

  listTenantNodes: async ({ services }) =>
    (await services.prisma.tenant.findMany({ where: { status: 1 }, orderBy: { id: 'asc' } })).map((t) => tenantNode(t)),

  saveOrganisation: async ({ body, services, now }) => {
    const { prisma } = services;
    if (body.parentId)
      await organisationOf(prisma, body.tenantId, body.parentId).catch(() =>
        Promise.reject(badRequest('body/parentId', '上级组织不存在或不属于该租户')),
      );
    const org = await prisma.organisation.create({
      data: { tenantId: body.tenantId, parentId: body.parentId ?? null, name: body.name, sort: body.sort ?? 0, createTime: isoOf(now) },
    });
    return { id: org.id };
  },

  updateOrganisation: async ({ body, services }) => {
    const { prisma } = services;
    const org = await organisationOf(prisma, body.tenantId, body.id);
    if (body.parentId) {
      await organisationOf(prisma, org.tenantId, body.parentId).catch(() =>
        Promise.reject(badRequest('body/parentId', '上级组织不存在或不属于该租户')),
      );
      if ((await organisationAndDescendants(prisma, org.id)).includes(body.parentId))
        throw badRequest('body/parentId', '不能是组织自身或其下级');
    }
    await prisma.organisation.update({
      where: { id: org.id },
      data: {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
        ...(body.sort !== undefined ? { sort: body.sort } : {}),
      },
    });
    return null;
  },

  removeOrganisation: async ({ body, services }) => {
    const { prisma } = services;
    const org = await organisationOf(prisma, body.tenantId, body.id);
    const [children, projects, users] = await Promise.all([
      prisma.organisation.count({ where: { parentId: org.id } }),
      prisma.project.count({ where: { orgId: org.id } }),
      prisma.user.count({ where: { orgId: org.id } }),
    ]);
    if (children || projects || users)
      throw badRequest('body/id', `组织下还有${children ? '下级组织' : projects ? '项目' : '用户'}，不能删除`);
    await prisma.organisation.delete({ where: { id: org.id } });
    return null;
  },

  getAuthorisedOrganisationTree: async ({ user, body, services }) => projectTree(services.prisma, user, body.tenantId ?? user.tenantId),

  getOrganisationCustomized: async ({ body, services }) => logo(services.prisma, body.tenantId),

  saveOrganisationCustomized: async ({ body, services }) => {
    await services.prisma.tenant.update({
      where: { id: body.tenantId },
      data: { copyright: body.copyright, minPhoto: body.minPhoto, ...(body.title !== undefined ? { title: body.title } : {}) },
    });
    return logo(services.prisma, body.tenantId);
  },

  checkDashboard: async ({ user, body, services }) => ({
    isDashboard: (
      await services.prisma.tenant.findUniqueOrThrow({ where: { id: body.tenantId ?? user.tenantId }, select: { commandPlatform: true } })
    ).commandPlatform,
  }),
} satisfies HandlerMap;
