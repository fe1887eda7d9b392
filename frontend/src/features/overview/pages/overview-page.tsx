// 项目概览 (/index): greeting, totals and the project list of /api/index/show.
import { Card, Empty, Skeleton, Tag, Typography } from '@douyinfe/semi-ui-19';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Table } from '@/components/table';
import { greeting } from '@/lib/greeting';
import { groupDigits } from '@/lib/group-digits';
import { session } from '@/stores/user';
import { useIndexShow } from '../api/use-index-show';
import { overviewTotals } from '../components/overview-first-screen';
import './overview-page.css';
import { enumLabel } from '@/lib/i18n/enums';

export default function OverviewPage() {
  const { t } = useTranslation();
  const user = useSnapshot(session);
  const { data, isLoading } = useIndexShow();
  // Built once per language, so that the list arriving does not hand the table new columns. The name and the address
  // keep no width, so that a phone's table wraps them instead of scrolling sideways; a table without fixed columns
  // does not measure their header cells (components/table.ts).
  const columns = useMemo(
    () => [
      { title: 'ID', dataIndex: 'id', width: 80 },
      { title: t('overview.projectName'), dataIndex: 'name' },
      {
        title: t('overview.status'),
        dataIndex: 'status',
        width: 120,
        render: (status: string) => <Tag color="blue">{enumLabel(status)}</Tag>,
      },
      { title: t('overview.address'), dataIndex: 'address' },
    ],
    [t],
  );
  return (
    <div className="page overview-page">
      <Card className="overview-welcome" bordered={false}>
        <Typography.Title heading={2} className="overview-welcome-title">
          {t('overview.welcome', { greeting: greeting(), name: user.nickname })}
        </Typography.Title>
      </Card>
      <div className="overview-stats">
        {overviewTotals.map((field) => (
          <Card key={field} className="overview-stat" bordered={false}>
            <Typography.Text type="tertiary">{t(`overview.${field}`)}</Typography.Text>
            <Skeleton loading={isLoading} placeholder={<Skeleton.Title style={{ width: 80, height: 40, marginTop: 8 }} />} active>
              <div className="overview-stat-value">{data ? groupDigits(data[field]) : '—'}</div>
            </Skeleton>
          </Card>
        ))}
      </div>
      <Card
        title={
          <Typography.Title heading={3} className="card-heading">
            {t('overview.projects')}
          </Typography.Title>
        }
        bordered={false}
        className="overview-projects"
      >
        <Table
          rowKey="id"
          loading={isLoading}
          pagination={false}
          dataSource={data?.projects ?? []}
          empty={<Empty description={t('nav.noProject')} />}
          columns={columns}
        />
      </Card>
    </div>
  );
}
