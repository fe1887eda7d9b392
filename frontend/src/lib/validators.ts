// Validation helpers of spec 01 §5, one module. Each takes the raw value and answers true when it is valid.
import { passwordMinLength, portRange } from '@/config/constants';

const test = (pattern: RegExp) => (value: string) => pattern.test(value);

/** http:, https:, mailto:, tel: or protocol-relative //. */
export const isExternal = test(/^(https?:|mailto:|tel:|\/\/)/);

/** At least 6 characters. */
export const isPassword = (value: string) => value.length >= passwordMinLength;

/** Digits only (at least one). */
export const isNumber = test(/^\d+$/);

/** Chinese characters, letters and digits only. */
export const isName = test(/^[\u4e00-\u9fa5a-zA-Z0-9]+$/);

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Dotted IPv4 address, each part 0-255 without leading zeros. */
export const isIP = test(new RegExp(`^${octet}(\\.${octet}){3}$`));

/** http, https or ftp URL with a host name, localhost or IPv4 host, optional port and path. */
export const isUrl = test(
  new RegExp(
    `^(https?|ftp)://(localhost|${octet}(\\.${octet}){3}|([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,})(:\\d{1,5})?([/?#][^\\s]*)?$`,
  ),
);

export const isLowerCase = test(/^[a-z]+$/);
export const isUpperCase = test(/^[A-Z]+$/);
export const isAlphabets = test(/^[A-Za-z]+$/);

/** Integer port 0 to 65535. */
export function isPort(value: string | number): boolean {
  const text = String(value);
  if (!/^\d{1,5}$/.test(text)) return false;
  const port = Number(text);
  return port >= portRange.min && port <= portRange.max;
}

/** Mainland mobile number: 11 digits starting with 1. */
export const isPhone = test(/^1\d{10}$/);

/** Chinese resident ID card: 18 characters, 17 digits then a digit or X. */
export const isIdCard = test(/^\d{17}[\dXx]$/);

export const isEmail = test(/^[\w.+-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/);

/** Two to four Chinese characters. */
export const isChineseName = test(/^[\u4e00-\u9fa5]{2,4}$/);

/** null, undefined, empty, whitespace only, or the text 'null'. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text === 'null';
}

/** Landline (optional area code 0xx(x)-, 7-8 digits) or a 400/800 service number, either with an optional -extension. */
export const isTel = test(/^((0\d{2,3}-?)?\d{7,8}|[48]00-?\d{3}-?\d{4})(-\d{1,6})?$/);

/** A decimal number with at most two decimals. */
export const isNum = test(/^-?(0|[1-9]\d*)(\.\d{1,2})?$/);

/** A string that parses to a non-null object (or array). */
export function isJson(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}
