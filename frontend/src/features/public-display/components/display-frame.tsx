// The frame of a public display: title, project name and clock over the screen. Without a token it shows how
// to get access instead of calling anything: every data call of these screens needs a token (the mock refuses
// them with 401, which would also send the viewer to login), so a public screen shows data only to a viewer who
// is signed in in this browser (or opened an authorised link that signed them in).
import { Button } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginRoute } from '@/lib/navigation';
import { context } from '@/stores/context';
import { session } from '@/stores/user';
import { BigScreen } from '../../dashboards/shared/components/big-screen';
import { LiveClock } from '../../dashboards/shared/components/live-clock';
import { ProjectGate } from '../../dashboards/shared/components/project-gate';

function SignInNotice() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <div className="bs-notice" role="status" data-testid="public-sign-in-notice">
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
          <LiveClock withDate />
        </div>
      </header>
      <main className="bs-main">{token ? <ProjectGate>{children}</ProjectGate> : <SignInNotice />}</main>
    </BigScreen>
  );
}
