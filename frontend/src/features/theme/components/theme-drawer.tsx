// Theme drawer (docs/requirements/shell.md#theme-drawer): right side, 280 px. Changes apply at once; 保存 keeps them in this browser,
// 恢复默认 drops what was saved. Mounted once by the shell above its layouts; the theme tools open it.
import { Button, Select, SideSheet, Switch } from '@douyinfe/semi-ui-19';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { themeDrawerWidth } from '@/config/constants';
import type { ThemeSettings } from '@/config/settings';
import { columnStyles, layoutNames, tabsBarStyles, themeNames } from '@/config/theme';
import { toast } from '@/lib/notify';
import { resetTheme, saveTheme, settings, updateTheme } from '@/stores/settings';
import { closeThemeDrawer, themeDrawer } from '@/stores/theme-drawer';
import './theme-drawer.css';

type BooleanSetting = { [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never }[keyof ThemeSettings];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="theme-drawer-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

type ChoiceSetting = 'layout' | 'themeName' | 'tabsBarStyle' | 'columnStyle';

/** A setting chosen from a list, with its option labels under themeDrawer.<labels>. */
function ChoiceRow<K extends ChoiceSetting>({
  setting,
  choices,
  labels,
  disabled,
}: {
  setting: K;
  choices: readonly ThemeSettings[K][];
  labels: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { theme } = useSnapshot(settings);
  return (
    <Row label={t(`themeDrawer.${setting}`)}>
      <Select
        value={theme[setting]}
        disabled={disabled}
        onChange={(value) => updateTheme({ [setting]: value } as Partial<ThemeSettings>)}
        optionList={choices.map((choice) => ({ value: choice, label: t(`themeDrawer.${labels}.${choice}`) }))}
        style={{ width: 120 }}
      />
    </Row>
  );
}

const switches: BooleanSetting[] = ['showLanguage', 'showProgressBar', 'showRefresh', 'showSearch', 'showNotice', 'showFullScreen'];

export function ThemeDrawer() {
  const { t } = useTranslation();
  const { theme, device } = useSnapshot(settings);
  const { open } = useSnapshot(themeDrawer);
  const toggle = (key: BooleanSetting) => (
    <Switch checked={theme[key]} onChange={(checked) => updateTheme({ [key]: checked })} aria-label={t(`themeDrawer.${key}`)} />
  );
  return (
    <SideSheet
      title={t('themeDrawer.title')}
      visible={open}
      onCancel={closeThemeDrawer}
      placement="right"
      width={themeDrawerWidth}
      className="theme-drawer"
      footer={
        <div className="theme-drawer-footer">
          <Button
            theme="solid"
            onClick={() => {
              saveTheme();
              toast('success', t('themeDrawer.saved'));
              closeThemeDrawer();
            }}
          >
            {t('themeDrawer.save')}
          </Button>
          <Button onClick={resetTheme}>{t('themeDrawer.reset')}</Button>
        </div>
      }
    >
      <ChoiceRow setting="layout" choices={layoutNames} labels="layouts" disabled={device === 'mobile'} />
      <ChoiceRow setting="themeName" choices={themeNames} labels="themes" />
      <Row label={t('themeDrawer.showTabs')}>{toggle('showTabs')}</Row>
      {theme.showTabs && (
        <>
          <Row label={t('themeDrawer.showTabsBarIcon')}>{toggle('showTabsBarIcon')}</Row>
          <ChoiceRow setting="tabsBarStyle" choices={tabsBarStyles} labels="tabsStyles" />
        </>
      )}
      {theme.layout === 'column' && <ChoiceRow setting="columnStyle" choices={columnStyles} labels="columnStyles" />}
      <Row label={t('themeDrawer.fixedHeader')}>
        <Switch
          checked={theme.fixedHeader || theme.layout === 'common'}
          disabled={theme.layout === 'common'}
          onChange={(checked) => updateTheme({ fixedHeader: checked })}
          aria-label={t('themeDrawer.fixedHeader')}
        />
      </Row>
      {switches.map((key) => (
        <Row key={key} label={t(`themeDrawer.${key}`)}>
          {toggle(key)}
        </Row>
      ))}
    </SideSheet>
  );
}
