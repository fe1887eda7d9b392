// Tenants (system users administer them; every user may read their own tenant's info).
import type { Schemas } from '@smartsite/api';
import { badRequest, notFound } from '../errors';
import { keywordOf, pageOf, paging } from '../services/paging';
import type { HandlerMap } from './context';

export const tenantHandlers = {
  listTenants: async ({ body, repositories }) => {
    const page = paging(body);
    const [tenants, total] = await repositories.tenants.page(keywordOf(body), page);
    return pageOf(
      tenants.map((t): Schemas['Tenant'] => ({
        id: t.id,
        name: t.name,
        enterpriseName: t.enterpriseName,
        unifiedCreditCode: t.unifiedCreditCode,
        ...(t.contact ? { contact: t.contact } : {}),
        ...(t.phone ? { phone: t.phone } : {}),
        status: t.status === 1 ? 1 : 0,
        ...(t.expireTime ? { expireTime: t.expireTime } : {}),
        createTime: t.createTime,
      })),
      total,
      page,
    );
  },

  saveTenant: async ({ body, repositories, now }) => {
    const { tenants } = repositories;
    const clash = await tenants.byCreditCode(body.unifiedCreditCode);
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
      if (!(await tenants.exists(body.id))) throw notFound(`租户 ${body.id}`);
      await tenants.update(body.id, fields);
      return { id: body.id };
    }
    return tenants.create(fields, now);
  },

  getTenantInfo: async ({ body, repositories }) => {
    const t = await repositories.tenants.find(body.tenantId);
    return { id: t.id, name: t.name, enterpriseName: t.enterpriseName, unifiedCreditCode: t.unifiedCreditCode };
  },
} satisfies HandlerMap;
