// Entry point of the browser journeys: `node --import tsx e2e/run.ts [playwright test arguments]` (the
// `npm test` step "e2e journeys (chromium)"), e.g. `... run.ts login` for one file or `... run.ts -g "logs out"` for
// one journey. Without chromium it says so loudly and how to install it, and skips; under CI=true a missing browser
// fails the run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_PATH, INSTALL_HINT, chromiumInstalled } from './support/browser';
import { ROOT } from './support/paths';

if (!chromiumInstalled()) {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const bar = '!'.repeat(100);
  console.error(
    `\n${bar}\n!! e2e journeys: chromium is missing at ${CHROMIUM_PATH}\n!! Install it with: ${INSTALL_HINT}\n` +
      `!! (or set E2E_CHROMIUM to a chromium binary; never download a browser)\n` +
      `!! ${ci ? 'CI=true: this fails the run.' : 'The browser journeys were NOT run.'}\n${bar}\n`,
  );
  process.exit(ci ? 1 : 0);
}

const started = performance.now();
const result = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    join(ROOT, 'e2e/playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
console.log(
  `e2e journeys took ${((performance.now() - started) / 1000).toFixed(1)} s (screenshots and logs in reports/e2e, HTML report in reports/e2e-html)`,
);
process.exit(result.status ?? 1);
