// Theme tools (docs/requirements/shell.md#theme-tools): the header theme icon (setting showTheme) and the floating panel at the right
// edge (setting showThemeSetting), both offering 主题配置 (drawer), 随机换肤 (1 s loading mask), 清理缓存.
// On a phone or an upright tablet (the mobile layout) the panel folds to a handle within the page's right margin: its
// 32 px column of buttons covered the 删除/编辑 column of tables at 412 px.
import { IconChevronLeft, IconChevronRight, IconColorPalette, IconContrast, IconDelete, IconSetting } from '@douyinfe/semi-icons';
import { Dropdown, Tooltip } from '@douyinfe/semi-ui-19';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
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
  const { device } = useSnapshot(settings);
  const [unfolded, setUnfolded] = useState(false);
  const foldable = device === 'mobile';
  const folded = foldable && !unfolded;
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
        <div className={`theme-setting-panel${foldable ? ' is-foldable' : ''}`}>
          {foldable && (
            <button
              type="button"
              className="theme-setting-handle"
              aria-expanded={unfolded}
              aria-label={t('tools.panel')}
              onClick={() => setUnfolded(!unfolded)}
            >
              {unfolded ? <IconChevronRight size="small" aria-hidden /> : <IconChevronLeft size="small" aria-hidden />}
            </button>
          )}
          {!folded && (
            <div className="theme-setting-buttons">
              {actions.map((action) => (
                <Tooltip key={action.key} content={action.label} position="left">
                  <button type="button" className="theme-setting-button" onClick={action.run} aria-label={action.label}>
                    {action.icon}
                  </button>
                </Tooltip>
              ))}
            </div>
          )}
        </div>
      )}
    </>
  );
}
