// Module authorisation (empower records): one per project and module, valid through its expiry day; what
// each project may use is kept in memory until a write.
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { Memo, whenLoaded, type Maybe } from '../services/memo';
import { MODULES, moduleOf, type ModuleCode } from '../db/reference';

export interface ModuleState {
  code: ModuleCode;
  name: string;
  expireTime: string | null;
  authorised: boolean;
  expired: boolean;
}

export class ModuleStore {
  /** Expiry day of each authorised module, per project. */
  private readonly expiries = new Memo<number, Map<string, string>>(async (projectId) => {
    const records = await this.db.empowerRecord.findMany({ where: { projectId }, select: { moduleCode: true, expireTime: true } });
    return new Map(records.map((r) => [r.moduleCode, r.expireTime]));
  });

  constructor(private readonly db: PrismaClient) {}

  /** The state of one module: an authorisation lasts through its expiry day. Synchronous once loaded. */
  state(projectId: number, code: ModuleCode, today: string, allExpired = false): Maybe<ModuleState> {
    return whenLoaded(this.expiries.get(projectId), (expiries) => {
      const expireTime = expiries.get(code) ?? null;
      const { name } = moduleOf(code);
      const expired = allExpired || (expireTime !== null && expireTime < today);
      return { code, name, expireTime, authorised: expireTime !== null && !expired, expired };
    });
  }

  async all(projectId: number, today: string, allExpired = false): Promise<ModuleState[]> {
    return Promise.all(MODULES.map((m) => this.state(projectId, m.code, today, allExpired)));
  }

  clear(): void {
    this.expiries.clear();
  }
}

export interface EmpowerFilter {
  tenantId: number;
  projectId?: number | undefined;
  moduleCode?: string | undefined;
  keyword?: string | undefined;
}

export interface EmpowerFields {
  tenantId: number;
  projectId: number;
  moduleCode: string;
  startTime: string;
  expireTime: string;
}

export class EmpowerRepository {
  constructor(
    private readonly db: PrismaClient,
    private readonly store: ModuleStore,
  ) {}

  /** The state of one module of a project; synchronous once loaded. */
  moduleState(projectId: number, code: ModuleCode, today: string, allExpired = false): Maybe<ModuleState> {
    return this.store.state(projectId, code, today, allExpired);
  }

  modules(projectId: number, today: string, allExpired = false): Promise<ModuleState[]> {
    return this.store.all(projectId, today, allExpired);
  }

  page(filter: EmpowerFilter, page: { skip: number; take: number }) {
    const { keyword } = filter;
    const where: Prisma.EmpowerRecordWhereInput = {
      tenantId: filter.tenantId,
      ...(filter.projectId ? { projectId: filter.projectId } : {}),
      ...(filter.moduleCode ? { moduleCode: filter.moduleCode } : {}),
      ...(keyword ? { OR: [{ project: { name: { contains: keyword } } }, { module: { name: { contains: keyword } } }] } : {}),
    };
    return Promise.all([
      this.db.empowerRecord.findMany({
        where,
        include: { tenant: { select: { name: true } }, project: { select: { name: true } } },
        orderBy: [{ projectId: 'asc' }, { id: 'asc' }],
        skip: page.skip,
        take: page.take,
      }),
      this.db.empowerRecord.count({ where }),
    ]);
  }

  find(id: number) {
    return this.db.empowerRecord.findUnique({ where: { id } });
  }

  ofTenant(tenantId: number, id: number) {
    return this.db.empowerRecord.findFirst({ where: { id, tenantId } });
  }

  /** The record of a project's module, or null. */
  ofModule(projectId: number, moduleCode: string) {
    return this.db.empowerRecord.findUnique({ where: { projectId_moduleCode: { projectId, moduleCode } } });
  }

  async update(id: number, fields: EmpowerFields): Promise<void> {
    await this.db.empowerRecord.update({ where: { id }, data: fields });
  }

  /** Grants a module: a project that already has it gets that record extended. */
  async grant(fields: EmpowerFields, now: Date): Promise<{ id: number }> {
    const record = await this.db.empowerRecord.upsert({
      where: { projectId_moduleCode: { projectId: fields.projectId, moduleCode: fields.moduleCode } },
      create: { ...fields, createTime: isoOf(now) },
      update: fields,
    });
    return { id: record.id };
  }

  async remove(id: number): Promise<void> {
    await this.db.empowerRecord.delete({ where: { id } });
  }
}
