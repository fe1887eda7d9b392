// Production: uncaught errors of the page go to the error log with the current URL (docs/requirements/envelope.md#error-log).
import { addErrorLog } from '@/stores/error-log';

export function captureUncaughtErrors(): void {
  window.addEventListener('error', (event) => {
    addErrorLog(window.location.href, { message: event.message, stack: (event.error as Error | undefined)?.stack });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string; stack?: string; name?: string } | undefined;
    // Failed calls are already logged by the request layer.
    if (reason?.name === 'ApiError') return;
    addErrorLog(window.location.href, { message: reason?.message ?? String(event.reason), stack: reason?.stack });
  });
}
