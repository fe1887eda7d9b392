// /share?token=<display-share token>[&board=<route>]: opens a display-share link in this browser. The link is
// read with its token; then the token becomes the browser's bearer token as a display session (stored together
// with the link's scope, so the guard never takes it for a user session and loads none), the link's project
// becomes the context, and the board opens. A link that is revoked, expired or unknown says so here (the
// server's 401 msg).
import { Spin } from '@douyinfe/semi-ui-19';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { send } from '@/lib/api';
import { currentScope, setContext } from '@/stores/context';
import { sessionEnd, setToken, startDisplayShare } from '@/stores/user';
import { BigScreen } from '../dashboards/shared/components/big-screen';
import { boardRoute } from './lib/share-route';
import './components/public-display.css';
import { tr } from '@/lib/i18n/phrases';

export default function SharePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [refusal, setRefusal] = useState<string>();
  const failure = token ? refusal : tr('链接不完整：缺少 token');

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Read with the link's token, not the browser's: it becomes the bearer token only once the link holds.
    send('getShareSession', {}, { ...currentScope(), token }, { toast: false })
      .then((share) => {
        if (!current) return;
        setToken(token);
        setContext({ tenantId: share.tenantId, projectId: share.projectId, projectName: share.projectName, menuType: 'project' });
        startDisplayShare(share);
        void navigate(boardRoute(share.boards, params), { replace: true });
      })
      .catch((error: unknown) => {
        if (current) setRefusal(sessionEnd.reason || (error instanceof Error ? error.message : String(error)));
      });
    return () => {
      current = false;
    };
    // The link is read once per token; the other parameters only pick the board.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <BigScreen className="bs-public" testId="share-page">
      <div className="bs-notice" role="status" data-testid="share-status">
        {failure ? (
          <>
            <strong className="bs-notice-reason">{failure}</strong>
            <span>{tr('该分享链接无法打开，请联系分享人重新获取')}</span>
          </>
        ) : (
          <Spin size="large" />
        )}
      </div>
    </BigScreen>
  );
}
