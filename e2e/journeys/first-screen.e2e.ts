// The first screens prerendered for a phone (build-plugins/prerendered-frames.ts): a returning visitor's reload
// paints 项目概览's from the HTML, and the page the app paints beneath lies exactly where it did, so taking it away
// moves nothing; a page in the shell gets the shell's header and footer, where and as the shell paints them; the v1
// and v2 boards get their background and title, where and as the board paints its title; on a wide window none.
import type { Page } from '@playwright/test';
import { accounts, projects } from '../support/accounts';
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
    frameParts?: { prerendered: Box[]; app: Box[]; texts: string[] };
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
      await page.addInitScript(recordFrameParts, [
        { name: 'header', frame: '[data-slot="header"]', app: '.shell-header' },
        { name: 'footer', frame: '.shell-footer', app: '.shell-footer' },
      ]);
      await page.reload();
      await expect(page.locator('#prerendered-frame')).toHaveCount(0);
      await screenshot('the shell that replaced it, its view loading');
      releaseView();
      await page.getByTestId('user-table-row').first().waitFor();
      expect(viewRequested, "the route held no chunk: has the user table's chunk another name?").toBe(true);

      const { prerendered, app, texts } = await page.evaluate(() => window.frameParts!);
      expect(prerendered.map((box) => box.name)).toEqual(['header', 'footer']);
      expect(rounded(prerendered)).toEqual(rounded(app));
      expect(texts[0]).toMatch(/^Copyright © \d{4} \S/);
      expect(texts[0]).toBe(texts[1]);
    },
    { viewport: PHONE },
  );

  for (const board of [
    { name: 'v1', route: '/dashboard/index', chunk: /\/v1-[^/]*\.js$/ },
    { name: 'v2', route: '/dashboard/v2/project', chunk: /\/v2-[^/]*\.js$/ },
  ])
    journey(
      `the ${board.name} board shows its background and title at once, where the board paints its title`,
      async ({ page, baseUrl, screenshot }) => {
        await login(page, baseUrl, accounts.admin);
        // The first visit picks the board's project: the session's context is the tenant's.
        await open(page, baseUrl, board.route);
        const title = page.getByTestId('dashboard-title');
        await expect(title).toHaveText(projects.binjiang.name);
        // The board's chunk waits until the frame has been seen alone, as on a slow phone.
        let releaseBoard = () => {};
        const boardHeld = new Promise<void>((resolve) => (releaseBoard = resolve));
        let boardRequested = false;
        await page.route(board.chunk, async (route) => {
          boardRequested = true;
          await boardHeld;
          await route.continue();
        });
        await page.addInitScript(recordFrameParts, [
          { name: 'title', frame: '.bs-title', app: '.bs-title' },
          { name: "title's text", frame: '.bs-title', app: '.bs-title', text: true },
        ]);
        await page.reload();
        await expect(page.locator('#prerendered-frame .bs-title')).toHaveText(projects.binjiang.name);
        await screenshot("the board's frame, its chunk held");
        expect(boardRequested, `the route held no chunk: has the ${board.name} board's chunk another name?`).toBe(true);
        releaseBoard();
        await expect(page.locator('#prerendered-frame')).toHaveCount(0);
        await expect(title).toHaveText(projects.binjiang.name);

        const { prerendered, app, texts } = await page.evaluate(() => window.frameParts!);
        expect(prerendered.map((box) => box.name)).toEqual(['title', "title's text"]);
        expect(rounded(app)).toEqual(rounded(prerendered));
        expect(texts).toEqual([projects.binjiang.name, projects.binjiang.name]);
      },
      { viewport: PHONE },
    );
});

/**
 * A part of a frame, by its selector in the frame and in the app's own render (#root); `text`: measured by its text's
 * own box (what the browser sizes a largest paint by, and where a different font shows), else by its element's.
 */
interface FramePart {
  name: string;
  frame: string;
  app: string;
  text?: boolean;
}

/**
 * The frame's parts as laid out before the app's scripts run, and the app's own where they are painted when the
 * frame goes (two frames after the app's commit), with the texts of the last part in both.
 */
function recordFrameParts(parts: FramePart[]) {
  const box = (part: FramePart, element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = (part.text ? range : element).getBoundingClientRect();
    return { name: part.name, x, y, width, height };
  };
  document.addEventListener('DOMContentLoaded', () => {
    const frame = document.getElementById('prerendered-frame');
    if (!frame) return;
    const texted = parts.at(-1)!;
    window.frameParts = {
      prerendered: parts.map((part) => box(part, frame.querySelector(part.frame)!)),
      app: [],
      texts: [frame.querySelector(texted.frame)!.textContent ?? ''],
    };
    new MutationObserver((_, observer) => {
      if (frame.isConnected) return;
      observer.disconnect();
      const root = document.getElementById('root')!;
      window.frameParts!.app = parts.map((part) => box(part, root.querySelector(part.app)!));
      window.frameParts!.texts.push(root.querySelector(texted.app)!.textContent ?? '');
    }).observe(document.body, { childList: true });
  });
}
