// What a route shows when rendering it failed: a lazy chunk that did not load (a new deployment, a dropped
// connection) gets a reload button; anything else a generic message. Both are logged. Plain markup rather than
// Semi's Empty: this view must not depend on a chunk, and Empty brings typography and tooltip into the entry.
import { Button } from '@douyinfe/semi-ui-19';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { addErrorLog } from '@/stores/error-log';
import { useNoPrerenderedFrame } from './prerendered-frame';

/** Vite's and browsers' wording for a dynamic import or preload that failed. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|Loading (CSS )?chunk .* failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  useNoPrerenderedFrame();
  useEffect(
    () => addErrorLog(window.location.href, { message, stack: error instanceof Error ? error.stack : undefined }),
    [error, message],
  );
  return (
    <div className="page-status" role="alert">
      <div className="route-error">
        <h1 className="page-status-title">{isChunkLoadError(error) ? t('errors.chunk') : t('errors.500')}</h1>
        <p className="route-error-message">{message}</p>
        <Button theme="solid" onClick={() => window.location.reload()}>
          {t('pages.reload')}
        </Button>
      </div>
    </div>
  );
}
