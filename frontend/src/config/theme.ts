// Theme catalogue (spec 01 §2.10, §9): names, layouts, tab and column styles, and the colours each theme
// applies through CSS variables (Semi reads --semi-color-primary*, the shell reads --shell-*).

export const themeNames = ['default', 'ocean', 'green', 'white', 'red'] as const;
export type ThemeName = (typeof themeNames)[number];
/** Only these take part in the random theme; red is offered in the drawer as non-built-in. */
export const builtInThemeNames = ['default', 'ocean', 'green', 'white'] as const satisfies readonly ThemeName[];

/** Layouts the user can choose; float and mobile are chosen by window width, not by the user. */
export const layoutNames = ['column', 'comprehensive', 'vertical', 'horizontal', 'common'] as const;
export type LayoutName = (typeof layoutNames)[number];
export type EffectiveLayout = LayoutName | 'float';
/** The random theme picks among these on desktop (spec 01 §4). */
export const randomLayouts = ['horizontal', 'vertical', 'column', 'comprehensive', 'common'] as const satisfies readonly LayoutName[];

export const tabsBarStyles = ['card', 'smart', 'smooth'] as const;
export type TabsBarStyle = (typeof tabsBarStyles)[number];

export const columnStyles = ['vertical', 'horizontal', 'card', 'arrow'] as const;
export type ColumnStyle = (typeof columnStyles)[number];

interface ThemePalette {
  /** Semi primary colour and its hover/active shades. */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  /** Side menu / column bar background and text. */
  menuBackground: string;
  menuText: string;
  /** Header background and text. */
  headerBackground: string;
  headerText: string;
}

export const themePalettes: Record<ThemeName, ThemePalette> = {
  default: {
    primary: '#1890ff',
    primaryHover: '#40a9ff',
    primaryActive: '#096dd9',
    menuBackground: '#282c34',
    menuText: 'rgba(255,255,255,0.85)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  ocean: {
    primary: '#3e9bf3',
    primaryHover: '#64b0f6',
    primaryActive: '#2480d8',
    menuBackground: '#1b3a5b',
    menuText: 'rgba(255,255,255,0.88)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  green: {
    primary: '#41b584',
    primaryHover: '#5fc79b',
    primaryActive: '#2f9a6c',
    menuBackground: '#1d3b31',
    menuText: 'rgba(255,255,255,0.88)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  white: {
    primary: '#3e8df7',
    primaryHover: '#65a5fa',
    primaryActive: '#2873db',
    menuBackground: '#ffffff',
    menuText: '#515a6e',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
  red: {
    primary: '#f56c6c',
    primaryHover: '#f78989',
    primaryActive: '#dd6161',
    menuBackground: '#3a2325',
    menuText: 'rgba(255,255,255,0.88)',
    headerBackground: '#ffffff',
    headerText: '#1c1f23',
  },
};
