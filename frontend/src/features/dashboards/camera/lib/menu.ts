// Which menu entry the location matches: the page whose path (and query, if it has one) equals the location's,
// and the first-level tab holding it.
import { cameraMenu, cameraGroups, type CameraGroup, type FirstLevelTab, type MenuPage } from '../config/menu';

export function findActiveEntry(pathname: string, search: string): { tab: FirstLevelTab; page: MenuPage } | undefined {
  const params = new URLSearchParams(search);
  for (const tab of cameraMenu) {
    for (const page of tab.pages) {
      const [path, query] = page.to.split('?');
      if (path !== pathname) continue;
      const wanted = new URLSearchParams(query ?? '');
      if ([...wanted].every(([key, value]) => params.get(key) === value)) return { tab, page };
    }
  }
  return undefined;
}

export function isCameraGroup(value: string | null): value is CameraGroup {
  return value !== null && value in cameraGroups;
}
