// The cameras of several projects at once (listDashboardVideos per project, asked with an explicit projectId),
// for the county-wide pages: statistics per site and the group carousels.
import type { ResponseData } from '@smartsite/api';
import { useApi } from '@/lib/api';
import { callOperation } from '../../shared/api/call-operation';

export interface ProjectCameras {
  project: { id: number; name: string };
  cameras: ResponseData<'listDashboardVideos'>;
}

export function useProjectCameras(projects: readonly { id: number; name: string }[] | undefined) {
  const ids = projects?.map((project) => project.id);
  return useApi(
    projects ? 'listDashboardVideos' : null,
    () =>
      Promise.all(
        (projects ?? []).map(async (project) => ({
          project,
          cameras: await callOperation('listDashboardVideos', { projectId: project.id }),
        })),
      ),
    { body: { projectIds: ids } },
  );
}
