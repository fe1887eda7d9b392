// Error log (spec 01 §2.7, §4): a badge visible only while entries exist; the dialog lists them, offers a web
// search of each message in three engines, and 暂不显示 empties the log.
import { IconAlertCircle } from '@douyinfe/semi-icons';
import { Badge, Button, Space, Table, Typography } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { searchEngines } from '@/config/constants';
import { DraggableModal } from '@/components/draggable-modal';
import { clearErrorLog, errorLog, type ErrorLogEntry } from '@/stores/error-log';

export function ErrorLogButton() {
  const { t } = useTranslation();
  const { entries } = useSnapshot(errorLog);
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <Badge count={entries.length} overflowCount={99} type="danger">
        <Button
          theme="borderless"
          type="danger"
          icon={<IconAlertCircle />}
          aria-label={t('errorLog.title')}
          onClick={() => setOpen(!open)}
        />
      </Badge>
      <DraggableModal
        title={t('errorLog.title')}
        visible={open}
        onCancel={() => setOpen(false)}
        width={860}
        footer={
          <Button
            onClick={() => {
              clearErrorLog();
              setOpen(false);
            }}
          >
            {t('errorLog.dismiss')}
          </Button>
        }
      >
        <Table<ErrorLogEntry>
          size="small"
          pagination={false}
          rowKey={(entry) => `${entry?.time}-${entry?.err.message}`}
          dataSource={entries as ErrorLogEntry[]}
          columns={[
            {
              title: t('errorLog.message'),
              render: (_: unknown, entry: ErrorLogEntry) => (
                <div>
                  <Typography.Text type="danger">{entry.err.message}</Typography.Text>
                  <Space className="error-log-search">
                    {searchEngines.map((engine) => (
                      <Typography.Text key={engine.name} link={{ href: engine.url(entry.err.message), target: '_blank' }} size="small">
                        {t('errorLog.searchWith', { engine: engine.name })}
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
      </DraggableModal>
    </>
  );
}
