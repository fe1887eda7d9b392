// Small header tools of docs/requirements/shell.md#dashboard-link, docs/requirements/shell.md#header-tools: dashboard link, 切换租户, help, refresh, language, user menu.
import { IconDesktop, IconHelpCircle, IconLanguage, IconRefresh, IconServer } from '@douyinfe/semi-icons';
import { Button, Dropdown, Typography } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { IconTool } from '@/components/icon-tool';
import { OpenedOnce } from '@/components/opened-once';
import { TriggerButton } from '@/components/trigger-button';
import { Permission } from '@/components/permission';
import { UserAvatar } from '@/components/user-avatar';
import { helpUrl, progressBar } from '@/config/constants';
import { dashboardPermission, systemPermission } from '@/config/permissions';
import { tenantChangePath } from '@/config/routes';
import { sessionSettings } from '@/config/settings';
import { callOperation } from '@/lib/api';
import { greetingLine } from '@/lib/greeting';
import { lazyPage } from '@/lib/lazy-page';
import { sentId } from '@/lib/ids';
import { changeLanguage, languages } from '@/lib/i18n';
import { toast } from '@/lib/notify';
import { startProgress, stopProgress } from '@/lib/progress';
import { fetchAuthorisedProjects, pickProject } from '@/lib/projects';
import { logout } from '@/lib/session';
import { context } from '@/stores/context';
import { settings } from '@/stores/settings';
import { session } from '@/stores/user';
import { refreshView } from '@/stores/view';
import './header-tools.css';

const ChangePasswordDialog = lazyPage('change-password-dialog', async () => ({
  default: (await import('@/features/auth/components/change-password-dialog')).ChangePasswordDialog,
}));

/**
 * 数字工地指挥平台: asks the server for the URL and goes there when it is not empty (docs/requirements/shell.md#dashboard-link). The call carries
 * projectId (docs/requirements/calls.md#project-id); in a tenant context, where none is stored, it names the project the dashboard will open
 * on (docs/requirements/dashboards.md#dashboard-project: the first authorised one).
 */
export function DashboardLink() {
  const { t } = useTranslation();
  const open = async () => {
    const projectId = context.projectId ?? pickProject(await fetchAuthorisedProjects().catch(() => []), undefined)?.id;
    if (projectId === undefined) return toast('warning', t('nav.noProjectToOpen'));
    const url = await callOperation('goDashboard', { projectId: sentId(projectId) }).catch(() => '');
    if (url) window.location.href = url;
  };
  return (
    <Permission rule={dashboardPermission}>
      <Button theme="borderless" icon={<IconDesktop aria-hidden />} onClick={() => void open()} className="dashboard-link">
        {t('nav.dashboard')}
      </Button>
    </Permission>
  );
}

export function TenantChangeLink() {
  const { t } = useTranslation();
  return (
    <Permission rule={systemPermission}>
      <Button theme="borderless" icon={<IconServer aria-hidden />} onClick={() => (window.location.href = `/#${tenantChangePath}`)}>
        {t('nav.tenantChange')}
      </Button>
    </Permission>
  );
}

export function HelpLink() {
  const { t } = useTranslation();
  return <IconTool label={t('nav.help')} icon={<IconHelpCircle aria-hidden />} onClick={() => window.open(helpUrl, '_blank')} />;
}

/** Re-renders the current view, with the progress bar for about 200 ms when enabled. */
export function RefreshButton() {
  const { t } = useTranslation();
  const refresh = () => {
    refreshView();
    if (!settings.theme.showProgressBar) return;
    startProgress();
    setTimeout(stopProgress, progressBar.refreshDurationMs);
  };
  return <IconTool label={t('tools.refresh')} icon={<IconRefresh aria-hidden />} onClick={refresh} />;
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language.code === i18n.language) ?? languages[0];
  return (
    <Dropdown
      position="bottomRight"
      render={
        <Dropdown.Menu>
          {languages.map((language) => (
            <Dropdown.Item key={language.code} onClick={() => changeLanguage(language.code)}>
              <span lang={language.lang} translate="no">
                {language.label}
              </span>
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      {/* The current language, named in itself, shows beside the icon (the switch reads as one without hovering it)
          and ends the accessible name, which must contain the visible text. */}
      <TriggerButton aria-label={`${t('tools.language')} ${current.short}`} className="language-trigger">
        <IconLanguage aria-hidden />
        <span lang={current.lang} translate="no">
          {current.short}
        </span>
      </TriggerButton>
    </Dropdown>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSnapshot(session);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = sessionSettings.loginInterception ? user.nickname : t('nav.loginInterceptionOff');
  return (
    <>
      <Dropdown
        position="bottomRight"
        render={
          <Dropdown.Menu>
            <Dropdown.Title>{greetingLine(name)}</Dropdown.Title>
            <Dropdown.Item onClick={() => setPasswordOpen(true)}>{t('nav.changePassword')}</Dropdown.Item>
            <Dropdown.Item onClick={() => void logout()}>{t('nav.logout')}</Dropdown.Item>
          </Dropdown.Menu>
        }
      >
        <TriggerButton className="user-menu-trigger" aria-label={t('a11y.userMenu', { name })}>
          <UserAvatar name={name} src={user.avatar} />
          <Typography.Text className="user-menu-name">{name}</Typography.Text>
        </TriggerButton>
      </Dropdown>
      <OpenedOnce open={passwordOpen}>
        <ChangePasswordDialog visible={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </OpenedOnce>
    </>
  );
}
