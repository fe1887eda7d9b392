// Camera statistics across sites, from each site's camera list: totals, and a chart of online and offline
// cameras per site.
import type { Schemas } from '@smartsite/api';
import type { ProjectCameras } from '../api/use-project-cameras';
import { tr } from '@/lib/i18n/phrases';

export function cameraTotals(sites: readonly ProjectCameras[]) {
  const total = sites.reduce((sum, site) => sum + site.cameras.total, 0);
  const online = sites.reduce((sum, site) => sum + site.cameras.online, 0);
  return { total, online, offline: total - online, onlineRate: total ? Math.round((online / total) * 1000) / 10 : 0 };
}

export function camerasPerSite(sites: readonly ProjectCameras[]): Schemas['Chart'] {
  return {
    categories: sites.map((site) => site.project.name),
    series: [
      { name: tr('在线'), data: sites.map((site) => site.cameras.online) },
      { name: tr('离线'), data: sites.map((site) => site.cameras.total - site.cameras.online) },
    ],
    unit: tr('台'),
  };
}
