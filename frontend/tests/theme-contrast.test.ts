// Every theme's primary colours and the danger red read at WCAG 2.1 AA (4.5:1 for normal text): as text on white
// and on the colour's own 12% tint (selected rows, tabs, tags), and white text on them (solid buttons).
import { describe, expect, test } from 'vitest';
import { dangerPalette, themeNames, themePalettes } from '@/config/theme';

type Rgb = [number, number, number];

const rgb = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const white: Rgb = [255, 255, 255];
const tint = (colour: Rgb, alpha: number): Rgb => colour.map((channel) => channel * alpha + 255 * (1 - alpha)) as Rgb;

function expectReadable(name: string, hex: string): void {
  const colour = rgb(hex);
  expect(contrast(colour, white), `${name} ${hex} on white`).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colour, tint(colour, 0.12)), `${name} ${hex} on its 12% tint`).toBeGreaterThanOrEqual(4.5);
}

describe('theme contrast', () => {
  test('the ratio is computed as WCAG defines it', () => {
    // The figures the accessibility review quoted for the old colours.
    expect(contrast(rgb('#1890ff'), white)).toBeCloseTo(3.24, 2);
    expect(contrast(rgb('#f93920'), white)).toBeCloseTo(3.73, 2);
    expect(contrast([0, 0, 0], white)).toBe(21);
  });

  test.each(themeNames)('%s: primary, hover and active read at 4.5:1', (name) => {
    const palette = themePalettes[name];
    expectReadable(`${name} primary`, palette.primary);
    expectReadable(`${name} primary hover`, palette.primaryHover);
    expectReadable(`${name} primary active`, palette.primaryActive);
  });

  test('the danger red and its states read at 4.5:1', () => {
    for (const [state, hex] of Object.entries(dangerPalette)) expectReadable(state, hex);
  });

  test('the themes stay told apart by their primary and menu colours', () => {
    const looks = themeNames.map((name) => `${themePalettes[name].primary} ${themePalettes[name].menuBackground}`);
    expect(new Set(looks).size).toBe(themeNames.length);
  });
});
