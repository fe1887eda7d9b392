// Menu and router lists, served from the Menu table and filtered by the caller's roles.
import type { HandlerMap } from './context';

export const authRoleHandlers = {
  getMenuList: async ({ user, repositories }) => repositories.navigation.routes(user, 'menu'),
  getMenuListV2: async ({ user, body, repositories }) =>
    repositories.navigation.routes(user, 'menuV2', body.type ?? (body.projectId ? 'project' : undefined)),
  getRouterListV2: async ({ user, repositories }) => repositories.navigation.routes(user, 'router'),
} satisfies HandlerMap;
