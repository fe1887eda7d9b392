// Reading JSON text without parsing it: where a string ends, how deep the containers nest. Both loop over the
// characters, so no input, however deep, can exhaust the call stack.

const QUOTE = 34;
const BACKSLASH = 92;

/** The index just past the string that opens at `start` (a quote); the text's length when it never closes. */
export function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end + 1;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

/**
 * Whether arrays and objects in `text` nest more than `limit` levels deep (the document itself is level 1).
 * Brackets inside strings do not count; the text need not be valid JSON.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = stringEnd(text, i) - 1;
    else if (code === 91 || code === 123) {
      // [ or {
      if (++depth > limit) return true;
    } else if (code === 93 || code === 125) depth--; // ] or }
  }
  return false;
}
