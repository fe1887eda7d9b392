// 项目人员 (view key project/users): members of the chosen project; system and tenant users add users of the
// tenant, change their position on the project and take them off it.
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@smartsite/api';
import { callOperation } from '@/lib/api';
import { useCanCall } from '@/components/permission';
import { useTenantUsers } from '../api/options';
import type { CrudResource } from '../components/crud-table';
import { ProjectScopedTable } from '../components/project-scoped-table';
import { formatDateTime } from '../lib/format';

type Member = Schemas['ProjectUserRow'];
interface MemberValues {
  userId: number;
  post?: string;
}

export default function ProjectUsersPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('saveProjectUser');
  const { data: users } = useTenantUsers(writable);
  const label = (field: string) => t(`projectUsers.${field}`);
  const resourceOf = (projectId: number): CrudResource<Member, MemberValues> => ({
    testId: 'project-user-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listProjectUsers',
    listBody: (query) => ({ ...query, projectId }),
    nameOf: (member) => member.nickname || member.username,
    columns: [
      { title: label('username'), dataIndex: 'username' },
      { title: label('nickname'), dataIndex: 'nickname' },
      { title: label('phone'), dataIndex: 'phone' },
      { title: label('post'), dataIndex: 'post' },
      { title: label('createTime'), dataIndex: 'createTime', width: 150, render: formatDateTime },
    ],
    fields: [
      {
        field: 'userId',
        label: label('user'),
        kind: 'select',
        required: true,
        only: 'create',
        options: (users?.list ?? []).map((user) => ({ value: user.id, label: `${user.nickname}（${user.username}）` })),
      },
      { field: 'post', label: label('post'), maxLength: 32 },
    ],
    create: (values) => callOperation('saveProjectUser', { ...values, projectId }),
    update: (member, values) => callOperation('updateProjectUser', { projectId, id: member.id, post: values.post ?? '' }),
    remove: (member) => callOperation('removeProjectUser', { projectId, id: member.id }),
  });

  return <ProjectScopedTable writable={writable} resourceOf={resourceOf} />;
}
