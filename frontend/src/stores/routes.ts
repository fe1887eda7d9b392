// The route tree the shell renders: loaded once per session (from the server or the static list), and the menu
// list the side and top menus are built from (from the server; absent, the menus follow the route tree).
import { proxy, ref } from 'valtio';
import type { AppRoute } from '@/lib/routes';

type RouteList = ReturnType<typeof ref<AppRoute[]>>;

export const routesState = proxy({ loaded: false, list: ref([] as AppRoute[]), menu: undefined as RouteList | undefined });

export function setRoutes(list: AppRoute[], menu?: AppRoute[]): void {
  routesState.list = ref(list);
  routesState.menu = menu ? ref(menu) : undefined;
  routesState.loaded = true;
}

export function resetRoutes(): void {
  routesState.list = ref([]);
  routesState.menu = undefined;
  routesState.loaded = false;
}
