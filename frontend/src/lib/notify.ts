// The message helpers of docs/requirements/envelope.md#message-helpers: toast (with close button), alert and confirm.
import type { ModalReactProps } from '@douyinfe/semi-ui-19/lib/es/modal';
import type { ConfirmProps } from '@douyinfe/semi-ui-19/lib/es/modal/confirm';
import type { ReactNode } from 'react';
import { messageDurationMs } from '@/config/constants';
import { t } from './i18n';
import { namedFooterButtons } from './modal-buttons';

type ToastType = 'info' | 'success' | 'warning' | 'error';

/** One alert or confirm: Semi's confirm-dialog props (type, icon, texts, onOk/onCancel). */
export type DialogRequest = ConfirmProps;

let dialogHost: ((dialog: DialogRequest) => void) | undefined;

/**
 * Called by `ModalHost` (mounted once by the app providers) with the function that shows a dialog in the app tree,
 * and with undefined when it unmounts. Without a host (a component rendered alone) Semi's imperative dialogs, in
 * a React root of their own, are used.
 */
export function setDialogHost(show: ((dialog: DialogRequest) => void) | undefined): void {
  dialogHost = show;
}

const semiNotices = () => import('./semi-notices');

function showDialog(type: 'info' | 'warning', props: ModalReactProps): void {
  void semiNotices().then(({ Modal, withInfo, withWarning }) => {
    if (!dialogHost) {
      Modal[type](props);
      return;
    }
    dialogHost(type === 'info' ? { ...withInfo(props), type } : { ...withWarning(props), type });
  });
}

export function toast(type: ToastType, content: ReactNode): void {
  void semiNotices().then(({ Toast }) => Toast[type]({ content, showClose: true, duration: messageDurationMs / 1000 }));
}

/** Alert with one button; default title 温馨提示. */
export function alert(content: ReactNode, title: ReactNode = t('common.tip')): Promise<void> {
  return new Promise((resolve) => {
    showDialog('info', {
      title,
      content,
      ...namedFooterButtons(t('common.ok'), t('common.cancel')),
      hasCancel: false,
      onOk: () => resolve(),
      onCancel: () => resolve(),
    });
  });
}

/** Confirm (warning type, not closable by outside click); resolves true on 确定. Default title 温馨提示. */
export function confirm(content: ReactNode, title: ReactNode = t('common.tip')): Promise<boolean> {
  return new Promise((resolve) => {
    showDialog('warning', {
      title,
      content,
      ...namedFooterButtons(t('common.ok'), t('common.cancel')),
      hasCancel: true,
      maskClosable: false,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
