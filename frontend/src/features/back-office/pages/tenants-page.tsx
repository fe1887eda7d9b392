// 租户管理 (view key system/tenant, system users): tenants are listed, created and edited; the contract has no
// call to remove one (status 停用 takes a tenant out of the switcher).
import { useTranslation } from 'react-i18next';
import type { RequestBody, Schemas } from '@smartsite/api';
import { systemPermission } from '@/config/permissions';
import { Permission, useCanCall } from '@/components/permission';
import { callOperation } from '@/lib/api';
import { BackOfficePage } from '../components/back-office-page';
import { CrudTable, type CrudResource } from '../components/crud-table';
import { useStatusChoices } from '../components/status';
import { creditCode, mobileOrLandline } from '../lib/checks';

type Tenant = Schemas['Tenant'];
type TenantValues = Omit<RequestBody<'saveTenant'>, 'tenantId' | 'id'>;

export default function TenantsPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('saveTenant');
  const status = useStatusChoices();
  const label = (field: string) => t(`tenants.${field}`);

  const resource: CrudResource<Tenant, TenantValues> = {
    testId: 'tenant-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listTenants',
    nameOf: (tenant) => tenant.name,
    columns: [
      { title: label('name'), dataIndex: 'name' },
      { title: label('enterpriseName'), dataIndex: 'enterpriseName' },
      { title: label('unifiedCreditCode'), dataIndex: 'unifiedCreditCode', width: 190 },
      { title: label('contact'), dataIndex: 'contact', width: 110 },
      { title: label('phone'), dataIndex: 'phone', width: 150 },
      status.column(label('status')),
      { title: label('expireTime'), dataIndex: 'expireTime', width: 110 },
    ],
    fields: [
      { field: 'name', label: label('name'), required: true, maxLength: 64 },
      { field: 'enterpriseName', label: label('enterpriseName'), required: true, maxLength: 100 },
      { field: 'unifiedCreditCode', label: label('unifiedCreditCode'), required: true, checks: [creditCode] },
      { field: 'contact', label: label('contact'), maxLength: 32 },
      { field: 'phone', label: label('phone'), checks: [mobileOrLandline] },
      {
        field: 'status',
        label: label('status'),
        kind: 'select',
        required: true,
        options: status.options,
      },
      { field: 'expireTime', label: label('expireTime'), kind: 'date' },
    ],
    createValues: { status: 1 },
    create: (values) => callOperation('saveTenant', values),
    update: (tenant, values) => callOperation('saveTenant', { ...values, id: tenant.id }),
    // The tenant switcher lists enabled tenants.
    affects: ['listTenantNodes', 'getEmpowerNodeTree'],
  };

  return (
    <BackOfficePage>
      <Permission rule={systemPermission}>
        <CrudTable resource={resource} writable={writable} />
      </Permission>
    </BackOfficePage>
  );
}
