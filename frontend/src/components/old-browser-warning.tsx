// Spec 01 §2.9: users of an old IE-core browser are told to update or switch to speed mode; the dialog cannot
// be closed by Esc, a backdrop click or a hash change.
import { IconAlertTriangle } from '@douyinfe/semi-icons';
import { Modal } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import './old-browser-warning.css';

function isOldIeCore(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

export function OldBrowserWarning() {
  const { t } = useTranslation();
  if (!isOldIeCore(navigator.userAgent)) return null;
  return (
    <Modal
      visible
      title={
        <span className="warning-title">
          <IconAlertTriangle style={{ color: 'var(--semi-color-warning)' }} /> {t('ie.title')}
        </span>
      }
      closable={false}
      closeOnEsc={false}
      maskClosable={false}
      footer={null}
    >
      {t('ie.content')}
    </Modal>
  );
}
