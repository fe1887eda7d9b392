// Moving content holds while someone reads it (WCAG 2.2.2): while the pointer is over it or the keyboard focus
// is inside it. Spread `handlers` on the moving element; `paused` feeds useRotation.
import { useState, type FocusEvent } from 'react';

export function useHold() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        // Focus moving between elements inside keeps it held.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
