// The message helpers of spec 01 §8: toast (with close button), alert, confirm, notification.
import { Modal, Notification, Toast } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { messageDurationMs } from '@/config/constants';
import { t } from './i18n';

type ToastType = 'info' | 'success' | 'warning' | 'error';

export function toast(type: ToastType, content: ReactNode): void {
  Toast[type]({ content, showClose: true, duration: messageDurationMs / 1000 });
}

/** Alert with one button; default title 温馨提示. */
export function alert(content: ReactNode, title: ReactNode = t('common.tip')): Promise<void> {
  return new Promise((resolve) => {
    Modal.info({ title, content, okText: t('common.ok'), hasCancel: false, onOk: () => resolve(), onCancel: () => resolve() });
  });
}

/** Confirm (warning type, not closable by outside click); resolves true on 确定. Default title 温馨提示. */
export function confirm(content: ReactNode, title: ReactNode = t('common.tip')): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.warning({
      title,
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      hasCancel: true,
      maskClosable: false,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** Notification at the top right, success by default. */
export function notify(title: ReactNode, content?: ReactNode, type: ToastType = 'success'): void {
  Notification[type]({ title, content, position: 'topRight', duration: messageDurationMs / 1000 });
}
