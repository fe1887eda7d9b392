// How a page fits its window, shared by the journeys that check layouts (phones, walk): whether every panel of a
// big screen lies within the page's width (nothing out of reach on a phone), and which buttons the floating theme
// panel covers.
import type { Page } from '@playwright/test';

/**
 * How the page fits the phone: its scroll width, the panels (title and box) reaching outside the page's width, and
 * the header's links and buttons reaching outside the window (the v1 header cut its first links' labels).
 */
export function fit(page: Page) {
  return page.evaluate(() => {
    const width = document.scrollingElement?.scrollWidth ?? Infinity;
    const outside = [...document.querySelectorAll('.bs-panel')].flatMap((panel) => {
      const box = panel.getBoundingClientRect();
      const left = box.left + window.scrollX;
      const title = panel.querySelector('h2')?.textContent ?? '?';
      return left < 0 || left + box.width > width || box.width === 0 ? [`${title} ${Math.round(left)}+${Math.round(box.width)}`] : [];
    });
    const cutControls = [...document.querySelectorAll('.bs-header a, .bs-header button')].flatMap((control) => {
      const box = control.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth
        ? [`${control.textContent?.trim()} ${Math.round(box.left)}+${Math.round(box.width)}`]
        : [];
    });
    return { scrollWidth: width, viewport: window.innerWidth, panels: document.querySelectorAll('.bs-panel').length, outside, cutControls };
  });
}

/** Buttons of the page whose box the floating theme panel's box intersects. */
export function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('.theme-setting-panel')?.getBoundingClientRect();
    if (!panel) return ['no floating theme panel'];
    const buttons = [...document.querySelectorAll('button, [role="button"], [role="combobox"], .semi-select, a')].filter(
      (element) => !element.closest('.theme-setting-panel'),
    );
    return buttons.flatMap((button) => {
      const box = button.getBoundingClientRect();
      const meets = box.width > 0 && box.left < panel.right && box.right > panel.left && box.top < panel.bottom && box.bottom > panel.top;
      return meets ? [(button.textContent ?? '').trim() || button.className] : [];
    });
  });
}
