// Random theme (docs/requirements/shell.md#random-theme): after a reset, a theme name other than the current one among the built-in four,
// a different column style and tab style, the other tab-icon flag; on desktop a layout among the five, on
// mobile vertical.
import { defaultThemeSettings, type ThemeSettings } from '@/config/settings';
import { builtInThemeNames, columnStyles, randomLayouts, tabsBarStyles } from '@/config/theme';

/** Picks one element other than `current` using `random` in [0, 1). */
function pickOther<T>(choices: readonly T[], current: T, random: () => number): T {
  const others = choices.filter((choice) => choice !== current);
  return others[Math.floor(random() * others.length)] ?? choices[0]!;
}

export function randomTheme(current: ThemeSettings, device: 'desktop' | 'mobile', random: () => number = Math.random): ThemeSettings {
  return {
    ...defaultThemeSettings,
    themeName: pickOther(builtInThemeNames, current.themeName, random),
    columnStyle: pickOther(columnStyles, current.columnStyle, random),
    tabsBarStyle: pickOther(tabsBarStyles, current.tabsBarStyle, random),
    showTabsBarIcon: !current.showTabsBarIcon,
    layout: device === 'mobile' ? 'vertical' : randomLayouts[Math.floor(random() * randomLayouts.length)]!,
  };
}
