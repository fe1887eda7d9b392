// The rules of the back-office forms, built on the spec 01 §5 validators; each answers the message or undefined.
import { changePasswordLength } from '@/config/constants';
import { isPhone, isTel, isUrl } from '@/lib/validators';
import { text } from '../i18n';
import { toDateText, type Check } from './fields';

const when =
  (valid: (value: string) => boolean, message: string): Check =>
  (value) =>
    valid(String(value)) ? undefined : text(message);

/** Mainland mobile number (11 digits starting with 1). */
export const mobile = when(isPhone, 'checks.phone');

/** Mobile, landline or 400/800 number. */
export const mobileOrLandline = when((value) => isPhone(value) || isTel(value), 'checks.phoneOrTel');

/** Account names of the contract: 3-32 letters, digits or underscores. */
export const username = when((value) => /^\w{3,32}$/.test(value), 'checks.username');

/** Passwords of the contract, like the password change: 6 to 18 characters. */
export const password = when(
  (value) => value.length >= changePasswordLength.min && value.length <= changePasswordLength.max,
  'checks.password',
);

/** 18-character unified social credit code (digits and capitals without I, O, S, V, Z). */
export const creditCode = when((value) => /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value), 'checks.creditCode');

/** Font size in pixels such as 32px. */
export const pixelSize = when((value) => /^\d{1,3}px$/.test(value), 'checks.pixelSize');

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
