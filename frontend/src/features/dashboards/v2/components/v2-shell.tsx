// The v2 big-screen shell (docs/requirements/dashboards.md#v2-shell): static weather, clock and date, the title, the 项目切换
// dialog, the user dropdown, the tabs gated by modelShow, and the footer.
import { IconCloud } from '@douyinfe/semi-icons';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { projectDialogWidth } from '@/config/constants';
import { logout } from '@/lib/session';
import { useOperation } from '../../shared/api/use-operation';
import { BigScreen } from '../../shared/components/big-screen';
import { LiveClock } from '../../shared/components/live-clock';
import { ProjectGate } from '../../shared/components/project-gate';
import { ProjectSwitchDialog } from '../../shared/components/project-switch-dialog';
import { UserMenu } from '../../shared/components/user-menu';
import { useProjectName } from '../../shared/hooks/use-project-name';
import { useDashboardConfig } from '../api/use-dashboard-config';
import { v2Header } from '../config/tabs';
import { v2Footer, v2Title, visibleTabs } from '../lib/header';
import './v2-shell.css';
import { tr } from '@/lib/i18n/phrases';
import { enumLabel } from '@/lib/i18n/enums';

export function V2Shell() {
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const projectName = useProjectName();
  const config = useDashboardConfig();
  const { data: project } = useOperation('getV2ProjectInfo');
  const title = v2Title(config?.showProjectName, project?.name ?? projectName);
  // A static icon and text as the spec has it, but the text names the site's weather when the project has it
  // (the iot module), so the header never contradicts the weather panel; the fixed text only when the project has
  // none. While the answer is on its way the fixed text holds the place unseen: shown, it was a second weather.
  const { data: weather, error: noWeather } = useOperation('getWeather');
  const weatherText = weather ? `${enumLabel(weather.weather)} ${weather.temperature}°C` : v2Header.weatherText;
  const weatherShown = weather !== undefined || noWeather !== undefined;

  return (
    <BigScreen className="bs-v2" testId="dashboard-v2">
      <header className="bs-header">
        <div className="bs-header-side">
          <div
            className="bs-weather"
            data-testid="dashboard-weather"
            data-weather-city={weather?.city}
            data-weather-time={weather?.updateTime}
          >
            <IconCloud className="bs-weather-icon" aria-hidden="true" />
            <span style={weatherShown ? undefined : { visibility: 'hidden' }}>{weatherText}</span>
          </div>
          <LiveClock withDate />
        </div>
        <h1 className="bs-title" data-testid="dashboard-title" style={{ fontSize: config?.showProjectSize || undefined }} title={title}>
          {title}
        </h1>
        <div className="bs-header-side is-end">
          <button type="button" className="bs-user" onClick={() => setSwitching(true)} data-testid="project-switch-button">
            {tr('项目切换')}
          </button>
          <UserMenu
            actions={[
              { label: tr('业务管理'), onSelect: () => void navigate(v2Header.businessManagement) },
              { label: tr('退出登录'), onSelect: () => void logout() },
            ]}
          />
        </div>
      </header>
      <nav className="bs-nav bs-tabs" aria-label={tr('大屏模块')} data-testid="dashboard-tabs">
        {visibleTabs(config?.modelShow).map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.path}
            className={({ isActive }) => (isActive ? 'is-active' : undefined)}
            data-testid={`dashboard-tab-${tab.path.split('/').pop()}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <main className="bs-main">
        <ProjectGate>
          <Outlet />
        </ProjectGate>
      </main>
      <footer className="bs-footer" data-testid="dashboard-footer">
        {v2Footer(config?.copyright)}
      </footer>
      <ProjectSwitchDialog open={switching} onClose={() => setSwitching(false)} width={projectDialogWidth} />
    </BigScreen>
  );
}
