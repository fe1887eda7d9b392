// Numbers in JSON text that JavaScript cannot hold exactly. JSON.parse rounds 6751064696144350703 to
// 6751064696144350000 without a word, so the check reads the text itself: the mock refuses such a number in a
// request, the contract run reports one in an answer. Java backends send 19-digit snowflake ids (MyBatis-Plus
// ASSIGN_ID); a client that parses them as numbers corrupts them.

import { stringEnd } from './json-text';

const escapePointerToken = (token: string | number) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** RFC 6901 pointer of a path: '/projectIds/0'; '' for the whole document. */
export const pointerOf = (path: readonly (string | number)[]) => path.map((token) => `/${escapePointerToken(token)}`).join('');

/**
 * Whether a number token is beyond ±(2^53-1): above that, doubles are spaced more than 1 apart, so an integer
 * there is rounded, and every double there is a whole number.
 */
export const isUnsafeNumber = (token: string) => Math.abs(Number(token)) > Number.MAX_SAFE_INTEGER;

const QUOTE = 34;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const isDigit = (code: number) => code >= ZERO && code <= NINE;
/** Characters that may follow the first of a number token: digits, '.', 'e', 'E', '+', '-'. */
const isNumberPart = (code: number) => isDigit(code) || code === 46 || code === 101 || code === 69 || code === 43 || code === MINUS;

/** A number of the text beyond ±(2^53-1): its JSON pointer and its digits as written. */
export interface UnsafeNumber {
  pointer: string;
  token: string;
}

/**
 * The numbers in `text` beyond ±(2^53-1), in document order. `text` should be valid JSON (parse it first); the
 * scan reads tokens only and never throws. One pass over the characters: a 128 kB answer takes about as long as
 * JSON.parse does.
 */
export function unsafeNumbers(text: string): UnsafeNumber[] {
  const found: UnsafeNumber[] = [];
  /** The key or index of each open container, innermost last. */
  const path: (string | number)[] = [];
  const inObject: boolean[] = [];
  let expectingKey = false;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      const end = stringEnd(text, i);
      if (expectingKey) {
        const key = text.slice(i + 1, end - 1);
        path[path.length - 1] = key.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : key;
        expectingKey = false;
      }
      i = end;
    } else if (code === 123 || code === 91) {
      // { or [
      inObject.push(code === 123);
      path.push(code === 123 ? '' : 0);
      expectingKey = code === 123;
      i++;
    } else if (code === 125 || code === 93) {
      // } or ]
      inObject.pop();
      path.pop();
      expectingKey = false;
      i++;
    } else if (code === 44) {
      // ,
      if (inObject.at(-1)) expectingKey = true;
      else if (path.length) path[path.length - 1] = (path.at(-1) as number) + 1;
      i++;
    } else if (code === MINUS || isDigit(code)) {
      let end = i + 1;
      let plain = true;
      while (end < text.length && isNumberPart(text.charCodeAt(end))) {
        if (!isDigit(text.charCodeAt(end))) plain = false;
        end++;
      }
      // A plain integer needs 16 digits to pass 2^53-1; only then, or with a fraction or exponent, is it read.
      if (!plain || end - i >= 16) {
        const token = text.slice(i, end);
        if (isUnsafeNumber(token)) found.push({ pointer: pointerOf(path), token });
      }
      i = end;
    } else {
      i++;
    }
  }
  return found;
}

/** The JSON pointers of the numbers of `text` beyond ±(2^53-1). */
export const unsafeIntegerPointers = (text: string): string[] => unsafeNumbers(text).map((found) => found.pointer);
