// Who the caller is and what they may reach, loaded once per user and kept in memory until a write
// changes users, projects or memberships (every x-writes operation clears the store).
import { sessionEpoch, type SessionEpoch } from '../auth/sessions';
import type { PrismaClient } from '../db/client';
import { Memo, type Maybe } from './memo';

type UserType = 'system' | 'tenant' | 'user';

export interface Principal {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  phone: string;
  userType: UserType;
  tenantId: number;
  tenantName: string;
  roles: string[];
  ability: string[];
  /** The projects the user is authorised for: all (system), the tenant's (tenant users) or those they were added to. */
  projectIds: ReadonlySet<number>;
  /** Which of the user's tokens still count (absent for a display-share token). */
  sessions?: SessionEpoch;
  /** Set for a display-share token: its link, boards and the only operations it may call. */
  share?: { linkId: number; boards: readonly string[]; operations: ReadonlySet<string> };
}

export const isSystem = (user: Principal) => user.userType === 'system';

export class PrincipalStore {
  private readonly principals = new Memo<number, Principal | null>((userId) => this.load(userId));

  constructor(private readonly prisma: PrismaClient) {}

  /** The user, or null when they do not exist or are disabled; synchronous once loaded. */
  get(userId: number): Maybe<Principal | null> {
    return this.principals.get(userId);
  }

  clear(): void {
    this.principals.clear();
  }

  private async load(userId: number): Promise<Principal | null> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      include: { roles: { include: { role: true } }, projects: { select: { projectId: true } }, tenant: { select: { name: true } } },
    });
    if (!user || user.status !== 1) return null;
    const userType = user.userType as UserType;
    const scope = userType === 'system' ? {} : userType === 'tenant' ? { tenantId: user.tenantId } : null;
    const [projectIds, sessions] = await Promise.all([
      scope
        ? this.prisma.project.findMany({ where: scope, select: { id: true } }).then((projects) => projects.map((p) => p.id))
        : user.projects.map((p) => p.projectId),
      sessionEpoch(this.prisma, user.id),
    ]);
    return {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      phone: user.phone,
      userType,
      tenantId: user.tenantId,
      tenantName: user.tenant.name,
      roles: user.roles.map((r) => r.role.code).sort(),
      ability: [...new Set(user.roles.flatMap((r) => r.role.abilities.split(',').filter(Boolean)))],
      projectIds: new Set(projectIds),
      sessions,
    };
  }
}
