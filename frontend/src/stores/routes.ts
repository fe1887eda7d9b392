// The route tree the shell renders: loaded once per session (from the server or the static list).
import { proxy, ref } from 'valtio';
import type { AppRoute } from '@/lib/routes';

export const routesState = proxy({ loaded: false, list: ref([] as AppRoute[]) });

export function setRoutes(list: AppRoute[]): void {
  routesState.list = ref(list);
  routesState.loaded = true;
}

export function resetRoutes(): void {
  routesState.list = ref([]);
  routesState.loaded = false;
}
