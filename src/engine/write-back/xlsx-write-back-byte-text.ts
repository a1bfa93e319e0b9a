// A cell's text as the rows rendered ahead write it: escaped as `escapeCellText` escapes it, each UTF-8 byte as one
// character, so a whole row is written with 'latin1' (a copy) instead of 'utf8' (V8 encodes character by character,
// about 11 instructions each: 75 M for the 10,000 listings' fingerprint cells; docs/performance.md, "(tenth round,
// the listings' end)").
import { escapedCellText } from './xlsx-write-back-texts-ahead';

/**
 * Matches any text that is not plain ASCII written as it is: a character outside tab, line feed, carriage return and
 * U+0020–U+007E, one of `&<>"` (escaped), or an `_xHHHH_` sequence (its underscore escaped). What it does not match is
 * its own escape and its own UTF-8 bytes.
 */
const NOT_PLAIN_ASCII = /[^\t\n\r !#-%'-;=?-~]|_x[0-9A-Fa-f]{4}_/;

/** Short texts met again and again (status words, messages, import times), as bytes: one conversion each. */
const known = new Map<string, string>();
const MAX_KNOWN = 1024;
const MAX_KNOWN_LENGTH = 256;

/** `escapedCellText(text)` in UTF-8, one character per byte: written with 'latin1' it gives the UTF-8 bytes. */
export function cellByteText(text: string): string {
  if (!NOT_PLAIN_ASCII.test(text)) return text;
  const kept = known.get(text);
  if (kept !== undefined) return kept;
  const bytes = Buffer.from(escapedCellText(text), 'utf8').toString('latin1');
  if (text.length <= MAX_KNOWN_LENGTH && known.size < MAX_KNOWN) known.set(text, bytes);
  return bytes;
}
