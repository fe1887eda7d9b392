// Where the message helpers' dialogs (alert, confirm of lib/notify) render: Semi's confirm dialog inside the app
// tree, so they follow the app's LocaleProvider and language, and no separate React root is created for each
// (Semi's imperative Modal.confirm unmounts that root while React is rendering, which React warns about).
// Semi's Modal.useModal() is not used: its dialogs remove themselves from the tree on any afterClose, and a Modal
// mounted visible calls afterClose when React's StrictMode simulates an unmount, so in development every confirm
// vanished as soon as it opened. Here a dialog leaves the tree only after it was answered.
import { Suspense, useLayoutEffect, useState } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { setDialogHost, type DialogRequest } from '@/lib/notify';

// Loaded with the first dialog (lib/notify has loaded Semi's dialogs by then): no page needs it to show.
const ConfirmModal = lazyPage('confirm-modal', () => import('@douyinfe/semi-ui-19/lib/es/modal/ConfirmModal'));

interface Shown {
  id: number;
  dialog: DialogRequest;
  answered: boolean;
}

let lastId = 0;

export function ModalHost() {
  const [shown, setShown] = useState<readonly Shown[]>([]);

  useLayoutEffect(() => {
    setDialogHost((dialog) => {
      const id = ++lastId;
      const answered = () => setShown((list) => list.map((item) => (item.id === id ? { ...item, answered: true } : item)));
      const answer =
        (handler: DialogRequest['onOk']): DialogRequest['onOk'] =>
        (event) => {
          answered();
          return handler?.(event);
        };
      setShown((list) => [
        ...list,
        { id, answered: false, dialog: { ...dialog, onOk: answer(dialog.onOk), onCancel: answer(dialog.onCancel) } },
      ]);
    });
    return () => setDialogHost(undefined);
  }, []);

  // After the closing animation of an answered dialog (an afterClose before the answer is StrictMode's rehearsal).
  const remove = (id: number) => setShown((list) => list.filter((item) => item.id !== id || !item.answered));

  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {shown.map(({ id, dialog }) => (
        <ConfirmModal
          key={id}
          {...dialog}
          afterClose={() => {
            dialog.afterClose?.();
            remove(id);
          }}
        />
      ))}
    </Suspense>
  );
}
