// 切换租户 (/tenantChange, docs/requirements/projects.md#tenant-change, docs/requirements/projects.md#tenant-info): the tenant info alert and the tenants to switch to; choosing a
// tenant or project stores the context and goes to the home page. Needs the 'system' permission.
import { Banner, Button, Card, Descriptions, Spin, Typography } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAccess } from '@/components/permission';
import { PageStatus } from '@/components/page-status';
import { systemPermission } from '@/config/permissions';
import { sessionSettings } from '@/config/settings';
import { reloadAt } from '@/lib/navigation';
import { setContext } from '@/stores/context';
import { session } from '@/stores/user';
import { useTenantInfo, useTenantNodes } from '../api/project-trees';
import { ProjectTree } from '../components/project-tree';
import { selectNode } from '../lib/selection';
import './tenant-change-page.css';

function TenantInfoAlert() {
  const { t } = useTranslation();
  const { data } = useTenantInfo();
  if (!data) return null;
  return (
    <Banner
      type="info"
      fullMode={false}
      closeIcon={null}
      title={t('tenant.info')}
      description={
        <Descriptions
          row
          size="small"
          data={[
            { key: t('tenant.id'), value: data.id },
            { key: t('tenant.name'), value: data.name },
            { key: t('tenant.enterpriseName'), value: data.enterpriseName },
            { key: t('tenant.unifiedCreditCode'), value: data.unifiedCreditCode },
          ]}
        />
      }
    />
  );
}

function TenantChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userType } = useSnapshot(session);
  const { data: nodes, isLoading } = useTenantNodes();
  return (
    <main className="tenant-change-page">
      <Card
        title={
          <Typography.Title heading={1} className="card-heading">
            {t('tenant.title')}
          </Typography.Title>
        }
        headerExtraContent={
          <Button theme="borderless" onClick={() => void navigate('/')}>
            {t('tenant.back')}
          </Button>
        }
        bordered={false}
      >
        <TenantInfoAlert />
        <Typography.Paragraph type="tertiary" className="tenant-change-hint">
          {t('tenant.pick')}
        </Typography.Paragraph>
        {isLoading ? (
          <Spin />
        ) : (
          <ProjectTree
            tree={nodes ?? []}
            onNodeClick={(node) => {
              const selection = selectNode(node, userType);
              if (!selection) return;
              setContext(selection);
              reloadAt(sessionSettings.homePath);
            }}
          />
        )}
      </Card>
    </main>
  );
}

export default function TenantChangePage() {
  const allowed = useAccess(systemPermission);
  return allowed ? <TenantChooser /> : <PageStatus kind="forbidden" />;
}
