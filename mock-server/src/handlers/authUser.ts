// The current user, password change, users of a tenant and users of a project.
import { badRequest } from '../errors';
import { verifyPassword } from '../auth/password';
import { keywordOf, pageOf, paging } from '../services/paging';
import { userInfo } from '../services/users';
import type { UserFilter } from '../repositories/users';
import type { Context, HandlerMap } from './context';

async function listUsers({ body, repositories }: Context<UserFilter & { pageNo?: number; pageSize?: number }>) {
  const page = paging(body);
  const { rows, total } = await repositories.users.page({ ...body, keyword: keywordOf(body) }, page);
  return pageOf(rows, total, page);
}

async function projectUserOptions({ body, repositories }: Context<{ projectId: number }>) {
  const members = await repositories.users.members(body.projectId);
  return { list: members.map((m) => ({ id: m.userId, username: m.user.username, nickname: m.user.nickname, post: m.post })) };
}

export const authUserHandlers = {
  getUserInfo: async ({ user }) => userInfo(user),

  getUserInfoV2: async ({ user, body, repositories }) => {
    const project = await repositories.projects.name(body.projectId);
    return { ...userInfo(user), projectId: project.id, projectName: project.name };
  },

  changePassword: async ({ user, claims, body, repositories }) => {
    if (!(await verifyPassword(body.oldPassword, await repositories.users.passwordHash(user.id))))
      throw badRequest('body/oldPassword', '原密码错误');
    if (body.newPassword !== body.password) throw badRequest('body/password', '两次输入密码不一致!');
    // The other sessions end (a stolen token with them); the one that changed the password goes on.
    await repositories.users.setPassword(user.id, body.newPassword, claims?.jti);
    return null;
  },

  getUserCustomized: async ({ body, repositories }) => {
    const tenant = await repositories.tenants.find(body.tenantId);
    return { copyright: tenant.copyright, minPhoto: tenant.minPhoto || '/favicon.ico', title: tenant.title };
  },

  saveUser: async ({ user, body, repositories, now }) => repositories.users.create(user, body, now),
  saveUserV2: async ({ user, body, repositories, now }) => repositories.users.create(user, body, now),

  removeUser: async ({ user, body, repositories }) => {
    if (body.id === user.id) throw badRequest('body/id', '不能删除当前登录用户');
    const target = await repositories.users.administered(user, body.id);
    await repositories.users.remove(user, target);
    return null;
  },

  updateUser: async ({ user, body, repositories, now }) => {
    const target = await repositories.users.administered(user, body.id);
    await repositories.users.update(user, target, body, now);
    return null;
  },

  updateUserPost: async ({ user, body, repositories }) => {
    await repositories.users.administered(user, body.id);
    await repositories.users.updatePost(body.id, body.post);
    return null;
  },

  listUsers,
  listUsersV2: listUsers,

  saveProjectUser: async ({ body, repositories, now }) => repositories.users.addMember(body.projectId, body.userId, body.post, now),

  updateProjectUser: async ({ body, repositories }) => {
    const member = await repositories.users.member(body.projectId, body.id);
    await repositories.users.updateMember(member.id, body.post);
    return null;
  },

  removeProjectUser: async ({ body, repositories }) => {
    const member = await repositories.users.member(body.projectId, body.id);
    await repositories.users.removeMember(member.id);
    return null;
  },

  listProjectUsers: async ({ body, repositories }) => {
    const page = paging(body);
    const [members, total] = await repositories.users.memberPage(body.projectId, keywordOf(body), page);
    return pageOf(
      members.map((m) => ({
        id: m.id,
        userId: m.userId,
        projectId: m.projectId,
        username: m.user.username,
        nickname: m.user.nickname,
        phone: m.user.phone,
        post: m.post,
        createTime: m.createTime,
      })),
      total,
      page,
    );
  },

  listProjectUserOptions: async (context) => {
    const { list } = await projectUserOptions(context);
    return { list: list.map(({ post: _post, ...option }) => option) };
  },
  listProjectUserOptionsV2: projectUserOptions,
} satisfies HandlerMap;
