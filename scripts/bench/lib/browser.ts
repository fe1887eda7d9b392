// The browser the page benchmarks drive: Debian's chromium, the phone Lighthouse's mobile runs emulate, and a login
// through the login page itself.
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@smartsite/mock-server';

export const CHROMIUM = process.env.E2E_CHROMIUM || '/usr/bin/chromium';

/**
 * The phone of Lighthouse's mobile runs (its default settings). Read from Lighthouse: the home page's first screen
 * needs a measure of that width, and the board refresh is measured in the same window.
 */
export const PHONE_VIEWPORT = { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height };

/** Logs in as admin through the login page, so the session is in the page's local storage as a visitor's is. */
export async function logInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByPlaceholder('用户名', { exact: true }).fill(DEMO_ACCOUNTS.admin.username);
  await page.getByPlaceholder('密码', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.locator('.user-menu-name').waitFor({ timeout: 30_000 });
}
