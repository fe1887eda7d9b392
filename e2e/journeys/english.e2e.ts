// English everywhere a user reads (issue 41): every route of the console's page tree (@smartsite/api/routes), every
// dashboard tab and every display board, in English at 1920x1080 and on a phone (412x823), fails on any Han
// character left outside data. Data is what the server answered (names, addresses, free text: each string of the
// page's API answers is removed from the texts before they are checked), except the contract's enum values and the
// categories the frontend translates, which must show in English; text marked translate="no" (a language named in
// itself) is skipped. Each route leaves a screenshot in reports/e2e.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import { accounts } from '../support/accounts';
import { login, open } from '../support/app';
import { answersRead, collectData, gluedUnits, readableTexts, untranslated } from '../support/english';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';
import { routeGroups } from '../support/routes';

const sizes = {
  desktop: { width: 1920, height: 1080 },
  phone: { width: 412, height: 823 },
} as const;

/**
 * Waits until no loading spinner, skeleton or loading panel shows, every chart box has drawn (charts load lazily and
 * write their legends late), index.html's prerendered frame has made way for the app's own screen (the frame has no
 * form, so reading it would skip the form's texts) and the answers have been read.
 */
async function settled(page: Page): Promise<void> {
  const loading =
    '.semi-spin:not(.semi-spin-hidden), .semi-skeleton-active, [data-state="loading"], .page-loading, .bs-chart:not(:has(.bs-chart-svg)), #prerendered-frame';
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
  await answersRead(page);
}

test.describe('english', () => {
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const [group, paths] of Object.entries(routeGroups)) {
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
            const texts = await readableTexts(page);
            for (const text of untranslated(texts, data)) found.push(`${path}: ${text}`);
            for (const text of gluedUnits(texts)) found.push(`${path}: figure glued to its unit: ${text}`);
            await page.screenshot({ path: join(shots, `${size}${path.replace(/[^a-z0-9]+/gi, '-')}.png`) });
          }
          expect(found, `Chinese outside data in English (${group}, ${size})`).toEqual([]);
        },
        { timeoutMs: 240_000 },
      );
    }
  }
});
