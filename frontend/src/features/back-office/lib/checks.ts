// The rules of the back-office forms; each answers the message or undefined. Where the contract states the rule
// (a request field's pattern or length in openapi.yaml), it is read from there.
import { fieldRule, isTel, isUrl, meetsRule } from '@/lib/validators';
import { text } from '../i18n';
import { toDateText, type Check } from './fields';

const when =
  (valid: (value: string) => boolean, message: string): Check =>
  (value) =>
    valid(String(value)) ? undefined : text(message);

const meets = (rule: Parameters<typeof meetsRule>[0]) => (value: string) => meetsRule(rule, value);

/** Mainland mobile number (11 digits starting with 1), as every phone field of the contract. */
const isMobile = meets(fieldRule('saveUser', 'phone'));
export const mobile = when(isMobile, 'checks.phone');

/** Mobile, landline or 400/800 number (the contract leaves project and tenant phones free text). */
export const mobileOrLandline = when((value) => isMobile(value) || isTel(value), 'checks.phoneOrTel');

/** Account names of the contract: 3-32 letters, digits or underscores. */
export const username = when(meets(fieldRule('saveUser', 'username')), 'checks.username');

/** Passwords of the contract, like the password change: 6 to 18 characters. */
export const password = when(meets(fieldRule('saveUser', 'password')), 'checks.password');

/** 18-character unified social credit code (digits and capitals without I, O, S, V, Z). */
export const creditCode = when(meets(fieldRule('saveTenant', 'unifiedCreditCode')), 'checks.creditCode');

/** Font size in pixels such as 32px (an empty value means the default; required fields are checked before). */
export const pixelSize = when(meets(fieldRule('saveDashboard', 'showProjectSize')), 'checks.pixelSize');

/** A link (logo image, project file): a full http(s) URL or a path on this site. */
export const webAddress = when((value) => isUrl(value) || /^\/[^/]/.test(value), 'checks.address');

export function maxLength(max: number): Check {
  return (value) => (String(value).length > max ? text('checks.maxLength', { max }) : undefined);
}

export function between(min: number, max: number): Check {
  return (value) => {
    const number = Number(value);
    return Number.isFinite(number) && number >= min && number <= max ? undefined : text('checks.range', { min, max });
  };
}

/** A date that must not be before the date in another field (when that one is set). */
export function notBefore(otherField: string, otherLabel: string): Check {
  return (value, values) => {
    const [date, other] = [toDateText(value), toDateText(values[otherField])];
    return date && other && date < other ? text('checks.notBefore', { other: otherLabel }) : undefined;
  };
}
