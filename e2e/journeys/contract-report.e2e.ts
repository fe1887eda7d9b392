// The contract run's HTML report (contract-tests/src/html-report.ts) opened from disk in chromium, with nothing
// fetched: a finding with its pointer and redacted exchange, and both coverage matrices, must render and be seen.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from '../support/expect';
import { journey, test } from '../support/journey';
import { REPORTS, ROOT } from '../support/paths';

/** The suite writes its sample run's report (a program of contract-tests, run as the journeys run the app). */
function writeSampleReport(file: string): { password: string } {
  const writer = join(ROOT, 'contract-tests/test/harness/fixtures/write-sample-report.ts');
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', writer, file], { cwd: ROOT, encoding: 'utf8' })) as {
    password: string;
  };
}

test.describe('contract report', () => {
  journey('the HTML report of a contract run shows a finding and the coverage matrix, offline', async ({ page, context, screenshot }) => {
    const file = join(REPORTS, 'contract-report', 'index.html');
    const { password } = writeSampleReport(file);
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));

    await page.goto(pathToFileURL(file).href);
    const finding = page.locator('.finding').first();
    await expect.poll(() => finding.innerText()).toContain('/data/list/0/id');
    expect(await finding.innerText()).toContain('expected present, actual undefined');
    await finding.locator('summary').click();
    const exchange = await finding.locator('pre').allInnerTexts();
    expect(exchange.join('\n')).toContain('authorization: Bearer «redacted»');
    expect(exchange.join('\n')).not.toContain(password);
    await screenshot('finding');

    const answers = page.locator('#coverage-matrix');
    await answers.scrollIntoViewIfNeeded();
    expect(await answers.locator('td.seen').count()).toBe(3);
    expect(await answers.locator('td.missing').count()).toBeGreaterThan(10);
    expect(await answers.locator('td.seen').first().isVisible()).toBe(true);
    const matrix = page.locator('#access-matrix');
    expect(await matrix.locator('td.seen').count()).toBeGreaterThan(0);
    await screenshot('coverage');
    // Only the page itself: no font, style or script from anywhere.
    expect(requested).toEqual([pathToFileURL(file).href]);
  });
});
