// The browser journeys on Playwright Test (`npm test` step "e2e journeys (chromium)", or e2e/run.ts) with
// Debian's chromium, never a downloaded browser. The global setup starts `npm start` once; every journey gets a
// fresh context. Artefacts: reports/e2e (a screenshot and log per journey), reports/e2e-junit.xml, the HTML report
// in reports/e2e-html and, for a failed journey, its screenshot, diagnostics and the trace of its second run in
// reports/e2e/results.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';

const reports = fileURLToPath(new URL('../reports/', import.meta.url));

export default defineConfig({
  testDir: 'journeys',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  // Two files at a time (E2E_WORKERS to change): every journey has a workspace of its own on the one server
  // (support/workspace.ts), so none sees another's scenario, clock or data.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A failed journey runs once more, recording a trace (recording every journey costs ~20% on a 2-core machine);
  // passing the second time still fails the run.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 60_000,
  outputDir: `${reports}e2e/results`,
  reporter: [
    ['list'],
    ['junit', { outputFile: `${reports}e2e-junit.xml` }],
    ['html', { outputFolder: `${reports}e2e-html`, open: 'never' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    headless: true,
    viewport: { width: 1680, height: 1000 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    actionTimeout: 10_000,
    navigationTimeout: 10_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
