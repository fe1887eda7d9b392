// Notice bell (spec 01 §2.9, 02 §2): badge with the total (empty at 0), a 300-wide popover with the 'notice'
// tab, and 清空消息 which empties the list here and confirms.
import { IconBell } from '@douyinfe/semi-icons';
import { Avatar, Badge, Button, Empty, List, Popover, TabPane, Tabs } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticePopoverWidth } from '@/config/constants';
import { TriggerButton } from './trigger-button';
import { useApi } from '@/lib/api';
import { mediaUrl } from '@/lib/media';
import { toast } from '@/lib/notify';

export function useNotices() {
  return useApi('listNotices');
}

export function NoticeBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useNotices();
  const [cleared, setCleared] = useState(false);
  const notices = cleared ? [] : (data?.list ?? []);
  const total = cleared ? 0 : (data?.total ?? 0);
  const content = (
    <div className="notice-popover" style={{ width: noticePopoverWidth }}>
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
            setCleared(true);
            toast('success', t('tools.noticeCleared'));
          }}
        >
          {t('tools.clearNotice')}
        </Button>
      </div>
    </div>
  );
  return (
    <Badge count={total > 0 ? total : undefined} overflowCount={99} className={className}>
      <Popover content={content} trigger="click" position="bottomRight" showArrow>
        <TriggerButton aria-label={total > 0 ? `${t('tools.notice')} (${total})` : t('tools.notice')}>
          <IconBell aria-hidden />
        </TriggerButton>
      </Popover>
    </Badge>
  );
}
