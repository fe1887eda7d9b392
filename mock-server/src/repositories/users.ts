// Users: who the caller is (kept in memory until a write), the account a login checks, the rules for creating and
// changing users, and the members of a project.
import { isoOf } from '../clock';
import type { PrismaClient } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { ROLE_OF_USER_TYPE } from '../db/reference';
import { badRequest, forbidden, notFound } from '../errors';
import { hashPassword } from '../auth/password';
import { endSessions, sessionEpoch, type SessionEpoch } from '../auth/sessions';
import { containing } from '../services/paging';
import { isSystem, type Principal, type UserType } from '../services/principals';
import { checkAssignableType, userInclude, userRow } from '../services/users';
import { Memo, type Maybe } from '../services/memo';

const USER_TEXT = ['username', 'nickname', 'phone'] as const;

/** What a login reads about an account. */
export interface LoginAccount {
  id: number;
  username: string;
  passwordHash: string;
  status: number;
  /** The session epoch its tokens are issued in (auth/sessions.ts). */
  epoch: string;
}

/** How a login names its account: a password login by username, an SMS login by phone. */
export type AccountKey = { username: string } | { phone: string };

const MAX_ACCOUNTS = 10_000;

/**
 * What a login reads about an account, by username or phone, kept in memory until a write: every write operation
 * clears it with the other derived data (services.invalidate, here and in the instances sharing the database), so a
 * password change, a disabled or removed account counts from the next login on. A login then reads no table: the
 * query (its plan compiled on every call) was a third of a repeated login's CPU. Only accounts that exist are
 * kept, at most MAX_ACCOUNTS, so unknown names cannot grow it.
 */
export class LoginAccounts {
  private readonly accounts = new Map<string, LoginAccount>();
  /** Counts clears: a read that started before a clear must not bring back what the clear dropped. */
  private generation = 0;

  async find(db: PrismaClient, key: AccountKey): Promise<LoginAccount | null> {
    const cacheKey = 'username' in key ? `u:${key.username}` : `p:${key.phone}`;
    const known = this.accounts.get(cacheKey);
    if (known) return known;
    const generation = this.generation;
    const user = await db.user.findUnique({ where: key, select: { id: true, username: true, passwordHash: true, status: true } });
    const account = user && { ...user, epoch: (await sessionEpoch(db, user.id)).epoch };
    if (account && generation === this.generation) {
      if (this.accounts.size >= MAX_ACCOUNTS) this.accounts.clear();
      this.accounts.set(cacheKey, account);
    }
    return account;
  }

  clear(): void {
    this.generation++;
    this.accounts.clear();
  }
}

/** Who the caller is and what they may reach, loaded once per user and kept until a write (every x-writes operation clears it). */
export class PrincipalStore {
  private readonly principals: Memo<number, Principal | null>;

  constructor(db: PrismaClient) {
    this.principals = new Memo((userId) => loadPrincipal(db, userId));
  }

  /** The user, or null when they do not exist or are disabled; synchronous once loaded. */
  get(userId: number): Maybe<Principal | null> {
    return this.principals.get(userId);
  }

  clear(): void {
    this.principals.clear();
  }
}

async function loadPrincipal(db: PrismaClient, userId: number): Promise<Principal | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    include: { roles: { include: { role: true } }, projects: { select: { projectId: true } }, tenant: { select: { name: true } } },
  });
  if (!user || user.status !== 1) return null;
  const userType = user.userType as UserType;
  const scope = userType === 'system' ? {} : userType === 'tenant' ? { tenantId: user.tenantId } : null;
  const [projectIds, sessions] = await Promise.all([
    scope
      ? db.project.findMany({ where: scope, select: { id: true } }).then((projects) => projects.map((p) => p.id))
      : user.projects.map((p) => p.projectId),
    sessionEpoch(db, user.id),
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

export interface UserChange {
  nickname?: string | undefined;
  phone?: string | undefined;
  userType?: string | undefined;
  orgId?: number | undefined;
  post?: string | undefined;
  status?: number | undefined;
  projectIds?: number[] | undefined;
}

export interface UserFilter {
  tenantId: number;
  keyword?: string | undefined;
  userType?: string | undefined;
  orgId?: number | undefined;
  projectId?: number | undefined;
}

/** What a user write changes that could lock someone out. */
export interface AccountChange {
  userType?: string | undefined;
  status?: number | undefined;
  removed?: boolean;
}

type AdministeredUser = { id: number; tenantId: number; userType: string; status: number; post: string };

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

export class UsersRepository {
  constructor(
    private readonly db: PrismaClient,
    private readonly principals: PrincipalStore,
    private readonly accounts: LoginAccounts,
  ) {}

  /** The caller a token names, or null when they do not exist or are disabled; synchronous once loaded. */
  principal(userId: number): Maybe<Principal | null> {
    return this.principals.get(userId);
  }

  /** The first system user (the deliberate fault fault:skip-auth acts as them), or null. */
  async firstSystemUser(): Promise<Principal | null> {
    const admin = await this.db.user.findFirst({ where: { userType: 'system' }, orderBy: { id: 'asc' }, select: { id: true } });
    return admin ? this.principals.get(admin.id) : null;
  }

  /** The one way both logins find their account (password: by username; SMS: by phone). */
  loginAccount(key: AccountKey): Promise<LoginAccount | null> {
    return this.accounts.find(this.db, key);
  }

  /** Whether a user already has this username or phone. */
  async exists(key: AccountKey): Promise<boolean> {
    return (await this.db.user.findUnique({ where: key, select: { id: true } })) !== null;
  }

  async passwordHash(userId: number): Promise<string> {
    return (await this.db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } })).passwordHash;
  }

  /**
   * Stores a new password and ends the account's other sessions: whoever knew the old password is signed out
   * everywhere (`keep`, the token that changed it, goes on). Returns the new epoch, for a token issued right after.
   */
  async setPassword(userId: number, password: string, keep?: string): Promise<SessionEpoch> {
    await this.db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(password) } });
    return endSessions(this.db, userId, keep);
  }

  /** A self-registered user: an ordinary user of the tenant. */
  async register(input: { username: string; nickname: string; phone: string; password: string; tenantId: number }, now: Date) {
    const role = await this.db.role.findUniqueOrThrow({ where: { code: ROLE_OF_USER_TYPE.user } });
    return this.db.user.create({
      data: {
        username: input.username,
        nickname: input.nickname,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        userType: 'user',
        tenantId: input.tenantId,
        createTime: isoOf(now),
        roles: { create: { roleId: role.id } },
      },
    });
  }

  async page(filter: UserFilter, page: { skip: number; take: number }) {
    const where: Prisma.UserWhereInput = {
      tenantId: filter.tenantId,
      ...(filter.userType ? { userType: filter.userType } : {}),
      ...(filter.orgId ? { orgId: filter.orgId } : {}),
      ...(filter.projectId ? { projects: { some: { projectId: filter.projectId } } } : {}),
      ...containing(filter.keyword, USER_TEXT),
    };
    const [users, total] = await Promise.all([
      this.db.user.findMany({ where, include: userInclude, orderBy: { id: 'asc' }, skip: page.skip, take: page.take }),
      this.db.user.count({ where }),
    ]);
    return { rows: users.map(userRow), total };
  }

  async create(caller: Principal, input: NewUser, now: Date): Promise<{ id: number }> {
    const { db } = this;
    const userType = input.userType ?? 'user';
    checkAssignableType(caller, userType);
    await this.checkUnique(input);
    await this.checkTenantRefs(input.tenantId, input);
    const role = await db.role.findUniqueOrThrow({ where: { code: ROLE_OF_USER_TYPE[userType]! } });
    const createTime = isoOf(now);
    const user = await db.user.create({
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

  /** A user the caller may administer: any for system users, their tenant's (but no system user) for tenant users. */
  async administered(caller: Principal, id: number): Promise<AdministeredUser> {
    const user = await this.db.user.findUnique({ where: { id } });
    if (!user || (!isSystem(caller) && user.tenantId !== caller.tenantId)) throw notFound(`用户 ${id}`);
    if (user.userType === 'system' && !isSystem(caller)) throw forbidden('只有系统用户可以修改系统用户');
    return user;
  }

  async remove(caller: Principal, target: AdministeredUser): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await checkNoLockout(tx, caller, target, { removed: true });
      await tx.user.delete({ where: { id: target.id } });
    });
  }

  async update(caller: Principal, target: AdministeredUser, change: UserChange, now: Date): Promise<void> {
    const { db } = this;
    checkAssignableType(caller, change.userType);
    await this.checkUnique({ phone: change.phone }, target.id);
    await this.checkTenantRefs(target.tenantId, change);
    const role = change.userType ? await db.role.findUniqueOrThrow({ where: { code: ROLE_OF_USER_TYPE[change.userType]! } }) : null;
    await db.$transaction(async (tx) => {
      await checkNoLockout(tx, caller, target, change);
      await tx.user.update({
        where: { id: target.id },
        data: {
          ...(change.nickname !== undefined ? { nickname: change.nickname } : {}),
          ...(change.phone !== undefined ? { phone: change.phone } : {}),
          ...(change.userType !== undefined ? { userType: change.userType } : {}),
          ...(change.orgId !== undefined ? { orgId: change.orgId } : {}),
          ...(change.post !== undefined ? { post: change.post } : {}),
          ...(change.status !== undefined ? { status: change.status } : {}),
        },
      });
      // Disabling ends the sessions for good: enabling the account again brings none of its tokens back.
      if (change.status !== undefined && change.status !== 1) await endSessions(tx, target.id);
      if (role) {
        await tx.userRole.deleteMany({ where: { userId: target.id } });
        await tx.userRole.create({ data: { userId: target.id, roleId: role.id } });
      }
      if (change.projectIds) {
        await tx.projectUser.deleteMany({ where: { userId: target.id, projectId: { notIn: change.projectIds } } });
        const kept = new Set(
          (await tx.projectUser.findMany({ where: { userId: target.id }, select: { projectId: true } })).map((p) => p.projectId),
        );
        const added = [...new Set(change.projectIds)].filter((id) => !kept.has(id));
        await tx.projectUser.createMany({
          data: added.map((projectId) => ({ projectId, userId: target.id, post: change.post ?? target.post, createTime: isoOf(now) })),
        });
      }
    });
  }

  async updatePost(id: number, post: string): Promise<void> {
    await this.db.user.update({ where: { id }, data: { post } });
  }

  /** The organisation and projects must belong to the tenant. */
  private async checkTenantRefs(tenantId: number, refs: { orgId?: number | undefined; projectIds?: number[] | undefined }): Promise<void> {
    if (refs.orgId !== undefined && !(await this.db.organisation.findFirst({ where: { id: refs.orgId, tenantId } })))
      throw badRequest('body/orgId', '组织不存在或不属于该租户');
    if (refs.projectIds?.length) {
      const found = await this.db.project.count({ where: { id: { in: refs.projectIds }, tenantId } });
      if (found !== new Set(refs.projectIds).size) throw badRequest('body/projectIds', '包含不存在或不属于该租户的项目');
    }
  }

  private async checkUnique(fields: { username?: string | undefined; phone?: string | undefined }, exceptId?: number): Promise<void> {
    if (fields.username && (await this.db.user.findFirst({ where: { username: fields.username, NOT: { id: exceptId ?? 0 } } })))
      throw badRequest('body/username', '已存在');
    if (fields.phone && (await this.db.user.findFirst({ where: { phone: fields.phone, NOT: { id: exceptId ?? 0 } } })))
      throw badRequest('body/phone', '已被其他用户使用');
  }

  // The members of a project.

  members(projectId: number) {
    return this.db.projectUser.findMany({ where: { projectId }, include: { user: true }, orderBy: { id: 'asc' } });
  }

  /** A member of the project, or 404. */
  async member(projectId: number, id: number) {
    const member = await this.db.projectUser.findFirst({ where: { id, projectId } });
    if (!member) throw notFound(`项目成员 ${id}`);
    return member;
  }

  /** Adds a user of the project's tenant who is not a member yet. */
  async addMember(projectId: number, userId: number, post: string | undefined, now: Date): Promise<{ id: number }> {
    const { db } = this;
    const project = await db.project.findUniqueOrThrow({ where: { id: projectId } });
    const user = await db.user.findFirst({ where: { id: userId, tenantId: project.tenantId } });
    if (!user) throw badRequest('body/userId', '用户不存在或不属于该项目的租户');
    if (await db.projectUser.findUnique({ where: { projectId_userId: { projectId: project.id, userId: user.id } } }))
      throw badRequest('body/userId', '已是项目成员');
    const created = await db.projectUser.create({
      data: { projectId: project.id, userId: user.id, post: post ?? user.post, createTime: isoOf(now) },
    });
    return { id: created.id };
  }

  async updateMember(id: number, post: string): Promise<void> {
    await this.db.projectUser.update({ where: { id }, data: { post } });
  }

  async removeMember(id: number): Promise<void> {
    await this.db.projectUser.delete({ where: { id } });
  }

  memberPage(projectId: number, keyword: string | undefined, page: { skip: number; take: number }) {
    const where: Prisma.ProjectUserWhereInput = { projectId, ...(keyword ? { user: containing(keyword, USER_TEXT) } : {}) };
    return Promise.all([
      this.db.projectUser.findMany({ where, include: { user: true }, orderBy: { id: 'asc' }, skip: page.skip, take: page.take }),
      this.db.projectUser.count({ where }),
    ]);
  }
}
