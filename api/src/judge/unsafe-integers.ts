// An integer beyond 2^53-1 in an answer breaks every JavaScript client whatever the document says: JSON.parse
// rounds it, so a 19-digit snowflake id (MyBatis-Plus ASSIGN_ID) reads as another id, silently. Backends of this
// family that use such ids send them as decimal strings. The check reads the answer's text, before parsing.
import { unsafeNumbers, type UnsafeNumber } from '../json-numbers';

export const SAFE_INTEGER_RANGE = `an integer within ±${Number.MAX_SAFE_INTEGER} (larger ids as decimal strings)`;

/** Where the answer's text holds a number beyond ±(2^53-1): its JSON pointer and its digits as sent. */
export const unsafeIntegers = (text: string): UnsafeNumber[] => unsafeNumbers(text);
