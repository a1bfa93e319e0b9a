// A cell's text trimmed, and whether it is blank, exactly as `String.prototype.trim` reads white space, without
// calling `trim` on texts that have none at either end (nearly every cell). Converting a row calls these once or twice
// a cell; `trim` itself costs a builtin call each time, even when it returns its text unchanged (docs/performance.md,
// "(tenth round, the listings' reading and preparing)").

/**
 * Whether `trim` may remove a character with this code: true for every ECMAScript WhiteSpace and LineTerminator
 * (tab to carriage return, space, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF)
 * and for some codes that are not (the other control codes, U+1681–U+2FFF); `trim` then decides.
 */
function mayBeSpace(code: number): boolean {
  return code <= 32 || code === 0xa0 || code === 0xfeff || (code >= 0x1680 && code <= 0x3000);
}

/** `text.trim()`: the text itself when neither end may be white space. */
export function trimmedText(text: string): string {
  const last = text.length - 1;
  if (last < 0 || !(mayBeSpace(text.charCodeAt(0)) || mayBeSpace(text.charCodeAt(last)))) return text;
  return text.trim();
}

/** `text.trim() === ''`: only a text that starts with what may be white space is asked. */
export function isBlankText(text: string): boolean {
  return text.length === 0 || (mayBeSpace(text.charCodeAt(0)) && text.trim() === '');
}
