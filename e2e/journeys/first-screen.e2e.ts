// The first screens prerendered for a phone (build-plugins/prerendered-frames.ts): a returning visitor's reload
// paints 项目概览's from the HTML, and the page the app paints beneath lies exactly where it did, so taking it away
// moves nothing; a page in the shell gets the shell's header and footer, where and as the shell paints them; on a
// wide window there is none.
import type { Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { expectOverviewFor, login, open } from '../support/app';
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
    shellFrame?: { prerendered: Box[]; app: Box[]; texts: string[] };
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

  journey(
    "a page in the shell shows the shell's header and footer at once, where the shell paints them",
    async ({ page, baseUrl, screenshot }) => {
      await login(page, baseUrl, accounts.admin);
      await open(page, baseUrl, '/system/user');
      await page.getByTestId('user-table-row').first().waitFor();
      // The view's chunk waits until the frame has gone: the shell is then painted with its view still loading, as on
      // a slow phone, and its footer lies where the frame's did (the rows push it down later).
      let releaseView = () => {};
      const viewHeld = new Promise<void>((resolve) => (releaseView = resolve));
      let viewRequested = false;
      await page.route(/\/users-page-[^/]*\.js$/, async (route) => {
        viewRequested = true;
        await viewHeld;
        await route.continue();
      });
      await page.addInitScript(recordShellFrame);
      await page.reload();
      await expect(page.locator('#prerendered-frame')).toHaveCount(0);
      await screenshot('the shell that replaced it, its view loading');
      releaseView();
      await page.getByTestId('user-table-row').first().waitFor();
      expect(viewRequested, "the route held no chunk: has the user table's chunk another name?").toBe(true);

      const { prerendered, app, texts } = await page.evaluate(() => window.shellFrame!);
      expect(prerendered.map((box) => box.name)).toEqual(['header', 'footer']);
      expect(rounded(prerendered)).toEqual(rounded(app));
      expect(texts[0]).toMatch(/^Copyright © \d{4} \S/);
      expect(texts[0]).toBe(texts[1]);
    },
    { viewport: PHONE },
  );
});

/**
 * The shell frame's header and footer as laid out before the app's scripts run, and the app's own where they are
 * painted when the frame goes (the frame's removal, two frames after the shell's commit); the footers' texts.
 */
function recordShellFrame() {
  const box = (name: string, element: Element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { name, x, y, width, height };
  };
  document.addEventListener('DOMContentLoaded', () => {
    const frame = document.getElementById('prerendered-frame');
    if (!frame) return;
    const footer = frame.querySelector('.shell-footer')!;
    window.shellFrame = {
      prerendered: [box('header', frame.querySelector('[data-slot="header"]')!), box('footer', footer)],
      app: [],
      texts: [footer.textContent ?? ''],
    };
    new MutationObserver((_, observer) => {
      if (frame.isConnected) return;
      observer.disconnect();
      const root = document.getElementById('root')!;
      const appFooter = root.querySelector('.shell-footer')!;
      window.shellFrame!.app = [box('header', root.querySelector('.shell-header')!), box('footer', appFooter)];
      window.shellFrame!.texts.push(appFooter.textContent ?? '');
    }).observe(document.body, { childList: true });
  });
}
