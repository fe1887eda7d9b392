// Cameras of every site (getIndexShow's projects, then listDashboardVideos for each) handed to a render
// function, inside a panel with the usual states.
import type { ReactNode } from 'react';
import { useOperation } from '../../shared/api/use-operation';
import { failedPanel, Panel } from '../../shared/components/panel';
import { useProjectCameras, type ProjectCameras } from '../api/use-project-cameras';

export interface SiteCamerasProps {
  title: string;
  testId: string;
  grow?: number;
  /** Which sites to include (default all). */
  pick?: (projects: { id: number; name: string; lng: number }[]) => { id: number; name: string }[];
  extra?: (sites: ProjectCameras[]) => ReactNode;
  children: (sites: ProjectCameras[]) => ReactNode;
}

export function SiteCamerasPanel({ title, testId, grow, pick, extra, children }: SiteCamerasProps) {
  const { data: show, error: showError } = useOperation('getIndexShow');
  const projects = show ? (pick ? pick(show.projects) : show.projects) : undefined;
  const { data: sites, error } = useProjectCameras(projects);
  const failure = showError ?? error;
  const failed = failure ? failedPanel(failure) : undefined;
  const state = failed?.state ?? (!sites ? 'loading' : sites.every((site) => site.cameras.total === 0) ? 'empty' : 'ready');
  return (
    <Panel
      title={title}
      testId={testId}
      grow={grow}
      state={state}
      errorMessage={failed?.message}
      extra={sites && extra ? extra(sites) : undefined}
    >
      {sites ? children(sites) : null}
    </Panel>
  );
}
