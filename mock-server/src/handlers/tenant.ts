// Tenants (system users administer them; every user may read their own tenant's info).
import type { Schemas } from '@smartsite/api';
import { isoOf } from '../clock';
import { badRequest, notFound } from '../errors';
import { containing, keywordOf, queryPage } from '../services/paging';
import type { HandlerMap } from './context';

export const tenantHandlers = {
  listTenants: async ({ body, services }) => {
    const where = containing(keywordOf(body), ['name', 'enterpriseName', 'unifiedCreditCode']);
    return queryPage(
      body,
      (window) => services.prisma.tenant.findMany({ where, orderBy: { id: 'asc' }, ...window }),
      () => services.prisma.tenant.count({ where }),
      (t): Schemas['Tenant'] => ({
        id: t.id,
        name: t.name,
        enterpriseName: t.enterpriseName,
        unifiedCreditCode: t.unifiedCreditCode,
        ...(t.contact ? { contact: t.contact } : {}),
        ...(t.phone ? { phone: t.phone } : {}),
        status: t.status === 1 ? 1 : 0,
        ...(t.expireTime ? { expireTime: t.expireTime } : {}),
        createTime: t.createTime,
      }),
    );
  },

  saveTenant: async ({ body, services, now }) => {
    const { prisma } = services;
    const clash = await prisma.tenant.findUnique({ where: { unifiedCreditCode: body.unifiedCreditCode } });
    if (clash && clash.id !== body.id) throw badRequest('body/unifiedCreditCode', '已被其他租户使用');
    const fields = {
      name: body.name,
      enterpriseName: body.enterpriseName,
      unifiedCreditCode: body.unifiedCreditCode,
      ...(body.contact !== undefined ? { contact: body.contact } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.expireTime !== undefined ? { expireTime: body.expireTime } : {}),
    };
    if (body.id) {
      if (!(await prisma.tenant.findUnique({ where: { id: body.id } }))) throw notFound(`租户 ${body.id}`);
      await prisma.tenant.update({ where: { id: body.id }, data: fields });
      return { id: body.id };
    }
    // A new tenant starts with its root organisation, named after it.
    const createTime = isoOf(now);
    const tenant = await prisma.tenant.create({
      data: { ...fields, createTime, organisations: { create: { name: body.name, createTime } } },
    });
    return { id: tenant.id };
  },

  getTenantInfo: async ({ body, services }) => {
    const t = await services.prisma.tenant.findUniqueOrThrow({ where: { id: body.tenantId } });
    return { id: t.id, name: t.name, enterpriseName: t.enterpriseName, unifiedCreditCode: t.unifiedCreditCode };
  },
} satisfies HandlerMap;
