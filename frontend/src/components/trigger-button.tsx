// A native button that Semi's Tooltip, Dropdown and Popover can wrap directly. They attach a ref to their child
// and need a DOM node from it, which a Semi Button (a class component) does not give; wrapping that in a span
// made the span the focus stop carrying aria-haspopup/aria-expanded, with the real button a second stop inside.
import type { ComponentProps } from 'react';
import './trigger-button.css';

export function TriggerButton({ ref, className, children, ...props }: ComponentProps<'button'>) {
  return (
    <button ref={ref} type="button" className={className ? `trigger-button ${className}` : 'trigger-button'} {...props}>
      {children}
    </button>
  );
}
