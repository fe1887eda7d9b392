// Password change rules (docs/requirements/session.md#password-change); each returns the locale key of the message, or undefined when valid.
import { fieldRule, meetsRule } from '@/lib/validators';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  password: string;
}

export function checkOldPassword(value: string): string | undefined {
  return value === '' ? 'password.oldRequired' : undefined;
}

export function checkNewPassword(value: string): string | undefined {
  if (value === '') return 'password.newRequired';
  if (!meetsRule(fieldRule('changePassword', 'newPassword'), value)) return 'password.length';
  return undefined;
}

export function checkRepeatPassword(value: string, newPassword: string): string | undefined {
  if (value === '') return 'password.repeatRequired';
  return value === newPassword ? undefined : 'password.mismatch';
}

/** Every problem of the form, by field. */
export function checkPasswordChange(values: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const problems = {
    oldPassword: checkOldPassword(values.oldPassword),
    newPassword: checkNewPassword(values.newPassword),
    password: checkRepeatPassword(values.password, values.newPassword),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Partial<Record<keyof PasswordChange, string>>;
}
