// 合同管理 (view key project/contract): contracts of the chosen project. The contract has list and add only.
import { useTranslation } from 'react-i18next';
import type { RequestBody, Schemas } from '@smartsite/api';
import { callOperation } from '@/lib/api';
import { groupDigits } from '@/lib/group-digits';
import { useCanCall } from '@/components/permission';
import type { CrudResource } from '../components/crud-table';
import { ProjectScopedTable } from '../components/project-scoped-table';
import { between } from '../lib/checks';
import { enumLabel } from '@/lib/i18n/enums';

type Contract = Schemas['Contract'];
type ContractValues = Omit<RequestBody<'addContract'>, 'tenantId' | 'projectId'>;

export default function ContractsPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('addContract');
  const label = (field: string) => t(`contracts.${field}`);
  const resourceOf = (projectId: number): CrudResource<Contract, ContractValues> => ({
    testId: 'contract-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listContracts',
    listBody: (query) => ({ ...query, projectId }),
    nameOf: (contract) => contract.name,
    columns: [
      { title: label('code'), dataIndex: 'code', width: 150 },
      { title: label('name'), dataIndex: 'name' },
      { title: label('type'), dataIndex: 'type', width: 110, render: (type?: string) => (type ? enumLabel(type) : type) },
      { title: label('partyA'), dataIndex: 'partyA' },
      { title: label('partyB'), dataIndex: 'partyB' },
      { title: label('amount'), dataIndex: 'amount', width: 130, align: 'right', render: (amount: number) => groupDigits(amount) },
      { title: label('signDate'), dataIndex: 'signDate', width: 110 },
    ],
    fields: [
      { field: 'name', label: label('name'), required: true, maxLength: 100 },
      { field: 'code', label: label('code'), required: true, maxLength: 50 },
      { field: 'type', label: label('type'), maxLength: 32 },
      { field: 'partyA', label: label('partyA'), required: true, maxLength: 100 },
      { field: 'partyB', label: label('partyB'), required: true, maxLength: 100 },
      { field: 'amount', label: label('amount'), kind: 'number', required: true, min: 0, max: 1e8, checks: [between(0, 1e8)] },
      { field: 'signDate', label: label('signDate'), kind: 'date', required: true },
    ],
    create: (values) => callOperation('addContract', { ...values, projectId }),
  });

  return <ProjectScopedTable writable={writable} resourceOf={resourceOf} />;
}
