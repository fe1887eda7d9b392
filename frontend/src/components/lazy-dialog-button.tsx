// A header icon button opening a dialog whose code loads when it is first pressed (OpenedOnce keeps it mounted
// afterwards, so it keeps its state between openings).
import { useState, type ComponentType, type ReactNode } from 'react';
import { IconTool } from './icon-tool';
import { OpenedOnce } from './opened-once';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export function LazyDialogButton({ label, icon, dialog: Dialog }: { label: string; icon: ReactNode; dialog: ComponentType<DialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconTool label={label} icon={icon} onClick={() => setOpen(true)} />
      <OpenedOnce open={open}>
        <Dialog open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
}
