// The 修改密码 dialog of the user menu (docs/requirements/session.md#password-change).
import type { Locator, Page } from '@playwright/test';
import { userMenuAction } from './app';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}

export async function openPasswordDialog(page: Page): Promise<Locator> {
  await userMenuAction(page, '修改密码');
  const dialog = page.getByRole('dialog').filter({ has: page.locator('#change-password-form') });
  await dialog.waitFor();
  return dialog;
}

/** Fills the three fields (empty strings leave a field empty) and presses 确定. */
export async function submitPasswordForm(dialog: Locator, fields: PasswordFields): Promise<void> {
  const inputs = dialog.locator('#change-password-form input');
  await inputs.nth(0).fill(fields.oldPassword);
  await inputs.nth(1).fill(fields.newPassword);
  await inputs.nth(2).fill(fields.repeat);
  await dialog.getByRole('button', { name: '确定' }).click();
}

/** The field messages shown in the dialog, in field order (empty strings for fields without one). */
export function passwordMessages(dialog: Locator): Promise<string[]> {
  return dialog.locator('#change-password-form .auth-field-error').allTextContents();
}
