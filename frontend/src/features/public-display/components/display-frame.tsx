// The frame of a public display: title, project name, freshness mark and clock over the screen, refreshing
// its data on an interval (board-refresh). Without a token it shows how to get access instead of calling
// anything: every data call of these screens needs a token, so a public screen shows data only to a viewer who
// is signed in in this browser (or opened an authorised link that signed them in). When the session ends while
// the board is open (logged out, link revoked or expired) it says so here instead of freezing.
import { Button } from '@douyinfe/semi-ui-19';
import type { Schemas } from '@smartsite/api';
import { Link } from 'react-router-dom';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { loginRoute } from '@/lib/navigation';
import { context } from '@/stores/context';
import { publicDisplays } from '@/config/routes';
import { displayShare, sessionEnd } from '@/stores/user';
import { BigScreen } from '../../dashboards/shared/components/big-screen';
import { LiveClock } from '../../dashboards/shared/components/live-clock';
import { ProjectGate } from '../../dashboards/shared/components/project-gate';
import { boardSwrConfig, refreshIntervalMs } from '../lib/board-refresh';
import { BoardStatus } from './board-status';
import { tr } from '@/lib/i18n/phrases';

function SignInNotice() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { reason } = useSnapshot(sessionEnd);
  return (
    <div className="bs-notice" role="status" data-testid="public-sign-in-notice">
      {reason ? <strong className="bs-notice-reason">{reason}</strong> : null}
      <span>{tr('请先登录或使用授权链接')}</span>
      <Button theme="solid" onClick={() => void navigate(loginRoute(pathname + search))}>
        {tr('去登录')}
      </Button>
    </div>
  );
}

/** A link to a few boards names them in the header to switch between; more would crowd out the title. */
const HEADER_BOARDS = 4;

/** A display-share session's boards: this one is not among them (its calls would be refused), go to one that is. */
function OutsideShareNotice({ boards }: { boards: readonly string[] }) {
  return (
    <div className="bs-notice" role="status" data-testid="share-scope-notice">
      <span>{tr('此分享链接不包含该看板')}</span>
      <SharedBoards boards={boards} />
    </div>
  );
}

function SharedBoards({ boards }: { boards: readonly string[] }) {
  return (
    <nav className="bs-share-boards" aria-label={tr('分享的看板')}>
      {publicDisplays
        .filter((display) => boards.includes(display.path) && !display.path.includes(':'))
        .map((display) => (
          <Link key={display.path} to={display.path}>
            {display.title}
          </Link>
        ))}
    </nav>
  );
}

export function DisplayFrame({ title, board, children }: { title: string; board: Schemas['ShareBoard']; children: ReactNode }) {
  const { current: share } = useSnapshot(displayShare);
  const { token, projectName } = useSnapshot(context);
  const { search } = useLocation();
  const refresh = useMemo(() => boardSwrConfig(refreshIntervalMs(search)), [search]);
  const outsideShare = Boolean(token && share && !share.boards.includes(board));
  return (
    <BigScreen className="bs-public" testId="public-display">
      <header className="bs-header">
        <div className="bs-header-side">
          <span>{token ? projectName : null}</span>
          {token && share && share.boards.length > 1 && share.boards.length <= HEADER_BOARDS ? (
            <SharedBoards boards={share.boards} />
          ) : null}
        </div>
        <h1 className="bs-title" data-testid="dashboard-title" style={{ fontSize: '30px' }}>
          {title}
        </h1>
        <div className="bs-header-side is-end">
          {token && !outsideShare ? <BoardStatus /> : null}
          <LiveClock withDate />
        </div>
      </header>
      <main className="bs-main">
        {outsideShare && share ? (
          <OutsideShareNotice boards={share.boards} />
        ) : token ? (
          <SWRConfig value={refresh}>
            <ProjectGate>{children}</ProjectGate>
          </SWRConfig>
        ) : (
          <SignInNotice />
        )}
      </main>
    </BigScreen>
  );
}
