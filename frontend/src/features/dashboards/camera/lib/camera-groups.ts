// The two camera groups of the county platform (docs/requirements/dashboards.md#camera-groups: rongxi, qidong). The spec does not say which sites
// belong to which; we split the authorised projects by longitude: those west of the middle of their spread
// form 融西 (the west district), the others the 启动区 (start-up zone). With one project, it is in both.
import type { CameraGroup } from '../config/menu';

export interface SitePoint {
  id: number;
  name: string;
  lng: number;
}

export function projectsOfGroup<P extends SitePoint>(projects: readonly P[], group: CameraGroup): P[] {
  if (projects.length < 2) return [...projects];
  const longitudes = projects.map((project) => project.lng);
  const middle = (Math.min(...longitudes) + Math.max(...longitudes)) / 2;
  return projects.filter((project) => (group === 'rongxi' ? project.lng < middle : project.lng >= middle));
}
