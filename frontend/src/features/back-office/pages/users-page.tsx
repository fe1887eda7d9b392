// 用户管理 (view key system/user): users of the tenant in context. Tenant admins neither create system users nor
// change them (the server answers 403); nobody removes themselves or changes their own type or status (the server
// answers 400), so those actions show disabled with the reason.
import { Tag } from '@douyinfe/semi-ui-19';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RequestBody, Schemas } from '@smartsite/api';
import { callOperation } from '@/lib/api';
import { useAuthorisedProjects } from '@/lib/projects';
import { session } from '@/stores/user';
import { useCanCall } from '@/components/permission';
import { organisationOptions, useOrganisationTree } from '../api/options';
import { BackOfficePage } from '../components/back-office-page';
import { CrudTable, type CrudResource } from '../components/crud-table';
import { useStatusChoices } from '../components/status';
import { mobile, password, username } from '../lib/checks';
import { formatDateTime } from '../lib/format';

type User = Schemas['UserRow'];
type UserValues = Omit<RequestBody<'saveUser'>, 'tenantId'>;

const typeColors = { system: 'red', tenant: 'orange', user: 'blue' } as const;

export default function UsersPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const me = useSnapshot(session);
  const writable = useCanCall('saveUser');
  const { data: organisations } = useOrganisationTree(writable);
  const { data: projects } = useAuthorisedProjects();
  const status = useStatusChoices();
  const label = (field: string) => t(`users.${field}`);
  // Only system users may make or change system users.
  const assignableTypes: Schemas['UserType'][] = me.userType === 'system' ? ['system', 'tenant', 'user'] : ['tenant', 'user'];
  const administers = (user: User) => me.userType === 'system' || user.userType !== 'system';
  // Ids are opaque keys: a backend may send them as decimal strings.
  const isMe = (user: User) => String(user.id) === String(me.userId);
  // Built once per language: the table re-renders its rows only when the rows or the columns change (CrudTable).
  const columns = useMemo(() => {
    const label = (field: string) => t(`users.${field}`);
    return [
      { title: label('username'), dataIndex: 'username', width: 130 },
      { title: label('nickname'), dataIndex: 'nickname', width: 130 },
      { title: label('phone'), dataIndex: 'phone', width: 130 },
      {
        title: label('userType'),
        dataIndex: 'userType',
        width: 120,
        render: (type: User['userType']) => <Tag color={typeColors[type]}>{t(`userTypes.${type}`)}</Tag>,
      },
      // Every column has a width: Semi measures the header cells of those without one in the commit (a forced layout).
      { title: label('org'), dataIndex: 'orgName', width: 160, ellipsis: { showTitle: true } },
      { title: label('post'), dataIndex: 'post', width: 110, ellipsis: { showTitle: true } },
      status.column<User>(label('status')),
      { title: label('createTime'), dataIndex: 'createTime', width: 150, render: formatDateTime },
    ];
  }, [t, status]);

  const resource: CrudResource<User, UserValues> = {
    testId: 'user-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listUsers',
    nameOf: (user) => user.nickname || user.username,
    columns,
    fields: [
      { field: 'username', label: label('username'), required: true, checks: [username], lockedOnEdit: true },
      { field: 'nickname', label: label('nickname'), required: true, maxLength: 32 },
      { field: 'phone', label: label('phone'), required: true, checks: [mobile] },
      { field: 'password', label: label('password'), kind: 'password', required: true, checks: [password], only: 'create' },
      {
        field: 'userType',
        label: label('userType'),
        kind: 'select',
        required: true,
        options: assignableTypes.map((type) => ({ value: type, label: t(`userTypes.${type}`) })),
      },
      { field: 'orgId', label: label('org'), kind: 'treeSelect', treeData: organisationOptions(organisations ?? []) },
      { field: 'post', label: label('post'), maxLength: 32 },
      // Membership of existing users is managed on 项目人员 (updateUser would replace the whole list).
      {
        field: 'projectIds',
        label: label('projects'),
        kind: 'multiSelect',
        only: 'create',
        options: (projects ?? []).map((project) => ({ value: project.id, label: project.name })),
      },
      { field: 'status', label: label('status'), kind: 'select', required: true, options: status.options },
    ],
    createValues: { userType: 'user', status: 1 },
    editValues: (user) => ({ ...user, orgId: user.orgId ?? undefined }),
    create: (values) => callOperation('saveUser', values),
    update: (user, values) => callOperation('updateUser', { ...values, id: user.id }),
    remove: (user) => callOperation('removeUser', { id: user.id }),
    editable: administers,
    removable: administers,
    removeRefusal: (user) => (isMe(user) ? label('selfRemove') : undefined),
    lockedFields: (user) => (isMe(user) ? { userType: label('selfUserType'), status: label('selfStatus') } : {}),
  };

  return (
    <BackOfficePage>
      <CrudTable resource={resource} writable={writable} />
    </BackOfficePage>
  );
}
