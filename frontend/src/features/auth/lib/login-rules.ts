// Field checks of the login and register forms (docs/requirements/session.md#login-messages login messages); each returns the locale key of the
// message, or undefined when the value is acceptable.
import { fieldRule, isBlank, isPassword, meetsRule } from '@/lib/validators';

export function checkUsername(value: string): string | undefined {
  if (value === '') return 'login.usernameRequired';
  if (isBlank(value)) return 'login.usernameBlank';
  return undefined;
}

export function checkPassword(value: string): string | undefined {
  if (value === '') return 'login.passwordRequired';
  if (!isPassword(value)) return 'login.passwordTooShort';
  return undefined;
}

export function checkPhone(value: string): string | undefined {
  if (value === '') return 'login.phoneRequired';
  if (!meetsRule(fieldRule('sendLoginMsgCode', 'phone'), value)) return 'login.phoneInvalid';
  return undefined;
}

export function checkSmsCode(value: string): string | undefined {
  return value.trim() === '' ? 'login.codeRequired' : undefined;
}

/** Register: the contract's user name (3-32 letters, digits or underscores). */
export function checkRegisterUsername(value: string): string | undefined {
  return checkUsername(value) ?? (meetsRule(fieldRule('register', 'username'), value) ? undefined : 'register.usernameInvalid');
}

/** Register: the contract's password length (6 to 18 characters, like the password change). */
export function checkRegisterPassword(value: string): string | undefined {
  if (value === '') return 'login.passwordRequired';
  return meetsRule(fieldRule('register', 'password'), value) ? undefined : 'register.passwordLength';
}
