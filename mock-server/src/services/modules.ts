// Module authorisation (empower records) per project, kept in memory until a write.
import type { PrismaClient } from '../db/client';
import { Memo, whenLoaded, type Maybe } from './memo';
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
    const records = await this.prisma.empowerRecord.findMany({ where: { projectId }, select: { moduleCode: true, expireTime: true } });
    return new Map(records.map((r) => [r.moduleCode, r.expireTime]));
  });

  constructor(private readonly prisma: PrismaClient) {}

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
