// Applies a theme's palette as CSS variables on <body> (Semi's primary colour and the shell's menu/header).
import { themePalettes, type ThemeName } from '@/config/theme';

export function applyThemeVariables(themeName: ThemeName): void {
  const palette = themePalettes[themeName];
  const style = document.body.style;
  style.setProperty('--semi-color-primary', palette.primary);
  style.setProperty('--semi-color-primary-hover', palette.primaryHover);
  style.setProperty('--semi-color-primary-active', palette.primaryActive);
  style.setProperty('--semi-color-link', palette.primary);
  style.setProperty('--shell-menu-bg', palette.menuBackground);
  style.setProperty('--shell-menu-text', palette.menuText);
  style.setProperty('--shell-header-bg', palette.headerBackground);
  style.setProperty('--shell-header-text', palette.headerText);
  document.body.dataset.theme = themeName;
}
