// The notice bell: notices for every tenant plus the caller's tenant's (system users may name a tenant).
import { isSystem } from '../services/principals';
import type { HandlerMap } from './context';

export const noticeHandlers = {
  listNotices: async ({ user, query, repositories }) => {
    const tenantId = isSystem(user) && typeof query.tenantId === 'number' ? query.tenantId : user.tenantId;
    const notices = await repositories.notices.ofTenant(tenantId);
    return {
      list: notices.map((n) => ({
        id: n.id,
        ...(n.title ? { title: n.title } : {}),
        notice: n.notice,
        image: n.image,
        createTime: n.createTime,
      })),
      total: notices.length,
    };
  },
} satisfies HandlerMap;
