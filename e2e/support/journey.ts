// `journey(name, body)`: one Playwright test in a fresh browser context (empty storage) at 1680x1000, Chinese
// locale (playwright.config.ts). It ends with a screenshot of the final state in reports/e2e; it fails on uncaught
// exceptions, app console errors and failed responses it did not provoke (see diagnostics.ts). A failed journey
// leaves its screenshot, trace and diagnostics in reports/e2e/results and the HTML report.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { appUrl } from './app-server';
import { Diagnostics } from './diagnostics';
import { expect } from './expect';
import { REPORTS } from './paths';
import { inOwnWorkspace, WORKSPACE_HEADER } from './workspace';

export interface Journey {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  /** Origin of the app under test, e.g. http://127.0.0.1:40123 (no trailing slash). */
  baseUrl: string;
  diagnostics: Diagnostics;
  /** Failed responses ("<status> <METHOD> <path>") the journey provokes on purpose. */
  allowFailedResponses: (...patterns: RegExp[]) => void;
  /** An extra screenshot of an intermediate state, named after the journey and the label. */
  screenshot: (label: string) => Promise<void>;
}

export interface JourneyOptions {
  /** Origin to test instead of the suite's server (evaluated when the journey starts); the journey then has no workspace. */
  baseUrl?: () => string;
  /** False: the journey runs in the default workspace (one that makes and chooses workspaces itself). */
  ownWorkspace?: boolean;
  viewport?: { width: number; height: number };
  timeoutMs?: number;
}

/** Waits inside a journey (locators, navigation) give up after this long (playwright.config.ts). */
const ACTION_TIMEOUT_MS = 10_000;

/**
 * The diagnostics of each test's context, written next to its screenshot and attached to the report; the journey's
 * own workspace (workspace.ts), whose header its context sends on every request.
 */
export const test = base.extend<{ diagnostics: Diagnostics; ownWorkspace: boolean; workspace: string | undefined }>({
  ownWorkspace: [true, { option: true }],
  workspace: async ({ ownWorkspace }, use, testInfo) => {
    if (!ownWorkspace) return use(undefined);
    await inOwnWorkspace(appUrl(), testInfo, use);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, workspace }, use) => {
    await use(workspace ? { ...extraHTTPHeaders, [WORKSPACE_HEADER]: workspace } : extraHTTPHeaders);
  },
  diagnostics: async ({ context }, use, testInfo) => {
    const diagnostics = new Diagnostics(context);
    await use(diagnostics);
    await testInfo.attach('diagnostics', { body: diagnostics.report(), contentType: 'text/plain' });
  },
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);

/** reports/e2e/<file>--<describe>-<title>: a stable name per journey across runs. */
function journeySlug(testInfo: TestInfo): string {
  // The title path is [file, ...describes, title]; testInfo.file would name this module, where test() is called.
  const [path = 'journey', ...titles] = testInfo.titlePath;
  const file = slug(basename(path).replace(/\.e2e\.ts$/, ''));
  const names = titles.filter(Boolean).map(slug);
  // A describe named like its file adds nothing to the name.
  if (names.length > 1 && names[0] === file) names.shift();
  return `${file}--${names.join('-')}`;
}

async function capture(page: Page, path: string): Promise<void> {
  mkdirSync(join(path, '..'), { recursive: true });
  await page.screenshot({ path, animations: 'disabled', timeout: ACTION_TIMEOUT_MS }).catch((error: unknown) => {
    writeFileSync(`${path}.error.txt`, String(error));
  });
}

export function journey(name: string, body: (journey: Journey) => Promise<void>, options: JourneyOptions = {}): void {
  const define = () =>
    test(name, async ({ page, context, browser, diagnostics }, testInfo) => {
      if (options.timeoutMs) test.setTimeout(options.timeoutMs);
      const id = journeySlug(testInfo);
      await body({
        page,
        context,
        browser,
        baseUrl: options.baseUrl?.() ?? appUrl(),
        diagnostics,
        allowFailedResponses: (...patterns) => diagnostics.allowFailedResponses(...patterns),
        screenshot: (label) => capture(page, join(REPORTS, `${id}--${slug(label)}.png`)),
      });
      expect(diagnostics.problems(), 'the pages reported problems (console, exceptions, failed responses)').toEqual([]);
      await capture(page, join(REPORTS, `${id}.png`));
      writeFileSync(join(REPORTS, `${id}.log`), diagnostics.report());
    });
  const ownWorkspace = options.ownWorkspace ?? !options.baseUrl;
  if (!options.viewport && ownWorkspace) return define();
  test.describe(() => {
    if (options.viewport) test.use({ viewport: options.viewport });
    if (!ownWorkspace) test.use({ ownWorkspace: false });
    define();
  });
}
