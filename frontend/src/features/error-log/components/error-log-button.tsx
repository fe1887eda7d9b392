// Error log (docs/requirements/envelope.md#error-log): a badge visible only while entries exist; the dialog lists them, offers a web
// search of each message in three engines, and 暂不显示 empties the log.
import { IconAlertCircle } from '@douyinfe/semi-icons';
import { Badge, Button, Spin } from '@douyinfe/semi-ui-19';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DraggableModal } from '@/components/draggable-modal';
import { clearErrorLog, errorLog, type ErrorLogEntry } from '@/stores/error-log';

const ErrorLogTable = lazy(() => import('./error-log-table'));

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
        {open && (
          <Suspense fallback={<Spin />}>
            <ErrorLogTable entries={entries as ErrorLogEntry[]} />
          </Suspense>
        )}
      </DraggableModal>
    </>
  );
}
