// docs/requirements/shell.md#old-browser: users of an old IE-core browser are told to update or switch to speed mode. The dialog loads only
// for them: everyone else's first scripts need not carry Semi's modal.
import { Suspense } from 'react';
import { lazyPage } from '@/lib/lazy-page';

const OldBrowserDialog = lazyPage('old-browser-dialog', () => import('./old-browser-dialog'));

function isOldIeCore(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

export function OldBrowserWarning() {
  if (!isOldIeCore(navigator.userAgent)) return null;
  return (
    <Suspense fallback={null}>
      <OldBrowserDialog />
    </Suspense>
  );
}
