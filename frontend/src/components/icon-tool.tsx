// A header icon button with a tooltip (the span gives the tooltip a DOM node to position against).
import { Button, Tooltip } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';

export function IconTool({ label, icon, onClick, className }: { label: string; icon: ReactNode; onClick: () => void; className?: string }) {
  return (
    <Tooltip content={label} position="bottom">
      <span className="tool-trigger">
        <Button theme="borderless" type="tertiary" icon={icon} aria-label={label} onClick={onClick} className={className} />
      </span>
    </Tooltip>
  );
}
