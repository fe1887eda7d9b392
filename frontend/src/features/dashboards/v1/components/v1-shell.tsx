// The v1 big-screen shell (docs/requirements/dashboards.md#v1-shell): clock, eight links with the active one highlighted, the
// project name in the centre (size rules in lib/title-size), the user dropdown, the copyright footer.
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { logout } from '@/lib/session';
import { useOperation } from '../../shared/api/use-operation';
import { BigScreen } from '../../shared/components/big-screen';
import { LiveClock } from '../../shared/components/live-clock';
import { ProjectGate } from '../../shared/components/project-gate';
import { ProjectSwitchDialog } from '../../shared/components/project-switch-dialog';
import { UserMenu } from '../../shared/components/user-menu';
import { useProjectName } from '../../shared/hooks/use-project-name';
import { v1Destinations, v1Links, v1ProjectDialogWidth, type DashboardLink } from '../config/links';
import { projectTitle, projectTitleSize } from '../lib/title-size';
import { tr } from '@/lib/i18n/phrases';

function LinkBar({ links, label }: { links: readonly DashboardLink[]; label: string }) {
  return (
    <nav className="bs-nav" aria-label={label}>
      {links.map((link) => (
        <NavLink
          key={link.path}
          to={link.path}
          className={({ isActive }) => (isActive ? 'is-active' : undefined)}
          data-testid={`dashboard-link-${link.path.split('/').pop()}`}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function V1Shell() {
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const projectName = useProjectName();
  const { data: info } = useOperation('getDashboardInfo');
  const title = info ? projectTitle(info) : (projectName ?? '');

  return (
    <BigScreen className="bs-v1" testId="dashboard-v1">
      <header className="bs-header">
        <div className="bs-header-side">
          <LiveClock />
          <LinkBar links={v1Links.slice(0, 4)} label={tr('大屏模块（前四项）')} />
        </div>
        <h1
          className="bs-title"
          data-testid="dashboard-title"
          style={{ fontSize: projectTitleSize(title, info?.projectShowSize) }}
          title={title}
        >
          {title}
        </h1>
        <div className="bs-header-side is-end">
          <LinkBar links={v1Links.slice(4)} label={tr('大屏模块（后四项）')} />
          <UserMenu
            actions={[
              { label: tr('业务系统'), onSelect: () => void navigate(v1Destinations.businessSystem) },
              { label: tr('切换项目'), onSelect: () => setSwitching(true) },
              { label: tr('切换到新版'), onSelect: () => void navigate(v1Destinations.newVersion) },
              { label: tr('退出登录'), onSelect: () => void logout() },
            ]}
          />
        </div>
      </header>
      <main className="bs-main">
        <ProjectGate>
          <Outlet />
        </ProjectGate>
      </main>
      <footer className="bs-footer" data-testid="dashboard-footer">
        {info ? `Copyright © ${info.authCopyright.copyright}` : null}
      </footer>
      <ProjectSwitchDialog open={switching} onClose={() => setSwitching(false)} width={v1ProjectDialogWidth} />
    </BigScreen>
  );
}
