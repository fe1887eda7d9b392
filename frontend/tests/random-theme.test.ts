// @vitest-environment node
// docs/requirements/shell.md#random-theme random theme: reset, then a different built-in theme, column style and tab style, the other
// tab-icon flag, a desktop layout from the five (vertical forced on mobile).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultThemeSettings, type ThemeSettings } from '@/config/settings';
import { builtInThemeNames, columnStyles, randomLayouts, tabsBarStyles, themeNames } from '@/config/theme';
import { randomTheme } from '@/features/theme/lib/random-theme';

const settingsArbitrary = fc.record({
  themeName: fc.constantFrom(...themeNames),
  columnStyle: fc.constantFrom(...columnStyles),
  tabsBarStyle: fc.constantFrom(...tabsBarStyles),
  showTabsBarIcon: fc.boolean(),
  showTabs: fc.boolean(),
  showSearch: fc.boolean(),
});

describe('randomTheme', () => {
  it('always changes theme, column style, tab style and icon flag, within the allowed values', () => {
    fc.assert(
      fc.property(
        settingsArbitrary,
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        fc.constantFrom('desktop', 'mobile'),
        (patch, r, device) => {
          const current: ThemeSettings = { ...defaultThemeSettings, ...patch };
          const next = randomTheme(current, device as 'desktop' | 'mobile', () => r);
          expect(builtInThemeNames).toContain(next.themeName);
          expect(next.themeName).not.toBe(current.themeName);
          expect(next.columnStyle).not.toBe(current.columnStyle);
          expect(next.tabsBarStyle).not.toBe(current.tabsBarStyle);
          expect(next.showTabsBarIcon).toBe(!current.showTabsBarIcon);
          expect(device === 'mobile' ? ['vertical'] : randomLayouts).toContain(next.layout);
        },
      ),
    );
  });

  it('starts from the defaults (reset) for everything it does not pick', () => {
    const current: ThemeSettings = { ...defaultThemeSettings, showTabs: true, showSearch: true, fixedHeader: false };
    const next = randomTheme(current, 'desktop', () => 0);
    expect(next.showTabs).toBe(defaultThemeSettings.showTabs);
    expect(next.showSearch).toBe(defaultThemeSettings.showSearch);
    expect(next.fixedHeader).toBe(true);
  });

  it('can reach every built-in theme other than the current one and every desktop layout', () => {
    const seen = new Set<string>();
    const layouts = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const next = randomTheme({ ...defaultThemeSettings, themeName: 'red' }, 'desktop', () => i / 20);
      seen.add(next.themeName);
      layouts.add(next.layout);
    }
    expect([...seen].sort()).toEqual([...builtInThemeNames].sort());
    expect([...layouts].sort()).toEqual([...randomLayouts].sort());
  });
});
