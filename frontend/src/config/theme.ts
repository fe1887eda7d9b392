// Theme catalogue (docs/requirements/shell.md#theme-drawer): names, layouts, tab and column styles, and the colours each theme
// applies through CSS variables (Semi reads --semi-color-primary*, the shell reads --shell-*).

export const themeNames = ['default', 'ocean', 'green', 'white', 'red'] as const;
export type ThemeName = (typeof themeNames)[number];
/** The theme of a visitor who chose none (docs/requirements/shell.md#settings). */
export const defaultThemeName: ThemeName = 'default';
/** Only these take part in the random theme; red is offered in the drawer as non-built-in. */
export const builtInThemeNames = ['default', 'ocean', 'green', 'white'] as const satisfies readonly ThemeName[];

/** Layouts the user can choose; float and mobile are chosen by window width, not by the user. */
export const layoutNames = ['column', 'comprehensive', 'vertical', 'horizontal', 'common'] as const;
export type LayoutName = (typeof layoutNames)[number];
export type EffectiveLayout = LayoutName | 'float';
/** The random theme picks among these on desktop (docs/requirements/shell.md#random-theme). */
export const randomLayouts = ['horizontal', 'vertical', 'column', 'comprehensive', 'common'] as const satisfies readonly LayoutName[];

export const tabsBarStyles = ['card', 'smart', 'smooth'] as const;
export type TabsBarStyle = (typeof tabsBarStyles)[number];

export const columnStyles = ['vertical', 'horizontal', 'card', 'arrow'] as const;
export type ColumnStyle = (typeof columnStyles)[number];

interface ThemePalette {
  /**
   * Semi primary colour and its hover/active shades. Each theme keeps its hue, darkened until text in it reaches
   * 4.5:1 (WCAG 2.1 AA) on white and on its own 12% tint (selected rows, tabs), and white text on it as well;
   * hover and active are darker still, so no state falls below. frontend/tests/theme-contrast.test.ts checks it.
   */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /**
   * The theme's colour on the dark big screens (charts, highlights): its original bright tone, which reads well on
   * the dark background where the darkened primary would not.
   */
  accentOnDark: string;
  /** Side menu / column bar background and text. */
  menuBackground: string;
  menuText: string;
  /** Header background and text. */
  headerBackground: string;
  headerText: string;
}

/**
 * Semi's danger red (#f93920, 3.73:1 on white) as a darker shade of the same red: 删除 and error texts at 4.5:1 or
 * more on white and on its 12% tint, in every theme.
 */
export const dangerPalette = { danger: '#ca1c05', dangerHover: '#ac1805', dangerActive: '#8e1404' } as const;

export const themePalettes: Record<ThemeName, ThemePalette> = {
  default: {
    primary: '#0068c8',
    primaryHover: '#0058a9',
    primaryActive: '#00488b',
    accentOnDark: '#1890ff',
    menuBackground: '#282c34',
    menuText: 'rgba(255,255,255,0.85)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  ocean: {
    primary: '#0c69c2',
    primaryHover: '#0a5aa5',
    primaryActive: '#084a88',
    accentOnDark: '#3e9bf3',
    menuBackground: '#1b3a5b',
    menuText: 'rgba(255,255,255,0.88)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  green: {
    primary: '#2b7757',
    primaryHover: '#236146',
    primaryActive: '#1b4a36',
    accentOnDark: '#41b584',
    menuBackground: '#1d3b31',
    menuText: 'rgba(255,255,255,0.88)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  white: {
    primary: '#0962da',
    primaryHover: '#0855bd',
    primaryActive: '#0748a0',
    accentOnDark: '#3e8df7',
    menuBackground: '#ffffff',
    menuText: '#515a6e',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  red: {
    primary: '#ce0e0e',
    primaryHover: '#b20c0c',
    primaryActive: '#950a0a',
    accentOnDark: '#f56c6c',
    menuBackground: '#3a2325',
    menuText: 'rgba(255,255,255,0.88)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
};
