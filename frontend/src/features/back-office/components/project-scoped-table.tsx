// A CRUD table of the project chosen on the page (project-choice.tsx), with the project select in its toolbar.
import { sentId } from '@/lib/ids';
import { BackOfficePage } from './back-office-page';
import { CrudTable, type CrudResource } from './crud-table';
import { useProjectChoice } from './project-choice';

export function ProjectScopedTable<Row extends { id: number }, Values>({
  writable,
  resourceOf,
}: {
  writable: boolean;
  resourceOf: (projectId: number) => CrudResource<Row, Values>;
}) {
  const { project, picker, status } = useProjectChoice();
  return (
    <BackOfficePage>
      {project ? <CrudTable key={project.id} resource={resourceOf(sentId(project.id))} writable={writable} toolbar={picker} /> : status}
    </BackOfficePage>
  );
}
