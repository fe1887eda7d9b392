// Applies a theme's palette as CSS variables: Semi's primary colours (also inside dark-mode menu areas, which
// redefine Semi's tokens) and the shell's menu and header colours.
import { dangerPalette, themePalettes, type ThemeName } from '@/config/theme';

function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function applyThemeVariables(themeName: ThemeName): void {
  const palette = themePalettes[themeName];
  let style = document.getElementById('shell-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'shell-theme';
    document.head.appendChild(style);
  }
  style.textContent = `
body, body .semi-always-dark {
  --semi-color-primary: ${palette.primary};
  --semi-color-primary-hover: ${palette.primaryHover};
  --semi-color-primary-active: ${palette.primaryActive};
  --semi-color-primary-light-default: ${withAlpha(palette.primary, 0.12)};
  --semi-color-primary-light-hover: ${withAlpha(palette.primary, 0.2)};
  --semi-color-link: ${palette.primary};
  --semi-color-danger: ${dangerPalette.danger};
  --semi-color-danger-hover: ${dangerPalette.dangerHover};
  --semi-color-danger-active: ${dangerPalette.dangerActive};
}
body {
  --shell-menu-bg: ${palette.menuBackground};
  --shell-menu-text: ${palette.menuText};
  --shell-header-bg: ${palette.headerBackground};
  --shell-header-text: ${palette.headerText};
}`;
  document.body.dataset.theme = themeName;
}
