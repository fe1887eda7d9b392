// Who the caller is and what they may reach (loaded and kept by repositories/users.ts).
import type { SessionEpoch } from '../auth/sessions';

export type UserType = 'system' | 'tenant' | 'user';

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
