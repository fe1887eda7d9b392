// The authorised project list and the project switch shared by the navigation bars and the dashboards.
import { setContext } from '@/stores/context';
import { callOperation, useApi } from './api';
import { sameId, type Id } from './ids';

/** Authorised projects [{id, name}] (POST /api/project/authList); failures are silent (docs/requirements/envelope.md#silent-failures). */
export function fetchAuthorisedProjects() {
  return callOperation('listAuthorisedProjects', {}, { quiet: true });
}

/**
 * Read once per page: a display board polls what it shows (board-refresh), and each call of a refresh is main-thread
 * time on the TV box, so the list that only picks the board's project stays out of its pace.
 */
export function useAuthorisedProjects() {
  return useApi('listAuthorisedProjects', undefined, { policy: { quiet: true }, config: { refreshInterval: 0 } });
}

/**
 * The project a dashboard opens on (docs/requirements/dashboards.md#dashboard-project): the stored one if it is authorised, else the first authorised one
 * (a stored id left by another account would only be refused).
 */
export function pickProject<P extends { id: Id }>(projects: readonly P[], storedId: Id | undefined): P | undefined {
  return projects.find((project) => sameId(project.id, storedId)) ?? projects[0];
}

/** Stores the chosen project (docs/requirements/projects.md#project-change-panel: id locally, then reload) with its name and menuType 'project'. */
export function switchProject(project: { id: Id; name: string }): void {
  setContext({ projectId: project.id, projectName: project.name, menuType: 'project' });
  window.location.reload();
}
