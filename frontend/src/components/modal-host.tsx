// Where the message helpers' dialogs (alert, confirm of lib/notify) render: Semi's Modal.useModal() inside the
// app tree, so they follow the app's LocaleProvider and language, and no separate React root is created for each
// (Semi's imperative Modal.confirm unmounts that root while React is rendering, which React warns about).
import { Modal } from '@douyinfe/semi-ui-19';
import { useLayoutEffect } from 'react';
import { setDialogHost } from '@/lib/notify';

export function ModalHost() {
  const [dialogs, holder] = Modal.useModal();
  useLayoutEffect(() => {
    setDialogHost(dialogs);
    return () => setDialogHost(undefined);
  }, [dialogs]);
  return holder;
}
