// What never leaves the mock in a recording or a log line: Authorization and cookies, passwords, SMS codes,
// tokens (by field name and any JWT in any text) and mainland mobile numbers. The masks keep a value's
// place and rough shape, so a redacted recording is still judged and replayed the same way.
import { passwordFields } from '@smartsite/contract-tests/secrets';

export const MASK = '«redacted»';
/**
 * Each kind of secret has its own mask: the judge treats the passwords of a recorded request as secrets the answer
 * must not contain, so a password masked like a token would make every recorded login answer look like a leak.
 */
export const PASSWORD_MASK = '«password»';
export const TOKEN_MASK = '«token»';
export const CODE_MASK = '«code»';
const PHONE_MASK = '1**********';
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const PHONE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
/** accessToken, refreshToken, token, ... but not tokenType, whose value is no secret. */
const TOKEN_FIELD = /(token|secret|ticket)$/i;
/** An SMS code is `code` next to a phone, or any field whose name says so. */
const SMS_CODE_FIELD = /^(sms|msg|verify|verification|captcha)?code$/i;
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-mock-control-token']);

export function redactText(text: string): string {
  return text.replace(JWT, TOKEN_MASK).replace(PHONE, PHONE_MASK);
}

const isCode = (key: string, value: unknown) => SMS_CODE_FIELD.test(key) && /^\d{4,8}$/.test(String(value));

/** A deep copy with every secret masked. */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  const passwords = new Set(passwordFields(value).filter((pointer) => pointer.lastIndexOf('/') === 0));
  if (Array.isArray(value)) return value.map(redactValue);
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (passwords.has(`/${key}`)) return [key, PASSWORD_MASK];
      if (typeof field === 'string' && TOKEN_FIELD.test(key) && field !== '') return [key, TOKEN_MASK];
      return [key, isCode(key, field) ? CODE_MASK : redactValue(field)];
    }),
  );
}

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      const lower = name.toLowerCase();
      if (!SECRET_HEADERS.has(lower)) return [name, redactText(value)];
      // The scheme stays: the judge asks whether a protected call carried a token at all.
      return [name, lower === 'authorization' && /^\S+\s/.test(value) ? `${value.split(/\s/)[0]} ${MASK}` : MASK];
    }),
  );
}
