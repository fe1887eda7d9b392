// The contract run's HTML report (contract-tests/src/html-report.ts) opened from disk in chromium, with nothing
// fetched: a finding with its pointer and redacted exchange, and both coverage matrices, must render and be seen.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from '../support/expect';
import { SAMPLE_PASSWORD, sampleReport } from '@smartsite/contract-tests/sample-run';
import { journey, test } from '../support/journey';
import { REPORTS } from '../support/paths';

test.describe('contract report', () => {
  journey('the HTML report of a contract run shows a finding and the coverage matrix, offline', async ({ page, context, screenshot }) => {
    const file = join(REPORTS, 'contract-report', 'index.html');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, sampleReport());
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));

    await page.goto(pathToFileURL(file).href);
    const finding = page.locator('.finding').first();
    await expect.poll(() => finding.innerText()).toContain('/data/list/0/id');
    expect(await finding.innerText()).toContain('expected present, actual undefined');
    await finding.locator('summary').click();
    const exchange = await finding.locator('pre').allInnerTexts();
    expect(exchange.join('\n')).toContain('authorization: Bearer «redacted»');
    expect(exchange.join('\n')).not.toContain(SAMPLE_PASSWORD);
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
