// 项目列表 (view key project/list): the tenant's projects; system and tenant users create, edit and remove them.
import { Tag } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import type { RequestBody, Schemas } from '@smartsite/api';
import { callOperation } from '@/lib/api';
import { useCanCall } from '@/components/permission';
import { organisationOptions, useOrganisationTree } from '../api/options';
import { BackOfficePage } from '../components/back-office-page';
import { CrudTable, type CrudResource } from '../components/crud-table';
import { between, maxLength, mobileOrLandline, notBefore, webAddress } from '../lib/checks';
import { contractEnums, enumLabel } from '@/lib/i18n/enums';

type Project = Schemas['Project'];
type ProjectValues = Omit<RequestBody<'saveProject'>, 'tenantId'>;

const statuses = Object.keys(contractEnums.ProjectStatus) as Schemas['ProjectStatus'][];
const statusColors = { 筹备: 'grey', 在建: 'blue', 停工: 'orange', 完工: 'green' } as const;

export default function ProjectsPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('saveProject');
  const { data: organisations } = useOrganisationTree(writable);
  const label = (field: string) => t(`projects.${field}`);

  const resource: CrudResource<Project, ProjectValues> = {
    testId: 'project-table',
    entity: label('entity'),
    searchPlaceholder: label('search'),
    listOperation: 'listProjects',
    nameOf: (project) => project.name,
    columns: [
      { title: label('name'), dataIndex: 'name', width: 220 },
      { title: label('org'), dataIndex: 'orgName' },
      {
        title: label('status'),
        dataIndex: 'status',
        width: 90,
        render: (status: Project['status']) => <Tag color={statusColors[status]}>{enumLabel(status)}</Tag>,
      },
      // A long address on one line pushed 项目经理 under the fixed 操作 column at 1366x768; cut, the full one on hover.
      {
        title: label('address'),
        dataIndex: 'address',
        render: (address?: string) => (
          <span className="cell-cut" title={address}>
            {address}
          </span>
        ),
      },
      { title: label('startDate'), dataIndex: 'startDate', width: 110 },
      { title: label('endDate'), dataIndex: 'endDate', width: 110 },
      { title: label('manager'), dataIndex: 'manager', width: 100 },
    ],
    fields: [
      { field: 'name', label: label('name'), required: true, maxLength: 64 },
      { field: 'orgId', label: label('org'), kind: 'treeSelect', required: true, treeData: organisationOptions(organisations ?? []) },
      {
        field: 'status',
        label: label('status'),
        kind: 'select',
        options: statuses.map((status) => ({ value: status, label: enumLabel(status) })),
      },
      { field: 'startDate', label: label('startDate'), kind: 'date', required: true },
      { field: 'endDate', label: label('endDate'), kind: 'date', required: true, checks: [notBefore('startDate', label('startDate'))] },
      { field: 'address', label: label('address'), maxLength: 200 },
      { field: 'manager', label: label('manager'), maxLength: 32 },
      { field: 'phone', label: label('phone'), checks: [mobileOrLandline, maxLength(20)] },
      { field: 'investment', label: label('investment'), kind: 'number', min: 0, max: 1e8, checks: [between(0, 1e8)] },
      { field: 'area', label: label('area'), kind: 'number', min: 0, max: 1e8, checks: [between(0, 1e8)] },
      { field: 'lng', label: label('lng'), kind: 'number', min: -180, max: 180, checks: [between(-180, 180)] },
      { field: 'lat', label: label('lat'), kind: 'number', min: -90, max: 90, checks: [between(-90, 90)] },
      { field: 'description', label: label('description'), kind: 'textarea', maxLength: 2000 },
    ],
    create: (values) => callOperation('saveProject', values),
    update: (project, values) => callOperation('updateProject', { ...values, id: project.id }),
    remove: (project) => callOperation('removeProject', { id: project.id }),
    rowForms: [
      {
        label: label('safetyQuality'),
        fields: [
          { field: 'safetyTarget', label: label('safetyTarget'), kind: 'textarea', maxLength: 200 },
          { field: 'qualityTarget', label: label('qualityTarget'), kind: 'textarea', maxLength: 200 },
        ],
        submit: (project, values) => callOperation('updateProjectSafetyQuality', { ...values, id: project.id }),
      },
      {
        label: label('responsible'),
        fields: (['buildUnit', 'constructionUnit', 'designUnit', 'supervisionUnit'] as const).map((field) => ({
          field,
          label: label(field),
          maxLength: 100,
        })),
        submit: (project, values) => callOperation('updateProjectResponsibleEntity', { ...values, id: project.id }),
      },
      {
        label: label('baseFile'),
        fields: [
          { field: 'fileUrl', label: label('fileUrl'), required: true, checks: [webAddress], maxLength: 500 },
          { field: 'fileName', label: label('fileName'), required: true, maxLength: 200 },
        ],
        values: async (project) => {
          const file = await callOperation('getProjectBaseFileUrl', { id: project.id });
          return { fileUrl: file.url, fileName: file.fileName };
        },
        submit: (project, values) =>
          callOperation('updateProjectBaseFile', { fileUrl: String(values.fileUrl), fileName: String(values.fileName), id: project.id }),
      },
    ],
    // The navigation bar's switchers, the overview and the empower lists show projects too.
    affects: ['getAuthorisedProjectTreeV2', 'getAuthorisedProjectTreeV3', 'listAuthorisedProjects', 'getIndexShow', 'getEmpowerNodeTree'],
  };

  return (
    <BackOfficePage>
      <CrudTable resource={resource} writable={writable} />
    </BackOfficePage>
  );
}
