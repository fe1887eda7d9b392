// Project-scoped pages (members, manager team, contracts, files, dashboard settings) work on one project: the
// one chosen in the navigation bar when it is authorised, else the first; a select on the page changes it
// for these pages only. The table pages use ProjectScopedTable (project-scoped-table.tsx).
import { Empty, Select, Spin } from '@douyinfe/semi-ui-19';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useAuthorisedProjects } from '@/lib/projects';
import { context } from '@/stores/context';
import { BackOfficePage } from './back-office-page';
import { sameId, sentId, type Id } from '@/lib/ids';

export interface ChosenProject {
  id: Id;
  name: string;
}

export function useProjectChoice(): { project?: ChosenProject; picker: ReactNode; status: ReactNode } {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const { data: projects, isLoading } = useAuthorisedProjects();
  const { projectId, menuType } = useSnapshot(context);
  const [chosenId, setChosenId] = useState<Id>();
  const preferred = chosenId ?? (menuType !== 'tenant' ? projectId : undefined);
  const project = projects?.find((item) => sameId(item.id, preferred)) ?? projects?.[0];
  const picker = (
    <Select
      aria-label={t('project')}
      prefix={t('project')}
      className="project-choice"
      filter
      value={project?.id}
      placeholder={t('chooseProject')}
      optionList={(projects ?? []).map((item) => ({ value: item.id, label: item.name }))}
      onChange={(value) => setChosenId(value as Id)}
      style={{ width: 300 }}
    />
  );
  const status = isLoading ? <Spin /> : <Empty description={t('noProject')} />;
  return { project, picker, status };
}

/** A page about the chosen project, the project select above its content. */
export function ProjectScopedPage({ children }: { children: (projectId: number) => ReactNode }) {
  const { project, picker, status } = useProjectChoice();
  return (
    <BackOfficePage>
      {project ? (
        <Fragment key={project.id}>
          <div className="crud-toolbar">{picker}</div>
          {children(sentId(project.id))}
        </Fragment>
      ) : (
        status
      )}
    </BackOfficePage>
  );
}
