// Menu and router lists, served from the Menu table and filtered by the caller's roles.
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';
import type { MenuList } from '../db/reference';
import type { Principal } from '../services/principals';
import type { HandlerMap } from './context';

async function routes(
  prisma: PrismaClient,
  user: Principal,
  list: MenuList,
  scope?: 'project' | 'tenant',
): Promise<{ list: Schemas['Route'][] }> {
  const [menus, roleCount] = await Promise.all([
    prisma.menu.findMany({
      where: { list, roles: { some: { role: { code: { in: user.roles } } } }, ...(scope ? { scope: { in: ['all', scope] } } : {}) },
      include: { roles: { include: { role: { select: { code: true } } } } },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    }),
    prisma.role.count(),
  ]);
  const build = (parentId: number | null): Schemas['Route'][] =>
    menus
      .filter((m) => m.parentId === parentId)
      .map((m) => {
        const children = build(m.id);
        const roles = m.roles.map((r) => r.role.code);
        return {
          path: m.path,
          ...(m.name ? { name: m.name } : {}),
          ...(m.component ? { component: m.component } : {}),
          ...(m.redirect ? { redirect: m.redirect } : {}),
          // Routes open to every role carry no roles rule; the others name the roles that see them.
          meta: { ...(JSON.parse(m.meta) as Schemas['RouteMeta']), ...(roles.length < roleCount ? { roles } : {}) },
          ...(children.length ? { children } : {}),
        };
      });
  return { list: build(null) };
}

export const authRoleHandlers = {
  getMenuList: async ({ user, services }) => routes(services.prisma, user, 'menu'),
  getMenuListV2: async ({ user, body, services }) =>
    routes(services.prisma, user, 'menuV2', body.type ?? (body.projectId ? 'project' : undefined)),
  getRouterListV2: async ({ user, services }) => routes(services.prisma, user, 'router'),
} satisfies HandlerMap;
