// The frame of a public display: title, project name, freshness mark and clock over the screen, refreshing
// its data on an interval (board-refresh). Without a token it shows how to get access instead of calling
// anything: every data call of these screens needs a token, so a public screen shows data only to a viewer who
// is signed in in this browser (or opened an authorised link that signed them in). When the session ends while
// the board is open (logged out, link revoked or expired) it says so here instead of freezing.
import { Button } from '@douyinfe/semi-ui-19';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { loginRoute } from '@/lib/navigation';
import { context } from '@/stores/context';
import { session, sessionEnd } from '@/stores/user';
import { BigScreen } from '../../dashboards/shared/components/big-screen';
import { LiveClock } from '../../dashboards/shared/components/live-clock';
import { ProjectGate } from '../../dashboards/shared/components/project-gate';
import { boardSwrConfig, refreshIntervalMs } from '../lib/board-refresh';
import { BoardStatus } from './board-status';

function SignInNotice() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { reason } = useSnapshot(sessionEnd);
  return (
    <div className="bs-notice" role="status" data-testid="public-sign-in-notice">
      {reason ? <strong className="bs-notice-reason">{reason}</strong> : null}
      <span>请先登录或使用授权链接</span>
      <Button theme="solid" onClick={() => void navigate(loginRoute(pathname + search))}>
        去登录
      </Button>
    </div>
  );
}

export function DisplayFrame({ title, children }: { title: string; children: ReactNode }) {
  const { token } = useSnapshot(session);
  const { projectName } = useSnapshot(context);
  const { search } = useLocation();
  const refresh = useMemo(() => boardSwrConfig(refreshIntervalMs(search)), [search]);
  return (
    <BigScreen className="bs-public" testId="public-display">
      <header className="bs-header">
        <div className="bs-header-side">
          <span>{token ? projectName : null}</span>
        </div>
        <h1 className="bs-title" data-testid="dashboard-title" style={{ fontSize: '30px' }}>
          {title}
        </h1>
        <div className="bs-header-side is-end">
          {token ? <BoardStatus /> : null}
          <LiveClock withDate />
        </div>
      </header>
      {token ? (
        <SWRConfig value={refresh}>
          <ProjectGate>{children}</ProjectGate>
        </SWRConfig>
      ) : (
        <SignInNotice />
      )}
    </BigScreen>
  );
}
