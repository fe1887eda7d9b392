// The body of a screen: columns side by side (relative widths), each stacking its panels (relative heights);
// a row puts panels side by side inside a column.
import type { ReactNode } from 'react';

export function ScreenGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="bs-grid" data-testid={testId}>
      {children}
    </div>
  );
}

export function ScreenColumn({ width = 1, children }: { width?: number; children: ReactNode }) {
  return (
    <div className="bs-column" style={{ flexGrow: width }}>
      {children}
    </div>
  );
}

export function ScreenRow({ grow = 1, children }: { grow?: number; children: ReactNode }) {
  return (
    <div className="bs-screen-row" style={{ flexGrow: grow }}>
      {children}
    </div>
  );
}
