// The dialog of old-browser-warning.tsx, which cannot be closed by Esc, a backdrop click or a hash change.
import { IconAlertTriangle } from '@douyinfe/semi-icons';
import { Modal } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import './old-browser-warning.css';

export default function OldBrowserDialog() {
  const { t } = useTranslation();
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
