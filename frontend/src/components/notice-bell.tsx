// Notice bell (docs/requirements/shell.md#notice-bell): badge with the total (empty at 0), a 300-wide popover with the 'notice'
// tab (notice-panel.tsx), and 清空消息 which empties the list here and confirms.
import { IconBell } from '@douyinfe/semi-icons';
import { Badge, Popover, Spin } from '@douyinfe/semi-ui-19';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticePopoverWidth } from '@/config/constants';
import { TriggerButton } from './trigger-button';
import { useApi } from '@/lib/api';
import { lazyPage } from '@/lib/lazy-page';

const NoticePanel = lazyPage('notice-panel', () => import('./notice-panel'));

function useNotices() {
  return useApi('listNotices');
}

export function NoticeBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useNotices();
  const [cleared, setCleared] = useState(false);
  const notices = cleared ? [] : (data?.list ?? []);
  const total = cleared ? 0 : (data?.total ?? 0);
  // The popover's content (tabs, list) is loaded when it first opens; its width is kept meanwhile.
  const content = (
    <div className="notice-popover" style={{ width: noticePopoverWidth }}>
      <Suspense fallback={<Spin />}>
        <NoticePanel notices={notices} onClear={() => setCleared(true)} />
      </Suspense>
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
