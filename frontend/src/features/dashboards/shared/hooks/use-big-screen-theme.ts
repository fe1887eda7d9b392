// The big screens are dark whatever the admin theme, and take their accent colour from it (the chosen theme's
// colour for dark backgrounds). Semi's own popups (dropdowns, dialogs) follow through its dark mode while a screen is up.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { themePalettes } from '@/config/theme';
import { settings } from '@/stores/settings';

export function useBigScreenTheme(): { accent: string } {
  const { theme } = useSnapshot(settings);
  useEffect(() => {
    const body = document.body;
    const previous = body.getAttribute('theme-mode');
    body.setAttribute('theme-mode', 'dark');
    return () => {
      if (previous === null) body.removeAttribute('theme-mode');
      else body.setAttribute('theme-mode', previous);
    };
  }, []);
  return { accent: themePalettes[theme.themeName].accentOnDark };
}
