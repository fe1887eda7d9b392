// 大屏配置 (view key project/dashboardConfig): what the chosen project's v2 dashboard shows (modelShow tabs,
// display name, title size, footer copyright), which dashboard version the project uses, and (for tenant and
// system users) the share links of its display boards.
import { RadioGroup, Spin, Typography } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@smartsite/api';
import { callOperation, useApi } from '@/lib/api';
import { toast } from '@/lib/notify';
import { useCanCall } from '@/components/permission';
import { ProjectScopedPage } from '../components/project-choice';
import { SettingsForm, type BasicFieldSpec } from '../components/settings-form';
import { ShareLinks } from '../components/share-links';
import { maxLength, pixelSize } from '../lib/checks';
import { modelShowLabels, modelShowList } from '../lib/dashboard';
import { tr } from '@/lib/i18n/phrases';

type DashboardValues = Omit<Schemas['DashboardConfig'], 'modelShow'> & { modelShow: string[] };
type Version = Schemas['DashboardVersion']['dashboardVersion'];

function DashboardSettings({ projectId, writable }: { projectId: number; writable: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const body = { projectId };
  const config = useApi('getV2DashboardConfig', body);
  const version = useApi('getProjectDashboardVersion', body);
  const label = (field: string) => t(`dashboardConfig.${field}`);
  const fields: BasicFieldSpec<DashboardValues>[] = [
    {
      field: 'modelShow',
      label: label('modelShow'),
      kind: 'checkboxes',
      // The values are the Chinese labels the server stores; only what the checkbox reads is translated.
      options: modelShowLabels.map((module) => ({ value: module, label: tr(module) })),
    },
    { field: 'showProjectName', label: label('showProjectName'), placeholder: label('showProjectNameHint'), maxLength: 50 },
    { field: 'showProjectSize', label: label('showProjectSize'), placeholder: '32px', checks: [pixelSize] },
    { field: 'copyright', label: label('copyright'), placeholder: label('copyrightHint'), checks: [maxLength(100)] },
  ];

  const changeVersion = async (dashboardVersion: Version) => {
    const saved = await callOperation('updateProjectDashboardVersion', { projectId, dashboardVersion }).catch(() => undefined);
    if (!saved) return;
    toast('success', t('saved'));
    await version.mutate(saved, { revalidate: false });
  };

  if (!config.data || !version.data) return <Spin />;
  return (
    <>
      <div className="dashboard-version">
        <Typography.Text strong>{label('version')}</Typography.Text>
        <RadioGroup
          type="button"
          aria-label={label('version')}
          value={version.data.dashboardVersion}
          disabled={!writable}
          options={(['v1', 'v2'] as const).map((value) => ({ value, label: label(`versions.${value}`) }))}
          onChange={(event) => void changeVersion(event.target.value as Version)}
        />
      </div>
      <SettingsForm<DashboardValues>
        label={label('title')}
        fields={fields}
        initValues={{ ...config.data, modelShow: modelShowList(config.data.modelShow) }}
        writable={writable}
        onSubmit={(values) => callOperation('saveDashboard', { ...values, projectId, modelShow: values.modelShow.join(',') })}
        onSaved={() => void config.mutate()}
      />
    </>
  );
}

export default function DashboardConfigPage() {
  const writable = useCanCall('saveDashboard');
  return (
    <ProjectScopedPage>
      {(projectId) => (
        <>
          <DashboardSettings projectId={projectId} writable={writable} />
          {writable ? <ShareLinks projectId={projectId} /> : null}
        </>
      )}
    </ProjectScopedPage>
  );
}
