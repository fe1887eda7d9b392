// The navigation bar (docs/requirements/shell.md#navigation-bar) in its three versions: left the fold toggle, the project switcher (and in
// v1/v2 the project-change panel) and the breadcrumb; right the tools, each shown per setting.
import { IconFolderOpen, IconIndentLeft, IconIndentRight } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { IconTool } from '@/components/icon-tool';
import { FullscreenToggle } from '@/components/fullscreen-toggle';
import { NoticeBell } from '@/components/notice-bell';
import { LazyDialogButton } from '@/components/lazy-dialog-button';
import { sessionSettings, type NavBarVersion } from '@/config/settings';
import { ErrorLogButton } from '@/features/error-log/components/error-log-button';
import { ProjectSelectV1, ProjectSwitcherV2, ProjectSwitcherV3 } from '@/features/projects/components/project-switchers';
import { SearchButton } from '@/features/search/components/search-button';
import { ThemeTools } from '@/features/theme/components/theme-tools';
import { lazyPage } from '@/lib/lazy-page';
import { settings, toggleCollapse } from '@/stores/settings';
import { ShellBreadcrumb } from './breadcrumb';
import { DashboardLink, HelpLink, LanguageMenu, RefreshButton, TenantChangeLink, UserMenu } from './header-tools';

function FoldToggle() {
  const { t } = useTranslation();
  const { collapse } = useSnapshot(settings);
  const label = collapse ? t('nav.unfold') : t('nav.fold');
  return (
    <IconTool label={label} icon={collapse ? <IconIndentRight /> : <IconIndentLeft />} onClick={toggleCollapse} className="fold-toggle" />
  );
}

const ProjectChangeDialog = lazyPage('project-change-dialog', () => import('@/components/project-change-dialog'));

function ProjectChangeButton() {
  const { t } = useTranslation();
  return <LazyDialogButton label={t('nav.switchProject')} icon={<IconFolderOpen />} dialog={ProjectChangeDialog} />;
}

function ProjectSwitcher({ version }: { version: NavBarVersion }) {
  if (version === 'v1')
    return (
      <>
        <ProjectSelectV1 />
        <ProjectChangeButton />
      </>
    );
  if (version === 'v2')
    return (
      <>
        <ProjectSwitcherV2 />
        <ProjectChangeButton />
      </>
    );
  return <ProjectSwitcherV3 />;
}

export function NavLeft({ fold = true, breadcrumb = true }: { fold?: boolean; breadcrumb?: boolean }) {
  return (
    <div className="nav-left">
      {fold && <FoldToggle />}
      <ProjectSwitcher version={sessionSettings.navBarVersion} />
      {breadcrumb && <ShellBreadcrumb />}
    </div>
  );
}

export function NavRight() {
  const { theme } = useSnapshot(settings);
  const version = sessionSettings.navBarVersion;
  return (
    <div className="nav-right">
      <ErrorLogButton />
      {version === 'v3' && <TenantChangeLink />}
      <DashboardLink />
      <HelpLink />
      {theme.showSearch && <SearchButton />}
      <ThemeTools showTheme={theme.showTheme} showThemeSetting={theme.showThemeSetting} />
      {theme.showRefresh && <RefreshButton />}
      {theme.showFullScreen && <FullscreenToggle />}
      {theme.showLanguage && <LanguageMenu />}
      {theme.showNotice && <NoticeBell />}
      <UserMenu />
    </div>
  );
}

export function NavBar({ fold = true, breadcrumb = true }: { fold?: boolean; breadcrumb?: boolean }) {
  return (
    <div className="nav-bar">
      <NavLeft fold={fold} breadcrumb={breadcrumb} />
      <NavRight />
    </div>
  );
}
