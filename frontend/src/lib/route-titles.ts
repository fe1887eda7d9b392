// Route titles in the user's language (menus, breadcrumb, tabs, page title). The server's router list titles
// its routes in Chinese: that text is the zh rendering and the fallback for any route a locale does not know.
// Other languages name a route in their `routeTitles` table by its router-list name; a route that comes without
// its usual name is found by the Chinese title it has in the shell's own tree (config/routes).
import type { Schemas } from '@smartsite/api';
import { staticRoutes } from '@/config/routes';
import { i18n } from './i18n';

type AppRoute = Schemas['Route'];

/** What a title lookup needs of a route (a visited tab keeps both). */
export interface TitledRoute {
  name?: string;
  /** The server's (Chinese) title. */
  title: string;
}

function namesByChineseTitle(routes: readonly AppRoute[], names = new Map<string, string>()): Map<string, string> {
  for (const route of routes) {
    if (route.name) names.set(route.meta.title, route.name);
    if (route.children) namesByChineseTitle(route.children, names);
  }
  return names;
}

const knownNames = namesByChineseTitle(staticRoutes);

export function routeTitle(route: TitledRoute, language: string): string {
  const table = i18n.getResource(language, 'translation', 'routeTitles') as Record<string, string> | undefined;
  if (!table) return route.title;
  const byName = route.name ? table[route.name] : undefined;
  const byTitle = table[knownNames.get(route.title) ?? ''];
  return byName ?? byTitle ?? route.title;
}

/** The title of a route of the router list. */
export function titleOf(route: AppRoute, language: string): string {
  return routeTitle({ name: route.name, title: route.meta.title }, language);
}
