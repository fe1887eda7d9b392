// The project a dashboard shows (docs/requirements/dashboards.md#dashboard-project): the authorised list is fetched; with no
// stored projectId the first project is chosen and stored. A stored id that is not in the list (left by
// another account) is treated the same way: its calls would only be refused.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { pickProject, useAuthorisedProjects } from '@/lib/projects';
import { context, setContext } from '@/stores/context';
import { sameId, type Id } from '@/lib/ids';

export type DashboardProjectState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; project: { id: Id; name: string } };

export function useDashboardProject(): DashboardProjectState {
  const { projectId } = useSnapshot(context);
  const { data: projects, error, isLoading } = useAuthorisedProjects();
  const chosen = projects ? pickProject(projects, projectId) : undefined;

  useEffect(() => {
    if (chosen && !sameId(chosen.id, projectId)) setContext({ projectId: chosen.id, projectName: chosen.name, menuType: 'project' });
  }, [chosen, projectId]);

  if (isLoading || (!projects && !error)) return { status: 'loading' };
  // A failed list fetch is ignored silently (docs/requirements/dashboards.md#dashboard-project): keep showing the stored project, if any.
  if (!chosen)
    return projectId && error ? { status: 'ready', project: { id: projectId, name: context.projectName ?? '' } } : { status: 'none' };
  return sameId(chosen.id, projectId) ? { status: 'ready', project: chosen } : { status: 'loading' };
}
