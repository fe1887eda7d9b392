// Users as the API shows them, and who may assign which user type (the queries are in repositories/users.ts).
import type { Schemas } from '@smartsite/api';
import type { Prisma } from '../generated/prisma/client';
import { forbidden } from '../errors';
import { isSystem, type Principal } from './principals';

export const userInclude = {
  roles: { include: { role: true } },
  tenant: { select: { name: true } },
  organisation: { select: { name: true } },
} as const;

type UserWithRelations = Prisma.UserGetPayload<{ include: typeof userInclude }>;

export const userRow = (user: UserWithRelations): Schemas['UserRow'] => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  phone: user.phone,
  userType: user.userType as Schemas['UserType'],
  roles: user.roles.map((r) => r.role.code),
  tenantId: user.tenantId,
  tenantName: user.tenant.name,
  orgId: user.orgId,
  ...(user.organisation ? { orgName: user.organisation.name } : {}),
  post: user.post,
  status: user.status === 1 ? 1 : 0,
  createTime: user.createTime,
});

/** The caller's view of userInfo. */
export const userInfo = (user: Principal): Schemas['UserInfo'] => ({
  id: user.id,
  username: user.username,
  nickname: user.nickname,
  avatar: user.avatar,
  userType: user.userType,
  roles: user.roles,
  ability: user.ability,
  tenantId: user.tenantId,
  tenantName: user.tenantName,
  phone: user.phone,
});

/** Tenant users never create or promote system users. */
export function checkAssignableType(caller: Principal, userType: string | undefined): void {
  if (userType === 'system' && !isSystem(caller)) throw forbidden('只有系统用户可以设置系统用户');
}
