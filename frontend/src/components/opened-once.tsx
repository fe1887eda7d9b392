// For a dialog, drawer or popover whose code is loaded when it first opens (lazy): nothing until then, then its
// content for good, so it keeps its state between openings and plays its closing animation like one loaded with
// the page. The nearest route error view reports a chunk that did not load.
import { Suspense, useState, type ReactNode } from 'react';

export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived during render (React's pattern for state that follows props): once open, always mounted.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
