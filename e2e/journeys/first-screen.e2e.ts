// 项目概览's prerendered first screen (build-plugins/prerendered-frames.ts) on a phone: a returning visitor's reload
// paints it from the HTML, and the page the app paints beneath lies exactly where it did, so taking it away moves
// nothing; on a wide window there is none.
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { expectOverviewFor, login } from '../support/app';
import { expect } from '../support/expect';
import { journey, test } from '../support/journey';

const PHONE = { width: 412, height: 823 };

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

declare global {
  interface Window {
    firstScreenBoxes?: Box[];
  }
}

/** Before the app's scripts run (they run before DOMContentLoaded), the frame's parts where the browser laid them out. */
function recordFrameBoxes() {
  document.addEventListener('DOMContentLoaded', () => {
    const frame = document.getElementById('prerendered-frame');
    const box = (name: string, element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { name, x, y, width, height };
    };
    window.firstScreenBoxes = frame
      ? [
          box('header', frame.querySelector('[data-slot="header"]')!),
          box('greeting', frame.querySelector('[data-slot="welcome"]')!),
          box('greeting card', frame.querySelector('[data-slot="welcome"]')!.parentElement!),
          ...[...frame.querySelectorAll('.overview-stats > *')].map((card, index) => box(`total ${index + 1}`, card)),
          ...[...frame.querySelectorAll('.first-screen-label')].map((label, index) => box(`label ${index + 1}`, label)),
        ]
      : [];
  });
}

async function pageBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const box = (name: string, element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { name, x, y, width, height };
    };
    return [
      box('header', document.querySelector('.shell-header')!),
      box('greeting', document.querySelector('.overview-welcome-title')!),
      box('greeting card', document.querySelector('.overview-welcome')!),
      ...[...document.querySelectorAll('.overview-stat')].map((card, index) => box(`total ${index + 1}`, card)),
      ...[...document.querySelectorAll('.overview-stat .semi-typography')].map((label, index) => box(`label ${index + 1}`, label)),
    ];
  });
}

const rounded = (boxes: Box[]) =>
  boxes.map(({ name, x, y, width, height }) => ({
    name,
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  }));

test.describe('the first screen prerendered for a phone', () => {
  journey(
    "a returning visitor's home page shows it at once, and the page replaces it in place",
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.admin);
      await expectOverviewFor(page, accounts.admin);
      await page.addInitScript(recordFrameBoxes);
      await page.reload();
      await expectOverviewFor(page, accounts.admin);
      await expect(page.locator('#prerendered-frame')).toHaveCount(0);
      const prerendered = await page.evaluate(() => window.firstScreenBoxes ?? []);
      expect(prerendered.map((box) => box.name)).toContain('greeting');
      expect(rounded(prerendered)).toEqual(rounded(await pageBoxes(page)));
      await screenshot('the page that replaced it');

      // The bare address goes on to the home page: the same first screen stands for it.
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/`);
      await expectOverviewFor(page, accounts.admin);
      await expect(page.locator('#prerendered-frame')).toHaveCount(0);
      expect(rounded(await page.evaluate(() => window.firstScreenBoxes ?? []))).toEqual(rounded(prerendered));
    },
    { viewport: PHONE },
  );

  journey('a wide window opens the page without it', async ({ page, baseUrl }) => {
    await login(page, baseUrl, accounts.admin);
    await page.addInitScript(recordFrameBoxes);
    await page.reload();
    await expectOverviewFor(page, accounts.admin);
    expect(await page.evaluate(() => window.firstScreenBoxes)).toEqual([]);
  });
});
