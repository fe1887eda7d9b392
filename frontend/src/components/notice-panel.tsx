// The notice bell's popover content: the 'notice' tab with the list, and 清空消息 (loaded when the bell is first
// opened, with Semi's Tabs and List).
import { Avatar, Button, Empty, List, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@smartsite/api';
import { mediaUrl } from '@/lib/media';
import { toast } from '@/lib/notify';
import './notice-panel.css';

export default function NoticePanel({ notices, onClear }: { notices: Schemas['Notice'][]; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Tabs size="small">
        <TabPane tab={t('tools.noticeTab')} itemKey="notice">
          {notices.length === 0 ? (
            <Empty description={t('tools.noNotice')} />
          ) : (
            <List
              className="notice-list"
              dataSource={notices}
              renderItem={(notice) => (
                <List.Item
                  header={<Avatar size="small" src={mediaUrl(notice.image) || undefined} alt="" />}
                  main={<span className="notice-text">{notice.notice}</span>}
                />
              )}
            />
          )}
        </TabPane>
      </Tabs>
      <div className="notice-actions">
        <Button
          block
          theme="borderless"
          onClick={() => {
            onClear();
            toast('success', t('tools.noticeCleared'));
          }}
        >
          {t('tools.clearNotice')}
        </Button>
      </div>
    </>
  );
}
