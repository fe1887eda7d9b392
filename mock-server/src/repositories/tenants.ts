// Tenants: the platform's customers, their settings (logo, copyright, command platform) and the tenant lists.
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import { containing } from '../services/paging';

export interface TenantFields {
  name: string;
  enterpriseName: string;
  unifiedCreditCode: string;
  contact?: string;
  phone?: string;
  status?: number;
  expireTime?: string;
}

export class TenantsRepository {
  constructor(private readonly db: PrismaClient) {}

  /** The tenant, or a 404. */
  find(id: number) {
    return this.db.tenant.findUniqueOrThrow({ where: { id } });
  }

  /** The tenant, or null. */
  exists(id: number) {
    return this.db.tenant.findUnique({ where: { id }, select: { id: true } });
  }

  /** The tenant a registration without one joins: the first. */
  first() {
    return this.db.tenant.findFirst({ orderBy: { id: 'asc' } });
  }

  byCreditCode(unifiedCreditCode: string) {
    return this.db.tenant.findUnique({ where: { unifiedCreditCode } });
  }

  active() {
    return this.db.tenant.findMany({ where: { status: 1 }, orderBy: { id: 'asc' } });
  }

  page(keyword: string | undefined, page: { skip: number; take: number }) {
    const where = containing(keyword, ['name', 'enterpriseName', 'unifiedCreditCode']);
    return Promise.all([
      this.db.tenant.findMany({ where, orderBy: { id: 'asc' }, skip: page.skip, take: page.take }),
      this.db.tenant.count({ where }),
    ]);
  }

  /** A new tenant starts with its root organisation, named after it. */
  async create(fields: TenantFields, now: Date): Promise<{ id: number }> {
    const createTime = isoOf(now);
    const tenant = await this.db.tenant.create({
      data: { ...fields, createTime, organisations: { create: { name: fields.name, createTime } } },
    });
    return { id: tenant.id };
  }

  async update(id: number, fields: Partial<TenantFields> & { copyright?: string; minPhoto?: string; title?: string }): Promise<void> {
    await this.db.tenant.update({ where: { id }, data: fields });
  }

  /** Every tenant with its projects and their organisation's name (the empower tree). */
  withProjects() {
    return this.db.tenant.findMany({
      include: { projects: { include: { organisation: { select: { name: true } } }, orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' },
    });
  }
}
