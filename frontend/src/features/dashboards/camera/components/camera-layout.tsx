// The camera dashboard in the column layout (docs/requirements/dashboards.md#camera-dashboard): a left bar of first-level tabs, the
// second-level menu of the active tab, and the page. A first-level tab opens its first page (open-first-menu).
import { IconHistogram, IconHome, IconPlayCircle, IconVideo } from '@douyinfe/semi-icons';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { logout } from '@/lib/session';
import { BigScreen } from '../../shared/components/big-screen';
import { LiveClock } from '../../shared/components/live-clock';
import { ProjectGate } from '../../shared/components/project-gate';
import { UserMenu } from '../../shared/components/user-menu';
import { cameraDashboardTitle, cameraMenu, openFirstMenu } from '../config/menu';
import { findActiveEntry } from '../lib/menu';
import './camera-layout.css';
import { tr } from '@/lib/i18n/phrases';

const tabIcons: Record<string, ReactNode> = {
  home: <IconHome size="large" />,
  video: <IconVideo size="large" />,
  autoPlay: <IconPlayCircle size="large" />,
  statistics: <IconHistogram size="large" />,
};

export function CameraLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const active = findActiveEntry(pathname, search);

  return (
    <BigScreen className="bs-camera" testId="dashboard-camera">
      <header className="bs-header">
        <div className="bs-header-side">
          <LiveClock withDate />
        </div>
        <h1 className="bs-title" data-testid="dashboard-title" style={{ fontSize: '32px' }}>
          {cameraDashboardTitle}
        </h1>
        <div className="bs-header-side is-end">
          <UserMenu
            actions={[
              { label: tr('业务管理'), onSelect: () => void navigate('/index') },
              { label: tr('退出登录'), onSelect: () => void logout() },
            ]}
          />
        </div>
      </header>
      <div className="bs-column-layout">
        <nav className="bs-first-level" aria-label={tr('一级菜单')}>
          {cameraMenu.map((tab) => (
            <button
              key={tab.key}
              type="button"
              className={tab.key === active?.tab.key ? 'is-active' : undefined}
              aria-current={tab.key === active?.tab.key ? 'page' : undefined}
              data-testid={`camera-tab-${tab.key}`}
              onClick={() => {
                const first = tab.pages[0];
                if (openFirstMenu && first) void navigate(first.to);
              }}
            >
              {tabIcons[tab.key]}
              <span>{tab.label}</span>
            </button>
          ))}
        </nav>
        <nav className="bs-second-level" aria-label={tr('二级菜单')}>
          <h2>{active?.tab.label}</h2>
          {active?.tab.pages.map((page) => (
            <Link
              key={page.to}
              to={page.to}
              className={page === active.page ? 'is-active' : undefined}
              aria-current={page === active.page ? 'page' : undefined}
              data-testid={`camera-menu-${page.to.split('/').pop()}`}
            >
              {page.label}
            </Link>
          ))}
        </nav>
        <main className="bs-column-main">
          <ProjectGate>
            <Outlet />
          </ProjectGate>
        </main>
      </div>
    </BigScreen>
  );
}
