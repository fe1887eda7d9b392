// Theme tools (docs/requirements/shell.md#theme-tools): the header theme icon (setting showTheme) and the floating panel at the right
// edge (setting showThemeSetting), both offering 主题配置 (drawer), 随机换肤 (1 s loading mask), 清理缓存.
import { IconColorPalette, IconContrast, IconDelete, IconSetting } from '@douyinfe/semi-icons';
import { Dropdown, Tooltip } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { TriggerButton } from '@/components/trigger-button';
import { randomThemeMaskMs } from '@/config/constants';
import { clearAll } from '@/lib/storage';
import { beginOverlay, endOverlay } from '@/stores/loading';
import { saveTheme, settings, updateTheme } from '@/stores/settings';
import { openThemeDrawer } from '@/stores/theme-drawer';
import { randomTheme } from '../lib/random-theme';
import './theme-tools.css';

function applyRandomTheme(): void {
  beginOverlay();
  updateTheme(randomTheme(settings.theme, settings.device));
  saveTheme();
  setTimeout(endOverlay, randomThemeMaskMs);
}

function clearCache(): void {
  clearAll();
  window.location.reload();
}

export function ThemeTools({ showTheme, showThemeSetting }: { showTheme: boolean; showThemeSetting: boolean }) {
  const { t } = useTranslation();
  const actions = [
    { key: 'theme', label: t('tools.theme'), icon: <IconSetting />, run: openThemeDrawer },
    { key: 'random', label: t('tools.randomTheme'), icon: <IconContrast />, run: applyRandomTheme },
    { key: 'clear', label: t('tools.clearCache'), icon: <IconDelete />, run: clearCache },
  ];
  return (
    <>
      {showTheme && (
        <Dropdown
          position="bottomRight"
          render={
            <Dropdown.Menu>
              {actions.map((action) => (
                <Dropdown.Item key={action.key} icon={action.icon} onClick={action.run}>
                  {action.label}
                </Dropdown.Item>
              ))}
            </Dropdown.Menu>
          }
        >
          <TriggerButton aria-label={t('tools.theme')}>
            <IconColorPalette aria-hidden />
          </TriggerButton>
        </Dropdown>
      )}
      {showThemeSetting && (
        <div className="theme-setting-panel">
          {actions.map((action) => (
            <Tooltip key={action.key} content={action.label} position="left">
              <button type="button" className="theme-setting-button" onClick={action.run} aria-label={action.label}>
                {action.icon}
              </button>
            </Tooltip>
          ))}
        </div>
      )}
    </>
  );
}
