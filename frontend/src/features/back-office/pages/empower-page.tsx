// 授权管理 (view key system/empower, system users): which modules each project of the tenant in context may use,
// and until when.
import { Tag } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RequestBody, Schemas } from '@smartsite/api';
import { systemPermission } from '@/config/permissions';
import { Permission, useCanCall } from '@/components/permission';
import { callOperation } from '@/lib/api';
import { context } from '@/stores/context';
import { useEmpowerModules, useEmpowerNodeTree } from '../api/options';
import { BackOfficePage } from '../components/back-office-page';
import { CrudTable, type CrudResource } from '../components/crud-table';
import { notBefore } from '../lib/checks';
import { sameId } from '@/lib/ids';
import { moduleLabel } from '@/lib/i18n/enums';

type EmpowerRecord = Schemas['EmpowerRecord'];
type EmpowerValues = Omit<RequestBody<'saveEmpowerRecord'>, 'tenantId' | 'id'>;
type Node = Schemas['ProjectTreeNode'];

/** The project nodes below a node. */
function projectsBelow(node: Node): Node[] {
  return node.type === 'project' ? [node] : node.subgroup.flatMap(projectsBelow);
}

function EmpowerTable() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('saveEmpowerRecord');
  const { tenantId } = useSnapshot(context);
  const { data: modules } = useEmpowerModules();
  const { data: tree } = useEmpowerNodeTree();
  // Records are listed per tenant in context, so grants are offered for that tenant's projects.
  const tenant = tree?.find((node) => sameId(node.tenantId ?? node.id, tenantId));
  const label = (field: string) => t(`empower.${field}`);

  const resource: CrudResource<EmpowerRecord, EmpowerValues> = {
    testId: 'empower-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listEmpowerRecords',
    nameOf: (record) => `${record.projectName} · ${moduleLabel(record.moduleCode, record.moduleName)}`,
    columns: [
      { title: label('project'), dataIndex: 'projectName' },
      {
        title: label('module'),
        dataIndex: 'moduleName',
        width: 120,
        render: (name: string, record) => moduleLabel(record.moduleCode, name),
      },
      { title: label('startTime'), dataIndex: 'startTime', width: 120 },
      { title: label('expireTime'), dataIndex: 'expireTime', width: 120 },
      {
        title: label('state'),
        dataIndex: 'expired',
        width: 90,
        render: (expired: boolean) => <Tag color={expired ? 'red' : 'green'}>{label(expired ? 'expired' : 'valid')}</Tag>,
      },
    ],
    fields: [
      {
        field: 'projectId',
        label: label('project'),
        kind: 'select',
        required: true,
        options: (tenant ? projectsBelow(tenant) : []).map((node) => ({ value: node.projectId ?? node.id, label: node.name })),
      },
      {
        field: 'moduleCode',
        label: label('module'),
        kind: 'select',
        required: true,
        options: (modules?.list ?? []).map((module) => ({ value: module.code, label: moduleLabel(module.code, module.name) })),
      },
      { field: 'startTime', label: label('startTime'), kind: 'date' },
      {
        field: 'expireTime',
        label: label('expireTime'),
        kind: 'date',
        required: true,
        checks: [notBefore('startTime', label('startTime'))],
      },
    ],
    create: (values) => callOperation('saveEmpowerRecord', values),
    update: (record, values) => callOperation('saveEmpowerRecord', { ...values, id: record.id }),
    remove: (record) => callOperation('removeEmpowerRecord', { id: record.id }),
    // The expired-module banner reads the same authorisations.
    affects: ['getModuleAuthStatus'],
  };

  return <CrudTable resource={resource} writable={writable} />;
}

export default function EmpowerPage() {
  return (
    <BackOfficePage>
      {/* The option calls are system-only: nothing is fetched for anyone else. */}
      <Permission rule={systemPermission}>
        <EmpowerTable />
      </Permission>
    </BackOfficePage>
  );
}
