// The error log's table (Semi Table, a large chunk): loaded when the dialog first opens, not with every page.
import { Space, Typography } from '@douyinfe/semi-ui-19';
import { Table } from '@/components/table';
import { useTranslation } from 'react-i18next';
import { searchEngines } from '@/config/constants';
import type { ErrorLogEntry } from '@/stores/error-log';
import './error-log-table.css';
import { tr } from '@/lib/i18n/phrases';

export default function ErrorLogTable({ entries }: { entries: ErrorLogEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table<ErrorLogEntry>
      size="small"
      pagination={false}
      rowKey={(entry) => `${entry?.time}-${entry?.err.message}`}
      dataSource={entries}
      columns={[
        {
          title: t('errorLog.message'),
          render: (_: unknown, entry: ErrorLogEntry) => (
            <div>
              <Typography.Text type="danger">{entry.err.message}</Typography.Text>
              <Space className="error-log-search">
                {searchEngines.map((engine) => (
                  <Typography.Text key={engine.name} link={{ href: engine.url(entry.err.message), target: '_blank' }} size="small">
                    {t('errorLog.searchWith', { engine: tr(engine.name) })}
                  </Typography.Text>
                ))}
              </Space>
            </div>
          ),
        },
        {
          title: t('errorLog.url'),
          dataIndex: 'url',
          width: 260,
          render: (url: string) => <Typography.Text ellipsis={{ showTooltip: true }}>{url}</Typography.Text>,
        },
      ]}
    />
  );
}
