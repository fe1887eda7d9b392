// A Semi Modal that can be dragged by its header and never leaves the window (docs/requirements/shell.md#draggable-dialogs). It is never taller
// than the window: a long body scrolls between the header and the footer, which stay visible.
import { Modal } from '@douyinfe/semi-ui-19';
import type { ModalReactProps } from '@douyinfe/semi-ui-19/lib/es/modal';
import { useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampOffset, type Offset } from '@/lib/drag';
import { namedFooterButtons } from '@/lib/modal-buttons';
import './draggable-modal.css';

export function DraggableModal({
  title,
  style,
  afterClose,
  modalContentClass,
  okText,
  cancelText,
  okButtonProps,
  cancelButtonProps,
  ...props
}: ModalReactProps) {
  const { t } = useTranslation();
  const buttons = namedFooterButtons(okText ?? t('common.ok'), cancelText ?? t('common.cancel'));
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });

  const startDrag = (event: ReactMouseEvent<HTMLDivElement>) => {
    const modal = event.currentTarget.closest('.semi-modal');
    if (!modal || event.button !== 0) return;
    event.preventDefault();
    const rect = modal.getBoundingClientRect();
    const base = { left: rect.left - offset.x, top: rect.top - offset.y, width: rect.width, height: rect.height };
    const [startX, startY, start] = [event.clientX, event.clientY, offset];
    const move = (moveEvent: MouseEvent) =>
      setOffset(
        clampOffset({ x: start.x + moveEvent.clientX - startX, y: start.y + moveEvent.clientY - startY }, base, {
          width: window.innerWidth,
          height: window.innerHeight,
        }),
      );
    const stop = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', stop);
  };

  return (
    <Modal
      {...props}
      {...buttons}
      okButtonProps={{ ...buttons.okButtonProps, ...okButtonProps }}
      cancelButtonProps={{ ...buttons.cancelButtonProps, ...cancelButtonProps }}
      title={
        <div className="draggable-modal-handle" onMouseDown={startDrag}>
          {title}
        </div>
      }
      modalContentClass={modalContentClass ? `draggable-modal-content ${modalContentClass}` : 'draggable-modal-content'}
      style={{ ...style, transform: `translate(${offset.x}px, ${offset.y}px)` }}
      afterClose={() => {
        setOffset({ x: 0, y: 0 });
        afterClose?.();
      }}
    />
  );
}
