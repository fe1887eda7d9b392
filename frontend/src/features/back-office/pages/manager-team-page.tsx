// 管理人员 (view key project/team): the manager team of the chosen project; every member of the project may
// keep it (the contract puts no user type on these calls).
import { Tag } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import type { RequestBody, Schemas } from '@smartsite/api';
import { callOperation } from '@/lib/api';
import { useCanCall } from '@/components/permission';
import type { CrudResource } from '../components/crud-table';
import { ProjectScopedTable } from '../components/project-scoped-table';
import { mobile } from '../lib/checks';

type Member = Schemas['ManagerTeamMember'];
type MemberValues = Omit<RequestBody<'addManagerTeamMember'>, 'tenantId' | 'projectId'>;

export default function ManagerTeamPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('addManagerTeamMember');
  const label = (field: string) => t(`team.${field}`);
  const resourceOf = (projectId: number): CrudResource<Member, MemberValues> => ({
    testId: 'manager-team-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listManagerTeam',
    listBody: (query) => ({ ...query, projectId }),
    nameOf: (member) => member.name,
    columns: [
      { title: label('name'), dataIndex: 'name' },
      { title: label('post'), dataIndex: 'post' },
      { title: label('phone'), dataIndex: 'phone' },
      { title: label('company'), dataIndex: 'company' },
      {
        title: label('present'),
        dataIndex: 'present',
        width: 100,
        render: (present?: boolean) => <Tag color={present ? 'green' : 'grey'}>{label(present ? 'yes' : 'no')}</Tag>,
      },
    ],
    fields: [
      { field: 'name', label: label('name'), required: true, maxLength: 32 },
      { field: 'post', label: label('post'), required: true, maxLength: 32 },
      { field: 'phone', label: label('phone'), required: true, checks: [mobile] },
      { field: 'company', label: label('company'), required: true, maxLength: 100 },
    ],
    create: (values) => callOperation('addManagerTeamMember', { ...values, projectId }),
    update: (member, values) => callOperation('updateManagerTeamMember', { ...values, projectId, id: member.id }),
    remove: (member) => callOperation('removeManagerTeamMember', { projectId, id: member.id }),
  });

  return <ProjectScopedTable writable={writable} resourceOf={resourceOf} />;
}
