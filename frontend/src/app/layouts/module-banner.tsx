// Expired-module banner (docs/requirements/shell.md#module-banner): 模块授权已过期，禁止操作任何数据 while the project's authorisation has expired.
import { Banner } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useApi } from '@/lib/api';
import { context } from '@/stores/context';

export function ModuleExpiredBanner() {
  const { t } = useTranslation();
  const { projectId } = useSnapshot(context);
  const { data } = useApi('getModuleAuthStatus', undefined, { policy: { toast: false }, enabled: Boolean(projectId) });
  if (!data?.expired) return null;
  return <Banner type="danger" className="module-banner" description={t('moduleExpired')} closeIcon={null} />;
}
