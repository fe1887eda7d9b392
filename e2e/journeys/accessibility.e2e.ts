// WCAG 2.1 AA with axe-core: every page of the shell, the back office, login and registration, the dashboards
// and the display boards, at 1350x800 and 1920x1080, in Chinese and English, and the pages that carry the theme
// colours in every built-in theme. A critical or serious finding fails the journey; every finding is
// written to reports/e2e/accessibility-<journey>.md. Theme and language come from storage and take one reload
// each; sizes and pages change in place (viewport, hash route).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../support/expect';
import type { ThemeName } from '@smartsite/frontend/theme';
import { accounts } from '../support/accounts';
import { login, open, route } from '../support/app';
import { blockingImpacts, describeFinding, runAxe, type AxeFinding } from '../support/axe';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';
import {
  boardPages,
  cameraDashboardPages,
  consolePages as shellPages,
  signedOutPages as publicPages,
  v1DashboardPages,
  v2DashboardPages,
} from '../support/routes';

const sizes = [
  { width: 1350, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const languages = ['zh', 'en'] as const;
const themes: readonly ThemeName[] = ['default', 'ocean', 'green', 'white', 'red'];

/** The shell pages where the theme's colours show most (primary buttons, links, tags, the menus). */
const themedShellPages = ['/index', '/system/user'];
const dashboardPages = [...v1DashboardPages, ...v2DashboardPages, ...cameraDashboardPages];

/** Findings of one journey by where they were seen ("<route> 1350x800 zh default"). */
class AxeReport {
  private readonly seen: { where: string; findings: AxeFinding[] }[] = [];

  constructor(private readonly name: string) {}

  async check(page: Page, where: string): Promise<void> {
    this.seen.push({ where, findings: await runAxe(page) });
  }

  blocking(): string[] {
    return this.seen.flatMap(({ where, findings }) =>
      findings.filter((finding) => blockingImpacts.includes(finding.impact)).map((finding) => describeFinding(where, finding)),
    );
  }

  /** Writes the table (checks, then every finding) and returns the blocking findings. */
  write(): string[] {
    const lines = [
      `# axe-core: ${this.name}`,
      '',
      `${this.seen.length} checks. Blocking (critical, serious): ${this.blocking().length}.`,
      '',
      '| where | critical | serious | moderate | minor |',
      '|---|---|---|---|---|',
      ...this.seen.map(({ where, findings }) => {
        const count = (impact: string) =>
          findings.filter((finding) => finding.impact === impact).reduce((sum, finding) => sum + finding.nodeCount, 0);
        return `| ${where} | ${count('critical')} | ${count('serious')} | ${count('moderate')} | ${count('minor')} |`;
      }),
      '',
      '## Findings',
      ...this.seen.flatMap(({ where, findings }) => findings.map((finding) => `- ${describeFinding(where, finding)}`)),
    ];
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `accessibility-${this.name}.md`), `${lines.join('\n')}\n`);
    return this.blocking();
  }
}

/** Stores the language and theme the app starts with (it reads them at start-up), then reloads. */
async function restartWith(page: Page, language: string, themeName: ThemeName): Promise<void> {
  await page.evaluate(
    ({ language, themeName }) => {
      localStorage.setItem('language', language);
      const theme = JSON.parse(localStorage.getItem('theme') ?? '{}') as Record<string, unknown>;
      // Every header tool on, so their markup is checked too.
      Object.assign(theme, { themeName, showLanguage: true, showTheme: true, showSearch: true, showTabs: true });
      localStorage.setItem('theme', JSON.stringify(theme));
    },
    { language, themeName },
  );
  await page.reload();
}

/** Waits until the page has drawn its data (no spinner, skeleton or loading panel left) and stopped moving. */
async function settled(page: Page): Promise<void> {
  // A Semi Spin that is loading lacks semi-spin-hidden (a loading table dims its rows and headers meanwhile).
  const loading = '.semi-spin:not(.semi-spin-hidden), .semi-skeleton-active, [data-state="loading"], .page-loading';
  // Views kept alive by the tab bar stay in the page, hidden: only what shows counts.
  const stillLoading = () =>
    page.evaluate(
      (selector) => [...document.querySelectorAll(selector)].find((element) => element.checkVisibility())?.outerHTML.slice(0, 200) ?? '',
      loading,
    );
  // Quiet twice, a moment apart: a view that has just mounted may not have asked for its data yet.
  await expect
    .poll(async () => (await stillLoading()) || (await page.waitForTimeout(300), await stillLoading()), { timeout: 15_000 })
    .toBe('');
  // Transitions that end (a spinner's dimmed content fading back, a dialog sliding in) would be measured halfway.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime))
            .map(
              (animation) => `${animation.constructor.name} on ${String((animation.effect as KeyframeEffect | null)?.target?.className)}`,
            ),
        ),
      { timeout: 5_000 },
    )
    .toEqual([]);
}

async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await open(page, baseUrl, path);
  await expect.poll(() => route(page)).toBe(path);
  await settled(page);
}

const at = (size: { width: number; height: number }) => `${size.width}x${size.height}`;

function expectNoBlocking(report: AxeReport): void {
  expect(report.write(), 'critical or serious axe findings (all findings: reports/e2e/accessibility-*.md)').toEqual([]);
}

interface Sweep {
  language: (typeof languages)[number];
  themeName: ThemeName;
  sizes: readonly { width: number; height: number }[];
  paths: readonly string[];
}

/** One start-up with the language and theme, then every path at every size, each checked by axe. */
async function sweep(page: Page, baseUrl: string, report: AxeReport, { language, themeName, sizes, paths }: Sweep): Promise<void> {
  await restartWith(page, language, themeName);
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const path of paths) {
      await visit(page, baseUrl, path);
      await report.check(page, `${path} ${at(size)} ${language} ${themeName}`);
    }
  }
}

// The matrix, bounded so the three journeys take about two minutes: colours depend on the theme, not the
// language, so every theme is swept in Chinese at both sizes where the theme shows (and the login in both
// languages); every page is swept at both sizes in Chinese and at the narrower size in English (longer labels).
// English on the dashboards and boards is english.e2e.ts's: here English checks their frames only.
test.describe('accessibility', () => {
  journey(
    'login, registration and the status pages: every theme in both languages',
    async ({ page, baseUrl }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const report = new AxeReport('public');
      await open(page, baseUrl, '/login');
      for (const themeName of themes) {
        for (const language of languages) {
          await sweep(page, baseUrl, report, { language, themeName, sizes: sizes.slice(0, 1), paths: publicPages });
        }
      }
      await sweep(page, baseUrl, report, { language: 'zh', themeName: 'default', sizes: sizes.slice(1), paths: publicPages });
      expectNoBlocking(report);
    },
    { timeoutMs: 180_000 },
  );

  journey(
    'the shell and the back office: every page in both languages, the themed pages in every theme',
    async ({ page, baseUrl }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const report = new AxeReport('shell');
      await login(page, baseUrl, accounts.admin);
      await sweep(page, baseUrl, report, { language: 'zh', themeName: 'default', sizes, paths: shellPages });
      await sweep(page, baseUrl, report, { language: 'en', themeName: 'default', sizes: sizes.slice(0, 1), paths: shellPages });
      for (const themeName of themes.filter((name) => name !== 'default')) {
        await sweep(page, baseUrl, report, { language: 'zh', themeName, sizes, paths: themedShellPages });
      }
      expectNoBlocking(report);
      // On a phone every header control stays whole and on top (the switcher was covered down to 4x32 px).
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.locator('.shell').getAttribute('data-layout')).toBe('mobile');
      await page.locator('.semi-toast').first().waitFor({ state: 'hidden' });
      const covered = await page.locator('.nav-bar button').evaluateAll((buttons) =>
        buttons
          .filter((button) => {
            const box = button.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return box.width < 24 || box.height < 24 || !top || !button.contains(top);
          })
          .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      );
      expect(covered, 'header controls too small or covered on a phone').toEqual([]);
    },
    { timeoutMs: 300_000 },
  );

  journey(
    'the dashboards and the display boards at both sizes',
    async ({ page, baseUrl }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const report = new AxeReport('dashboards');
      await login(page, baseUrl, accounts.admin);
      await sweep(page, baseUrl, report, { language: 'zh', themeName: 'default', sizes, paths: [...dashboardPages, ...boardPages] });
      const frames = ['/dashboard/index', '/dashboard/v2/project', '/dataV/camera/map', '/tv/labour'];
      await sweep(page, baseUrl, report, { language: 'en', themeName: 'default', sizes: sizes.slice(1), paths: frames });
      expectNoBlocking(report);
    },
    { timeoutMs: 300_000 },
  );
});
