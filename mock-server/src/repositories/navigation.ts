// Where a user may go: the menu and router lists (the Menu table, filtered by the caller's roles) and the header's
// search suggestions.
import type { Schemas } from '@smartsite/api';
import type { PrismaClient } from '../db/client';
import type { MenuList } from '../db/reference';
import type { Principal } from '../services/principals';

export class NavigationRepository {
  constructor(private readonly db: PrismaClient) {}

  async routes(user: Principal, list: MenuList, scope?: 'project' | 'tenant'): Promise<{ list: Schemas['Route'][] }> {
    const [menus, roleCount] = await Promise.all([
      this.db.menu.findMany({
        where: { list, roles: { some: { role: { code: { in: user.roles } } } }, ...(scope ? { scope: { in: ['all', scope] } } : {}) },
        include: { roles: { include: { role: { select: { code: true } } } } },
        orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      }),
      this.db.role.count(),
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

  searchSuggestions() {
    return this.db.searchSuggestion.findMany({ orderBy: { sort: 'asc' } });
  }
}
