// The current user, password change, users of a tenant and users of a project.
import type { Prisma } from '../generated/prisma/client';
import { isoOf } from '../clock';
import { ROLE_OF_USER_TYPE } from '../db/reference';
import { badRequest, notFound } from '../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import { containing, keywordOf, queryPage } from '../services/paging';
import {
  administeredUser,
  checkAssignableType,
  checkNoLockout,
  checkTenantRefs,
  checkUnique,
  createUser,
  userInclude,
  userInfo,
  userRow,
} from '../services/users';
import type { Context, HandlerMap } from './context';

const USER_TEXT = ['username', 'nickname', 'phone'] as const;

interface UserFilter {
  tenantId: number;
  keyword?: string;
  userType?: string;
  orgId?: number;
  projectId?: number;
  pageNo?: number;
  pageSize?: number;
}

async function listUsers({ body, services }: Context<UserFilter>) {
  const keyword = keywordOf(body);
  const where: Prisma.UserWhereInput = {
    tenantId: body.tenantId,
    ...(body.userType ? { userType: body.userType } : {}),
    ...(body.orgId ? { orgId: body.orgId } : {}),
    ...(body.projectId ? { projects: { some: { projectId: body.projectId } } } : {}),
    ...containing(keyword, USER_TEXT),
  };
  return queryPage(
    body,
    (window) => services.prisma.user.findMany({ where, include: userInclude, orderBy: { id: 'asc' }, ...window }),
    () => services.prisma.user.count({ where }),
    userRow,
  );
}

async function projectUserOptions({ body, services }: Context<{ projectId: number }>) {
  const members = await services.prisma.projectUser.findMany({
    where: { projectId: body.projectId },
    include: { user: true },
    orderBy: { id: 'asc' },
  });
  return { list: members.map((m) => ({ id: m.userId, username: m.user.username, nickname: m.user.nickname, post: m.post })) };
}

async function projectMember({ body, services }: Context<{ projectId: number; id: number }>) {
  const member = await services.prisma.projectUser.findFirst({ where: { id: body.id, projectId: body.projectId } });
  if (!member) throw notFound(`项目成员 ${body.id}`);
  return member;
}

export const authUserHandlers = {
  getUserInfo: async ({ user }) => userInfo(user),

  getUserInfoV2: async ({ user, body, services }) => {
    const project = await services.prisma.project.findUniqueOrThrow({ where: { id: body.projectId }, select: { id: true, name: true } });
    return { ...userInfo(user), projectId: project.id, projectName: project.name };
  },

  changePassword: async ({ user, claims, body, services }) => {
    const stored = await services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    if (!(await verifyPassword(body.oldPassword, stored.passwordHash))) throw badRequest('body/oldPassword', '原密码错误');
    if (body.newPassword !== body.password) throw badRequest('body/password', '两次输入密码不一致!');
    await services.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(body.newPassword) } });
    // The other sessions end (a stolen token with them); the one that changed the password goes on.
    await endSessions(services.prisma, user.id, claims?.jti);
    return null;
  },

  getUserCustomized: async ({ body, services }) => {
    const tenant = await services.prisma.tenant.findUniqueOrThrow({ where: { id: body.tenantId } });
    return { copyright: tenant.copyright, minPhoto: tenant.minPhoto || '/favicon.ico', title: tenant.title };
  },

  saveUser: async ({ user, body, services, now }) => createUser(services.prisma, user, body, now),
  saveUserV2: async ({ user, body, services, now }) => createUser(services.prisma, user, body, now),

  removeUser: async ({ user, body, services }) => {
    const { prisma } = services;
    if (body.id === user.id) throw badRequest('body/id', '不能删除当前登录用户');
    const target = await administeredUser(prisma, user, body.id);
    await prisma.$transaction(async (tx) => {
      await checkNoLockout(tx, user, target, { removed: true });
      await tx.user.delete({ where: { id: target.id } });
    });
    return null;
  },

  updateUser: async ({ user, body, services, now }) => {
    const { prisma } = services;
    const target = await administeredUser(prisma, user, body.id);
    checkAssignableType(user, body.userType);
    await checkUnique(prisma, { phone: body.phone }, target.id);
    await checkTenantRefs(prisma, target.tenantId, body);
    const role = body.userType ? await prisma.role.findUniqueOrThrow({ where: { code: ROLE_OF_USER_TYPE[body.userType]! } }) : null;
    await prisma.$transaction(async (tx) => {
      await checkNoLockout(tx, user, target, body);
      await tx.user.update({
        where: { id: target.id },
        data: {
          ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.userType !== undefined ? { userType: body.userType } : {}),
          ...(body.orgId !== undefined ? { orgId: body.orgId } : {}),
          ...(body.post !== undefined ? { post: body.post } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
        },
      });
      // Disabling ends the sessions for good: enabling the account again brings none of its tokens back.
      if (body.status !== undefined && body.status !== 1) await endSessions(tx, target.id);
      if (role) {
        await tx.userRole.deleteMany({ where: { userId: target.id } });
        await tx.userRole.create({ data: { userId: target.id, roleId: role.id } });
      }
      if (body.projectIds) {
        await tx.projectUser.deleteMany({ where: { userId: target.id, projectId: { notIn: body.projectIds } } });
        const kept = new Set(
          (await tx.projectUser.findMany({ where: { userId: target.id }, select: { projectId: true } })).map((p) => p.projectId),
        );
        const added = [...new Set(body.projectIds)].filter((id) => !kept.has(id));
        await tx.projectUser.createMany({
          data: added.map((projectId) => ({ projectId, userId: target.id, post: body.post ?? target.post, createTime: isoOf(now) })),
        });
      }
    });
    return null;
  },

  updateUserPost: async ({ user, body, services }) => {
    await administeredUser(services.prisma, user, body.id);
    await services.prisma.user.update({ where: { id: body.id }, data: { post: body.post } });
    return null;
  },

  listUsers,
  listUsersV2: listUsers,

  saveProjectUser: async ({ body, services, now }) => {
    const { prisma } = services;
    const project = await prisma.project.findUniqueOrThrow({ where: { id: body.projectId } });
    const member = await prisma.user.findFirst({ where: { id: body.userId, tenantId: project.tenantId } });
    if (!member) throw badRequest('body/userId', '用户不存在或不属于该项目的租户');
    if (await prisma.projectUser.findUnique({ where: { projectId_userId: { projectId: project.id, userId: member.id } } }))
      throw badRequest('body/userId', '已是项目成员');
    const created = await prisma.projectUser.create({
      data: { projectId: project.id, userId: member.id, post: body.post ?? member.post, createTime: isoOf(now) },
    });
    return { id: created.id };
  },

  updateProjectUser: async (context) => {
    const member = await projectMember(context);
    await context.services.prisma.projectUser.update({ where: { id: member.id }, data: { post: context.body.post } });
    return null;
  },

  removeProjectUser: async (context) => {
    const member = await projectMember(context);
    await context.services.prisma.projectUser.delete({ where: { id: member.id } });
    return null;
  },

  listProjectUsers: async ({ body, services }) => {
    const keyword = keywordOf(body);
    const where: Prisma.ProjectUserWhereInput = {
      projectId: body.projectId,
      ...(keyword ? { user: containing(keyword, USER_TEXT) } : {}),
    };
    return queryPage(
      body,
      (window) => services.prisma.projectUser.findMany({ where, include: { user: true }, orderBy: { id: 'asc' }, ...window }),
      () => services.prisma.projectUser.count({ where }),
      (m) => ({
        id: m.id,
        userId: m.userId,
        projectId: m.projectId,
        username: m.user.username,
        nickname: m.user.nickname,
        phone: m.user.phone,
        post: m.post,
        createTime: m.createTime,
      }),
    );
  },

  listProjectUserOptions: async (context) => {
    const { list } = await projectUserOptions(context);
    return { list: list.map(({ post: _post, ...option }) => option) };
  },
  listProjectUserOptionsV2: projectUserOptions,
} satisfies HandlerMap;
