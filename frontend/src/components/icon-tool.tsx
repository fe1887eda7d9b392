// A header icon button with a tooltip naming it (the same text is its accessible name).
import { Tooltip } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { TriggerButton } from './trigger-button';

export function IconTool({ label, icon, onClick, className }: { label: string; icon: ReactNode; onClick: () => void; className?: string }) {
  return (
    <Tooltip content={label} position="bottom">
      <TriggerButton aria-label={label} onClick={onClick} className={className}>
        {icon}
      </TriggerButton>
    </Tooltip>
  );
}
