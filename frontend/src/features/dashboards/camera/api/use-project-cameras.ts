// The cameras of several projects at once (listDashboardVideos per project, asked with an explicit projectId),
// for the county-wide pages: statistics per site and the group carousels.
import type { ResponseData } from '@smartsite/api';
import { useApiEach } from '@/lib/api';

export interface ProjectCameras {
  project: { id: number; name: string };
  cameras: ResponseData<'listDashboardVideos'>;
}

export function useProjectCameras(projects: readonly { id: number; name: string }[] | undefined) {
  const { data, error } = useApiEach(
    'listDashboardVideos',
    projects?.map((project) => ({ projectId: project.id })),
    { policy: { toast: false } },
  );
  const sites: ProjectCameras[] | undefined = projects && data?.map((cameras, index) => ({ project: projects[index]!, cameras }));
  return { data: sites, error };
}
