// Module authorisation (empower records) per project, kept in memory until a write.
import type { PrismaClient } from '../db/client';
import { MODULES } from '../db/reference';

export interface ModuleState {
  code: string;
  name: string;
  expireTime: string | null;
  authorised: boolean;
  expired: boolean;
}

export class ModuleStore {
  private readonly byProject = new Map<number, Promise<Map<string, string>>>();

  constructor(private readonly prisma: PrismaClient) {}

  /** Expiry day of each authorised module of the project. */
  private expiries(projectId: number): Promise<Map<string, string>> {
    let expiries = this.byProject.get(projectId);
    if (!expiries) {
      expiries = this.prisma.empowerRecord
        .findMany({ where: { projectId }, select: { moduleCode: true, expireTime: true } })
        .then((records) => new Map(records.map((r) => [r.moduleCode, r.expireTime])));
      this.byProject.set(projectId, expiries);
      expiries.catch(() => this.byProject.delete(projectId));
    }
    return expiries;
  }

  /** The state of one module: an authorisation lasts through its expiry day. */
  async state(projectId: number, code: string, today: string, allExpired = false): Promise<ModuleState> {
    const expireTime = (await this.expiries(projectId)).get(code) ?? null;
    const name = MODULES.find((m) => m.code === code)?.name ?? code;
    const expired = allExpired || (expireTime !== null && expireTime < today);
    return { code, name, expireTime, authorised: expireTime !== null && !expired, expired };
  }

  async all(projectId: number, today: string, allExpired = false): Promise<ModuleState[]> {
    return Promise.all(MODULES.map((m) => this.state(projectId, m.code, today, allExpired)));
  }

  clear(): void {
    this.byProject.clear();
  }
}
