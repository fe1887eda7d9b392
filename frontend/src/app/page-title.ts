// The current page's title: its route's title in the role-gated tree, or the fixed title of a page outside it.
// The document title and the shell's page heading both show it.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { forbiddenPath, loginPath, notFoundPath, registerPath, tenantChangePath } from '@/config/paths';
import { titleOf } from '@/lib/route-titles';
import { findRouteChain } from '@/lib/routes';
import { routesState } from '@/stores/routes';

/** Titles of the pages outside the role-gated tree (locale keys). */
const fixedTitles: Record<string, string> = {
  [loginPath]: 'login.submit',
  [registerPath]: 'register.title',
  [forbiddenPath]: 'pages.forbidden',
  [notFoundPath]: 'pages.notFound',
  [tenantChangePath]: 'tenant.title',
};

export function usePageTitle(): string | undefined {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const { list } = useSnapshot(routesState);
  const route = findRouteChain(list, pathname).at(-1);
  const routeTitle = route ? titleOf(route, i18n.language) : undefined;
  const fixed = fixedTitles[pathname];
  return routeTitle ?? (fixed ? t(fixed) : undefined);
}
