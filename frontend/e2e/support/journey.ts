// `journey(name, body)`: one vitest test in a fresh browser context (empty storage) at 1680x1000, Chinese locale.
// It ends with a screenshot of the final state in reports/e2e; it fails on uncaught exceptions, app console
// errors and unexpected failed responses (see diagnostics.ts); a failed journey leaves its screenshot and log in
// reports/e2e/failures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, expect, inject, test } from 'vitest';
import { launchChromium } from './browser';
import { Diagnostics } from './diagnostics';
import { REPORTS } from './paths';

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
  /** Origin to test instead of the suite's mock server (evaluated when the journey starts). */
  baseUrl?: () => string;
  viewport?: { width: number; height: number };
  timeoutMs?: number;
}

const DESKTOP = { width: 1680, height: 1000 } as const;
const DEFAULT_TIMEOUT_MS = 60_000;
/** Waits inside a journey (locators, navigation) give up after this long. */
const ACTION_TIMEOUT_MS = 10_000;

// Each test file has its own module scope in vitest, so this is one browser per file, closed after its journeys.
let browser: Promise<Browser> | undefined;
afterAll(async () => {
  if (browser) await (await browser).close();
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);

function journeySlug(): string {
  const state = expect.getState();
  const file = slug(basename(state.testPath ?? 'journey').replace(/\.e2e\.ts$/, ''));
  const names = (state.currentTestName ?? 'journey').split(' > ').map(slug);
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
  test(
    name,
    async () => {
      const id = journeySlug();
      const launched = await (browser ??= launchChromium());
      const context = await launched.newContext({
        viewport: options.viewport ?? DESKTOP,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const diagnostics = new Diagnostics(context);
      const page = await context.newPage();
      const baseUrl = options.baseUrl?.() ?? inject('baseUrl');
      const run: Journey = {
        page,
        context,
        browser: launched,
        baseUrl,
        diagnostics,
        allowFailedResponses: (...patterns) => diagnostics.allowFailedResponses(...patterns),
        screenshot: async (label) => {
          const path = join(REPORTS, `${id}--${slug(label)}.png`);
          await capture(page, path);
        },
      };
      try {
        await body(run);
        const problems = diagnostics.problems();
        expect(problems, 'the pages reported problems (console, exceptions, failed responses)').toEqual([]);
        await capture(page, join(REPORTS, `${id}.png`));
        writeFileSync(join(REPORTS, `${id}.log`), diagnostics.report());
      } catch (error) {
        const failures = join(REPORTS, 'failures');
        await capture(page, join(failures, `${id}.png`));
        mkdirSync(failures, { recursive: true });
        writeFileSync(
          join(failures, `${id}.log`),
          `# ${name}\nfailed at ${page.url()}\n\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n${diagnostics.report()}`,
        );
        throw error;
      } finally {
        await context.close();
      }
    },
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
}
