// What a user does and sees in the app, shared by the journeys: open a route, log in, read toasts, menus, the
// hash route. Selectors are the app's own texts where they are stable, else its class names and data-testids.
import type { Locator, Page } from '@playwright/test';
import { expect } from './expect';
import type { Account } from './accounts';

/** The hash route of the page, e.g. /login?redirect=%2Findex. */
export function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

export async function expectRoute(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => route(page), { timeout: 10_000 })
    .toSatisfy((actual: string) => (typeof expected === 'string' ? actual === expected : expected.test(actual)));
}

/**
 * Opens a hash route. It waits for DOMContentLoaded (the app's entry script has run), not for `load`: at load 30 a
 * goto waited 60 s for the last picture of a page that had long rendered. The callers wait for what they read with
 * web-first locators and polls.
 */
export async function open(page: Page, baseUrl: string, hashRoute: string): Promise<void> {
  await page.goto(`${baseUrl}/#${hashRoute}`, { waitUntil: 'domcontentloaded' });
}

/** Fills and submits the account form of the login page (open, or being opened). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  // The register page has the same placeholders: wait for the login page itself after a navigation.
  await page.getByRole('tab', { name: '账号密码登录' }).waitFor();
  await page.getByPlaceholder('用户名', { exact: true }).fill(username);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The admin shell has rendered for the signed-in user (their name in the user menu trigger). */
export async function expectShellFor(page: Page, account: Account): Promise<void> {
  await page.locator('.user-menu-name', { hasText: account.nickname }).waitFor();
}

/** The 项目概览 page has loaded its data: the welcome line names the user, and every total shows a number. */
export async function expectOverviewFor(page: Page, account: Account): Promise<void> {
  await page.locator('.overview-welcome', { hasText: `，${account.nickname}，祝你开心每一天！` }).waitFor();
  const values = page.locator('.overview-stat-value');
  await expect.poll(() => texts(values)).toSatisfy((all: string[]) => all.length === 5 && all.every((v) => /^[\d,]+$/.test(v)));
}

/** Logs in through the login page and waits for the shell; lands on `landing` (via ?redirect=) when given. */
export async function login(page: Page, baseUrl: string, account: Account, landing?: string): Promise<void> {
  await open(page, baseUrl, landing ? `/login?redirect=${encodeURIComponent(landing)}` : '/login');
  await submitLogin(page, account.username, account.password);
  await expectShellFor(page, account);
  if (landing) await expectRoute(page, landing);
}

/** A toast (Semi Toast) with the text; waits until it shows. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.semi-toast-content', { hasText: text });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await toast(page, text).first().waitFor();
}

/** Opens the user menu (hover dropdown) and clicks an item. */
export async function userMenuAction(page: Page, item: '修改密码' | '退出登录' | 'Change password' | 'Log out'): Promise<void> {
  const entry = page.locator('.semi-dropdown-menu').getByText(item, { exact: true });
  // A hover dropdown opens on mouseenter: when the pointer already rests on the trigger (after a dialog opened
  // from this menu closes) hovering again sends none, so the pointer leaves first, and the hover is retried while
  // a closing menu's animation swallows it (seen on a loaded machine).
  for (let attempt = 0; ; attempt++) {
    await page.mouse.move(0, 0);
    await page.locator('.user-menu-trigger').hover();
    try {
      await entry.waitFor({ state: 'visible', timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await entry.click();
}

/** Visible texts of the matching elements, trimmed. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}
