// Ids are opaque keys. The document types them as integers, but backends with 19-digit snowflake ids send them
// as decimal strings (JSON.parse would round such a number into another id), so an id is compared, stored and
// sent back as it came: 1 and "1" name the same record.

/** An id as a backend sends it: a number, or its decimal digits. */
export type Id = number | string;

/** Whether two ids name the same record (1 and "1" do); never for a missing id. */
export function sameId(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && a !== '' && b !== undefined && b !== null && String(a) === String(b);
}

const POSITIVE_DECIMAL = /^[1-9]\d*$/;

/** A positive decimal id read from text (storage, a URL): a number when JavaScript holds it exactly, else its digits. */
export function idFromText(text: string | null | undefined): Id | undefined {
  const trimmed = text?.trim();
  if (!trimmed || !POSITIVE_DECIMAL.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Number.isSafeInteger(number) ? number : trimmed;
}

/** An id as a cache or React key: its text, so 1 and "1" are one key; null when missing. */
export const idKey = (id: Id | null | undefined): string | null => (id === undefined || id === null || id === '' ? null : String(id));

/**
 * An id for a request body. The generated types say integer; an id that came as a string goes back as that
 * string, which such backends read (a number could not carry its digits).
 */
export const sentId = (id: Id): number => id as number;
