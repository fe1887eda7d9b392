// Lighthouse (npm `lighthouse`, pinned to 12.2.3: 13 wants Node 22) on the pages a visitor meets first, mobile and
// desktop, against a mock server that serves the built frontend as `npm start` does. Debian's chromium
// (/usr/bin/chromium, E2E_CHROMIUM overrides) runs headless through chrome-launcher; the login page is audited
// signed out, then one login through the page itself stores the session (Lighthouse clears the HTTP cache before
// every run but keeps local storage), and the other pages are audited signed in as admin.
// Mobile is Lighthouse's default (a mid-range phone, simulated slow 4G, 4x CPU slowdown); desktop its desktop
// config. Each figure is the median of --runs runs of that page and form factor, taken figure by figure.
// `npm run bench` runs it after the throughput scenarios; `node --import tsx scripts/bench/lighthouse.ts
// [--pages login,home] [--runs 1] [--form-factors mobile] [--save-reports]` runs it alone (a subset while working on
// a page; --save-reports keeps every run's whole report in reports/bench/lighthouse/ to read what delayed it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { buildFrontendIfStale, stopOnSignal } from '@smartsite/tooling';
import { CHROMIUM, logInAsAdmin, PHONE_VIEWPORT } from './lib/browser';
import { formatTable, median, round } from './lib/report';
import { freshDatabase, REPORTS, startMock } from './lib/servers';

// firstVisit: every run without what an earlier visit stored for the home page's first screen (its header's measure
// at that width), as a visitor's first load of the page after signing in on another device. Every other signed-in
// page is audited as a returning visitor's: one unaudited visit comes before its runs (visitOnce).
export const PAGES = [
  { key: 'login', label: 'login', route: '/login', signedIn: false, firstVisit: false },
  { key: 'home', label: 'home (项目概览)', route: '/index', signedIn: true, firstVisit: false },
  { key: 'homeFirstVisit', label: 'home, first visit', route: '/index', signedIn: true, firstVisit: true },
  { key: 'userTable', label: 'user table', route: '/system/user', signedIn: true, firstVisit: false },
  { key: 'dashboardV2', label: 'v2 dashboard', route: '/dashboard/v2/project', signedIn: true, firstVisit: false },
  { key: 'dashboardV1', label: 'v1 dashboard', route: '/dashboard/index', signedIn: true, firstVisit: false },
  { key: 'tvLabour', label: '/tv/labour', route: '/tv/labour', signedIn: true, firstVisit: false },
] as const;
export type PageKey = (typeof PAGES)[number]['key'];
export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

/** The targets: mobile LCP 2.5 s on login and home, 4 s on the rest; CLS 0.1 everywhere; desktop score 90. */
const MOBILE_LCP_TARGET_MS: Record<PageKey, number> = {
  login: 2500,
  home: 2500,
  homeFirstVisit: 2500,
  userTable: 4000,
  dashboardV2: 4000,
  dashboardV1: 4000,
  tvLabour: 4000,
};
const CLS_TARGET = 0.1;
const DESKTOP_SCORE_TARGET = 90;

export interface LighthouseFigures {
  /** Performance score, 0-100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes the page transferred (compressed on the wire). */
  transferBytes: number;
}

export interface LighthouseRow {
  page: PageKey;
  label: string;
  formFactor: FormFactor;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  targets: Record<string, { target: string; value: number; met: boolean }>;
}

function figuresOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    tbtMs: Math.round(numeric('total-blocking-time')),
    transferBytes: Math.round(numeric('total-byte-weight')),
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    transferBytes: of('transferBytes'),
  };
}

function targetsOf(page: PageKey, formFactor: FormFactor, figures: LighthouseFigures): LighthouseRow['targets'] {
  const targets: LighthouseRow['targets'] = {
    cls: { target: `<= ${CLS_TARGET}`, value: figures.cls, met: figures.cls <= CLS_TARGET },
  };
  if (formFactor === 'mobile') {
    const lcp = MOBILE_LCP_TARGET_MS[page];
    targets.lcpMs = { target: `<= ${lcp} ms`, value: figures.lcpMs, met: figures.lcpMs <= lcp };
  } else {
    targets.performance = {
      target: `>= ${DESKTOP_SCORE_TARGET}`,
      value: figures.performance,
      met: figures.performance >= DESKTOP_SCORE_TARGET,
    };
  }
  return targets;
}

/** A new tab of the browser Lighthouse drives, for one task, closed after it; local storage is the audits' own. */
async function inNewTab(port: number, task: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await task(page);
    await page.close();
  } finally {
    // Connected, not launched: this ends the connection and leaves the browser running.
    await browser.close();
  }
}

/**
 * Logs in through the login page in the browser Lighthouse drives, so the session is in its local storage, on the
 * phone's screen as its visitor would: the app then keeps what its home page's prerendered first screen needs at
 * that width (app/prerendered-frame.ts), as it does for anyone who has used it on their phone.
 */
function signIn(port: number, baseUrl: string): Promise<void> {
  return inNewTab(port, async (page) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await logInAsAdmin(page, baseUrl);
  });
}

/**
 * Opens the page once, unaudited, on the phone's screen, so every audited run is a returning visitor's: what the
 * app keeps of a page for the next visit is then stored before the first run, as before the second and third (a
 * board stores its project and its config: a run without them drew its first screen from the session's tenant).
 */
function visitOnce(port: number, url: string): Promise<void> {
  return inNewTab(port, async (page) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(VISIT_SETTLE_MS);
  });
}

/**
 * Forgets the home page's stored first-screen measure (lib/storage.ts, key firstScreen), keeping the session: from a
 * page of the same origin that is not the app, which would store it again.
 */
function forgetFirstScreen(port: number, baseUrl: string): Promise<void> {
  return inNewTab(port, async (page) => {
    await page.goto(`${baseUrl}/__mock/scenario`);
    // A string: this script's types have no DOM.
    await page.evaluate("localStorage.removeItem('firstScreen')");
  });
}

/** How long the unaudited visit lets the page load its data and store what it keeps. */
const VISIT_SETTLE_MS = 4000;

/** Tries a run again when Lighthouse could not record it (NO_NAVSTART, NO_FCP: seen on a busy machine). */
const ATTEMPTS = 3;

async function auditOnce(port: number, url: string, formFactor: FormFactor, saveAs?: string): Promise<LighthouseFigures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    problem = !result ? 'no result' : (result.lhr.runtimeError?.message ?? '');
    if (result && !problem) {
      if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
      return figuresOf(result.lhr);
    }
    console.warn(`lighthouse ${url} ${formFactor}, attempt ${attempt} of ${ATTEMPTS}: ${problem}`);
  }
  throw new Error(`Lighthouse on ${url} (${formFactor}): ${problem}`);
}

export interface LighthouseOptions {
  baseUrl: string;
  pages?: readonly PageKey[];
  formFactors?: readonly FormFactor[];
  runs?: number;
  /** A folder for every run's whole Lighthouse report (JSON), to read what delayed a page. */
  saveReportsTo?: string;
}

/** Audits the pages on a running server; the browser is started and stopped here. */
export async function auditPages({
  baseUrl,
  pages = PAGES.map((page) => page.key),
  formFactors = FORM_FACTORS,
  runs = 3,
  saveReportsTo,
}: LighthouseOptions): Promise<LighthouseRow[]> {
  if (saveReportsTo) mkdirSync(saveReportsTo, { recursive: true });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  // chrome-launcher kills Chromium on SIGINT only; a SIGTERM would leave it running.
  const unregister = stopOnSignal(() => chrome.kill());
  const rows: LighthouseRow[] = [];
  try {
    // Signed-out pages first: the login page of a signed-in visitor sends them on.
    const chosen = PAGES.filter((page) => pages.includes(page.key)).sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
    let signedIn = false;
    for (const page of chosen) {
      if (page.signedIn && !signedIn) {
        await signIn(chrome.port, baseUrl);
        signedIn = true;
      }
      if (page.signedIn && !page.firstVisit) await visitOnce(chrome.port, `${baseUrl}/#${page.route}`);
      for (const formFactor of formFactors) {
        const results: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run++) {
          const saveAs = saveReportsTo && join(saveReportsTo, `${page.key}-${formFactor}-${run + 1}.json`);
          if (page.firstVisit) await forgetFirstScreen(chrome.port, baseUrl);
          results.push(await auditOnce(chrome.port, `${baseUrl}/#${page.route}`, formFactor, saveAs));
        }
        const figures = medianFigures(results);
        rows.push({
          page: page.key,
          label: page.label,
          formFactor,
          median: figures,
          runs: results,
          targets: targetsOf(page.key, formFactor, figures),
        });
        console.log(
          `lighthouse ${page.label.padEnd(16)} ${formFactor.padEnd(7)} performance ${figures.performance}  LCP ${figures.lcpMs} ms  ` +
            `CLS ${figures.cls}  TBT ${figures.tbtMs} ms  ${Math.round(figures.transferBytes / 1000)} kB (median of ${runs})`,
        );
      }
    }
  } finally {
    unregister();
    chrome.kill();
  }
  return rows;
}

/** The table as the README shows it: one line per page and form factor, each target with its figure. */
export function formatLighthouseTable(rows: LighthouseRow[]): string {
  const mark = (target: { met: boolean } | undefined) => (target ? (target.met ? ' ✓' : ' ✗') : '');
  return formatTable(
    ['page', 'form factor', 'performance', 'LCP', 'CLS', 'TBT', 'transfer'],
    rows.map((row) => [
      row.label,
      row.formFactor,
      `${row.median.performance}${mark(row.targets.performance)}`,
      `${(row.median.lcpMs / 1000).toFixed(1)} s${mark(row.targets.lcpMs)}`,
      `${row.median.cls}${mark(row.targets.cls)}`,
      `${row.median.tbtMs} ms`,
      `${Math.round(row.median.transferBytes / 1000)} kB`,
    ]),
  );
}

/** A mock server on a fresh database serving the built frontend, audited, then stopped. */
export async function auditFreshServer(options: Omit<LighthouseOptions, 'baseUrl'>): Promise<LighthouseRow[]> {
  buildFrontendIfStale();
  const database = await freshDatabase('bench-lighthouse');
  const server = await startMock({ name: 'bench-lighthouse', databaseFile: database.file });
  try {
    return await auditPages({ ...options, baseUrl: server.baseUrl });
  } finally {
    await server.stop();
    database.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      'form-factors': { type: 'string' },
      runs: { type: 'string', default: '3' },
      'save-reports': { type: 'boolean', default: false },
    },
  });
  const rows = await auditFreshServer({
    runs: Number(values.runs),
    ...(values['save-reports'] ? { saveReportsTo: join(REPORTS, 'lighthouse') } : {}),
    ...(values.pages ? { pages: values.pages.split(',') as PageKey[] } : {}),
    ...(values['form-factors'] ? { formFactors: values['form-factors'].split(',') as FormFactor[] } : {}),
  });
  console.log(`\n${formatLighthouseTable(rows)}`);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, 'lighthouse.json'), JSON.stringify(rows, null, 2) + '\n');
}
