// Validation helpers, one module. Request fields follow the contract: their rules (pattern, minLength,
// maxLength) are generated from openapi.yaml into @smartsite/api and read here, never retyped. The few checks
// the contract does not state (docs/requirements/session.md#validators: login password length, links, landlines) follow.
import { requestFieldRules, type FieldRule } from '@smartsite/api';
import { passwordMinLength } from '@/config/constants';

type RuledOperation = keyof typeof requestFieldRules;

/** The contract's rule for one request field, e.g. fieldRule('register', 'username'). */
export function fieldRule<Op extends RuledOperation>(operation: Op, field: keyof (typeof requestFieldRules)[Op]): FieldRule {
  return requestFieldRules[operation][field] as FieldRule;
}

/** True when the value meets the rule as JSON Schema reads it: the pattern (Unicode), lengths in code points. */
export function meetsRule(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  return rule.pattern === undefined || new RegExp(rule.pattern, 'u').test(value);
}

const test = (pattern: RegExp) => (value: string) => pattern.test(value);

/** http:, https:, mailto:, tel: or protocol-relative //. */
export const isExternal = test(/^(https?:|mailto:|tel:|\/\/)/);

/** At least 6 characters (the login form, docs/requirements/session.md#login-messages). */
export const isPassword = (value: string) => value.length >= passwordMinLength;

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';

/** http, https or ftp URL with a host name, localhost or IPv4 host, optional port and path. */
export const isUrl = test(
  new RegExp(
    `^(https?|ftp)://(localhost|${octet}(\\.${octet}){3}|([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,})(:\\d{1,5})?([/?#][^\\s]*)?$`,
  ),
);

/** null, undefined, empty, whitespace only, or the text 'null'. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === '' || text === 'null';
}

/** Landline (optional area code 0xx(x)-, 7-8 digits) or a 400/800 service number, either with an optional -extension. */
export const isTel = test(/^((0\d{2,3}-?)?\d{7,8}|[48]00-?\d{3}-?\d{4})(-\d{1,6})?$/);
