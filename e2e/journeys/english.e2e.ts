// English everywhere a user reads (issue 41): every route of the console's page tree (@smartsite/api/routes), every
// dashboard tab and every display board, in English at 1920x1080 and on a phone (412x823), fails on any Han
// character left outside data. Data is what the server answered (names, addresses, free text: each string of the
// page's API answers is removed from the texts before they are checked), except the contract's enum values and the
// categories and the fixed words of the answers (weather, chart units and series) the frontend translates, which must
// show in English, in text and in the charts' SVG labels and legends; text marked translate="no" (a language named in
// itself) is skipped. Each route leaves a screenshot in reports/e2e.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loadDocument } from '@smartsite/api/document';
import { consoleRoutes } from '@smartsite/api/routes';
import type { Schemas } from '@smartsite/api';
import { dataVocabulary } from '@smartsite/frontend/vocabulary';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { login, open } from '../support/app';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';

const HAN = /\p{Script=Han}/u;
const sizes = {
  desktop: { width: 1920, height: 1080 },
  phone: { width: 412, height: 823 },
} as const;

/** Leaf pages of the console's tree (the shell's views and the pages that open in a window of their own). */
function treePaths(routes: readonly Schemas['Route'][]): string[] {
  return routes.flatMap((route) =>
    route.children?.length ? treePaths(route.children) : route.path.startsWith('/') && route.component ? [route.path] : [],
  );
}

const groups: Record<string, readonly string[]> = {
  'sign-in and status pages': ['/login', '/register', '/403', '/404'],
  console: [...treePaths(consoleRoutes).filter((path) => !path.startsWith('/dashboard/')), '/tenantChange'],
  'v1 dashboard': ['index', 'digitalSite', 'camera', 'warning', 'security', 'attendance', 'project', 'bimCenter'].map(
    (tab) => `/dashboard/${tab}`,
  ),
  'v2 dashboard': [
    ...treePaths(consoleRoutes).filter((path) => path.startsWith('/dashboard/v2/')),
    ...['digital', 'camera', 'inspection', 'attendance', 'progress', 'bim', 'party'].map((tab) => `/dashboard/v2/${tab}`),
  ],
  'camera dashboard': [
    '/dataV/camera/map',
    '/dataV/camera/video',
    '/dataV/camera/videoReplay',
    '/dataV/camera/autoPlay?group=rongxi',
    '/dataV/camera/autoPlay?group=qidong',
    '/dataV/camera/show',
    '/dataV/camera/tongJi',
  ],
  'display boards': [
    '/tv/labour',
    '/tv/confinedSpace',
    '/dataV/showView012',
    '/dataV/environment',
    '/dataV/camera/projectVideo',
    '/camera/v2/player',
    '/towerCraneQunTaBim/1',
    '/towerCraneShow',
    '/crane/qunTaV2',
    '/environmentList',
    '/ptzController',
    '/hkSdkController',
  ],
};

/** Every string enum value of the contract: shown to a user, it is the frontend's to translate, not data. */
function contractEnumValues(): Set<string> {
  const values = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const { enum: members } = node as { enum?: unknown };
      if (Array.isArray(members)) for (const member of members) if (typeof member === 'string') values.add(member);
      Object.values(node).forEach(walk);
    }
  };
  walk(loadDocument());
  return values;
}

/** The categories of free-string fields the frontend translates like enums (frontend/src/lib/i18n/enums.ts). */
const translatedCategories = ['总承包', '监理', '劳务分包', '材料采购', '设备租赁', '图纸', '方案', '报告', '验收', '影像'];
/** The fixed words inside the answers (weather, units, series, kinds): vocabulary to translate, not data. */
const vocabulary = Object.values(dataVocabulary).flatMap((group) => Object.keys(group));
const notData = new Set([...contractEnumValues(), ...translatedCategories, ...vocabulary]);

/** Collects the strings of the page's API answers (data) for as long as the page lives. */
function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response
      .json()
      .then((body: unknown) => {
        const walk = (value: unknown): void => {
          if (typeof value === 'string') {
            if (HAN.test(value) && !notData.has(value)) data.add(value);
          } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
        };
        walk(body);
      })
      .catch(() => undefined);
  });
  return data;
}

/** What the page shows a reader: visible text and the placeholder, title and aria-label of visible elements. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skipped = (element: Element) => element.closest('[translate="no"], [data-i18n-skip]') !== null;
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !skipped(parent) && shown(parent) && !parent.closest('script, style, noscript')) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[placeholder], [title], [aria-label]')) {
      if (skipped(element) || !shown(element)) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return [...new Set(texts)];
  });
}

/** Texts with Han characters left once every data string is taken out of them (longest first). */
function untranslated(texts: readonly string[], data: ReadonlySet<string>): string[] {
  const strings = [...data].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    if (!HAN.test(text)) return false;
    let rest = text;
    for (const string of strings) if (rest.includes(string)) rest = rest.split(string).join(' ');
    return HAN.test(rest);
  });
}

/**
 * Waits until no loading spinner, skeleton or loading panel shows, every chart box has drawn (charts load lazily and
 * write their legends late) and the answers have been read.
 */
async function settled(page: Page): Promise<void> {
  const loading =
    '.semi-spin:not(.semi-spin-hidden), .semi-skeleton-active, [data-state="loading"], .page-loading, .bs-chart:not(:has(.apexcharts-svg))';
  await expect
    .poll(
      () =>
        page.evaluate((selector) => {
          const waiting = [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
          // A chart draws once it scrolls into view (on a phone most are below the fold).
          waiting[0]?.scrollIntoView({ block: 'center' });
          return waiting.length;
        }, loading),
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

test.describe('english', () => {
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const [group, paths] of Object.entries(groups)) {
      journey(
        `${group} at ${viewport.width}x${viewport.height}: no Chinese outside data`,
        async ({ page, baseUrl }) => {
          const data = collectData(page);
          // A signed-in tenant with a project (the sign-in pages are read signed out); the language is read at load.
          if (group === 'sign-in and status pages') await open(page, baseUrl, '/login');
          else await login(page, baseUrl, accounts.tenant);
          await page.evaluate(() => localStorage.setItem('language', 'en'));
          await page.setViewportSize(viewport);
          const found: string[] = [];
          const shots = join(REPORTS, 'english');
          mkdirSync(shots, { recursive: true });
          for (const path of paths) {
            await open(page, baseUrl, path);
            if (path === paths[0]) await page.reload();
            await settled(page);
            for (const text of untranslated(await readableTexts(page), data)) found.push(`${path}: ${text}`);
            await page.screenshot({ path: join(shots, `${size}${path.replace(/[^a-z0-9]+/gi, '-')}.png`) });
          }
          expect(found, `Chinese outside data in English (${group}, ${size})`).toEqual([]);
        },
        { timeoutMs: 240_000 },
      );
    }
  }
});
