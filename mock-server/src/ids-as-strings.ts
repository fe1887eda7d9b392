// The `ids-as-strings` scenario: a backend that sends every id as a decimal string, as Java backends with
// 19-digit snowflake ids do (Jackson's ToStringSerializer on Long), and reads a string or a number back. The
// frontend must treat ids as opaque keys; this shows its screens against such a backend.
import { badRequest } from './errors';

/** `id`, `projectId`, `parentId`, ... and lists of them (`projectIds`). */
const ID_KEY = /^id$|Id$/;
const ID_LIST_KEY = /Ids$/;
const DECIMAL = /^-?\d+$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy of the answer's data with every integer id as a decimal string. */
export function idsAsStrings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(idsAsStrings);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (ID_KEY.test(key) && Number.isInteger(child)) return [key, String(child)];
      if (ID_LIST_KEY.test(key) && Array.isArray(child))
        return [key, child.map((item: unknown) => (Number.isInteger(item) ? String(item) : item))];
      return [key, idsAsStrings(child)];
    }),
  );
}

/** The number a decimal id string stands for; throws a 400 naming the field when it cannot be held exactly. */
function idNumber(text: string, field: string): number {
  const number = Number(text);
  if (!Number.isSafeInteger(number)) throw badRequest(field, `must be within ±${Number.MAX_SAFE_INTEGER}`);
  return number;
}

/** A copy of the request body with decimal-string ids as numbers, for the document's validation. */
export function idsAsNumbers(value: unknown, path = 'body'): unknown {
  if (Array.isArray(value)) return value.map((item, index) => idsAsNumbers(item, `${path}/${index}`));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, Json>).map(([key, child]) => {
      const here = `${path}/${key}`;
      if (ID_KEY.test(key) && typeof child === 'string' && DECIMAL.test(child)) return [key, idNumber(child, here)];
      if (ID_LIST_KEY.test(key) && Array.isArray(child))
        return [
          key,
          child.map((item, index) => (typeof item === 'string' && DECIMAL.test(item) ? idNumber(item, `${here}/${index}`) : item)),
        ];
      return [key, idsAsNumbers(child, here)];
    }),
  );
}
