// Users as the API shows them, and the rules for creating and changing them.
import type { Schemas } from '@smartsite/api';
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { ROLE_OF_USER_TYPE } from '../db/reference';
import { badRequest, forbidden, notFound } from '../errors';
import { hashPassword } from '../auth/password';
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

/** The organisation and projects must belong to the tenant. */
export async function checkTenantRefs(
  prisma: PrismaClient,
  tenantId: number,
  refs: { orgId?: number | undefined; projectIds?: number[] | undefined },
): Promise<void> {
  if (refs.orgId !== undefined && !(await prisma.organisation.findFirst({ where: { id: refs.orgId, tenantId } })))
    throw badRequest('body/orgId', '组织不存在或不属于该租户');
  if (refs.projectIds?.length) {
    const found = await prisma.project.count({ where: { id: { in: refs.projectIds }, tenantId } });
    if (found !== new Set(refs.projectIds).size) throw badRequest('body/projectIds', '包含不存在或不属于该租户的项目');
  }
}

export async function checkUnique(
  prisma: PrismaClient,
  fields: { username?: string | undefined; phone?: string | undefined },
  exceptId?: number,
): Promise<void> {
  if (fields.username && (await prisma.user.findFirst({ where: { username: fields.username, NOT: { id: exceptId ?? 0 } } })))
    throw badRequest('body/username', '已存在');
  if (fields.phone && (await prisma.user.findFirst({ where: { phone: fields.phone, NOT: { id: exceptId ?? 0 } } })))
    throw badRequest('body/phone', '已被其他用户使用');
}

export interface NewUser {
  tenantId: number;
  username: string;
  nickname: string;
  phone: string;
  password: string;
  userType?: string | undefined;
  orgId?: number | undefined;
  post?: string | undefined;
  projectIds?: number[] | undefined;
  status?: number | undefined;
}

export async function createUser(prisma: PrismaClient, caller: Principal, input: NewUser, now: Date): Promise<{ id: number }> {
  const userType = input.userType ?? 'user';
  checkAssignableType(caller, userType);
  await checkUnique(prisma, input);
  await checkTenantRefs(prisma, input.tenantId, input);
  const role = await prisma.role.findUniqueOrThrow({ where: { code: ROLE_OF_USER_TYPE[userType]! } });
  const createTime = isoOf(now);
  const user = await prisma.user.create({
    data: {
      username: input.username,
      nickname: input.nickname,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      userType,
      tenantId: input.tenantId,
      orgId: input.orgId ?? null,
      post: input.post ?? '',
      status: input.status ?? 1,
      createTime,
      roles: { create: { roleId: role.id } },
      projects: { create: [...new Set(input.projectIds ?? [])].map((projectId) => ({ projectId, post: input.post ?? '', createTime })) },
    },
  });
  return { id: user.id };
}

/** What a user write changes that could lock someone out. */
export interface AccountChange {
  userType?: string | undefined;
  status?: number | undefined;
  removed?: boolean;
}

/**
 * Refuses a change that would lock the caller or the platform out (RuoYi refuses any change to its super
 * administrator and 当前用户不能删除): your own user type, status or removal, and demoting, disabling or
 * removing the last active system user. Call it inside the write's transaction: transactions run one at a
 * time, so two system users disabling each other at once cannot both succeed.
 */
export async function checkNoLockout(
  tx: Prisma.TransactionClient,
  caller: Principal,
  target: { id: number; userType: string; status: number },
  change: AccountChange,
): Promise<void> {
  const retyped = change.userType !== undefined && change.userType !== target.userType;
  const disabled = change.status !== undefined && change.status !== 1 && target.status === 1;
  if (target.id === caller.id) {
    if (change.removed) throw badRequest('body/id', '不能删除当前登录用户');
    if (retyped) throw badRequest('body/userType', '不能修改当前登录用户的用户类型');
    if (disabled) throw badRequest('body/status', '不能停用当前登录用户');
  }
  if (target.userType !== 'system' || target.status !== 1 || !(change.removed || retyped || disabled)) return;
  const others = await tx.user.count({ where: { userType: 'system', status: 1, NOT: { id: target.id } } });
  if (others > 0) return;
  if (change.removed) throw badRequest('body/id', '不能删除最后一个启用的系统用户');
  if (retyped) throw badRequest('body/userType', '不能修改最后一个启用的系统用户的用户类型');
  throw badRequest('body/status', '不能停用最后一个启用的系统用户');
}

/** A user the caller may administer: any for system users, their tenant's (but no system user) for tenant users. */
export async function administeredUser(prisma: PrismaClient, caller: Principal, id: number) {
  const user = await prisma.user.findUnique({ where: { id } });
  if (!user || (!isSystem(caller) && user.tenantId !== caller.tenantId)) throw notFound(`用户 ${id}`);
  if (user.userType === 'system' && !isSystem(caller)) throw forbidden('只有系统用户可以修改系统用户');
  return user;
}
