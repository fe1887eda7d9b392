// The notice bell's notices: those for every tenant plus one tenant's.
import type { PrismaClient } from '../db/client';

export class NoticesRepository {
  constructor(private readonly db: PrismaClient) {}

  ofTenant(tenantId: number) {
    return this.db.notice.findMany({
      where: { OR: [{ tenantId: null }, { tenantId }] },
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
    });
  }
}
