// The authorised project list and the project switch shared by the navigation bars and the dashboards.
import { setContext } from '@/stores/context';
import { silentApi, unwrap, useApi } from './api';
import type { Id } from './ids';

/** Authorised projects [{id, name}] (POST /api/project/authList); failures are silent (spec 01 §8). */
export function useAuthorisedProjects() {
  return useApi('listAuthorisedProjects', () => unwrap(silentApi.POST('/api/project/authList', { body: {} })));
}

/** Stores the chosen project (spec 01 §2.8: id locally, then reload) with its name and menuType 'project'. */
export function switchProject(project: { id: Id; name: string }): void {
  setContext({ projectId: project.id, projectName: project.name, menuType: 'project' });
  window.location.reload();
}
