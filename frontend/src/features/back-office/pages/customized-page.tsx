// Logo定制 (view key system/customized): the tenant's logo image, title and copyright shown by the shell.
import { Spin, Typography, useFormState } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import type { RequestBody } from '@smartsite/api';
import { appTitle } from '@/config/settings';
import { callOperation, useApi } from '@/lib/api';
import { mediaUrl } from '@/lib/media';
import { useCanCall } from '@/components/permission';
import { BackOfficePage } from '../components/back-office-page';
import { SettingsForm, type BasicFieldSpec } from '../components/settings-form';
import { webAddress } from '../lib/checks';

type LogoValues = Omit<RequestBody<'saveOrganisationCustomized'>, 'tenantId'>;

/** The logo as the shell will show it, following the form as it is typed. */
function LogoPreview() {
  const { values } = useFormState();
  const logo = values as Partial<LogoValues>;
  return (
    <div className="logo-preview" data-testid="logo-preview">
      <img src={mediaUrl(logo.minPhoto) || '/favicon.ico'} alt="" />
      <Typography.Title heading={3} className="card-heading">
        {logo.title || appTitle}
      </Typography.Title>
      <Typography.Text type="tertiary">{logo.copyright}</Typography.Text>
    </div>
  );
}

export default function CustomizedPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'backOffice' });
  const writable = useCanCall('saveOrganisationCustomized');
  const { data, mutate } = useApi('getOrganisationCustomized');
  const label = (field: string) => t(`customized.${field}`);
  const fields: BasicFieldSpec<LogoValues>[] = [
    { field: 'minPhoto', label: label('minPhoto'), checks: [webAddress], maxLength: 500 },
    { field: 'title', label: label('siteTitle'), maxLength: 50 },
    { field: 'copyright', label: label('copyright'), maxLength: 100 },
  ];

  return (
    <BackOfficePage title={label('title')}>
      {data ? (
        <SettingsForm<LogoValues>
          label={label('title')}
          fields={fields}
          initValues={data}
          writable={writable}
          onSubmit={(values) =>
            callOperation('saveOrganisationCustomized', { ...values, copyright: values.copyright ?? '', minPhoto: values.minPhoto ?? '' })
          }
          // The shell's logo and title read the same call (app/layouts/use-customization.ts): one cache entry.
          onSaved={() => void mutate()}
        >
          <LogoPreview />
        </SettingsForm>
      ) : (
        <Spin />
      )}
    </BackOfficePage>
  );
}
