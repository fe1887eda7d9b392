// The root of every full-screen display: dark background filling the window, the app theme's accent colour
// as --bs-accent (and in context, for charts), and Semi's dark mode for popups.
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { useBigScreenTheme } from '../hooks/use-big-screen-theme';
import '../styles/big-screen.css';
import '../styles/big-screen-phone.css';

const AccentContext = createContext('#1890ff');

export function useAccent(): string {
  return useContext(AccentContext);
}

export function BigScreen({ className, children, testId }: { className?: string; children: ReactNode; testId?: string }) {
  const { accent } = useBigScreenTheme();
  return (
    <AccentContext.Provider value={accent}>
      <div
        className={className ? `big-screen ${className}` : 'big-screen'}
        style={{ '--bs-accent': accent } as CSSProperties}
        data-testid={testId}
      >
        {children}
      </div>
    </AccentContext.Provider>
  );
}
