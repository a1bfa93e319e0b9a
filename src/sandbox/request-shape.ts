// Checks of a request's raw form that run before parsing: JSON nesting depth and the query's percent-encoding.

/** Deeper JSON is refused: API bodies nest a handful of levels, and deep nesting exhausts recursive code's stack. */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** True when objects and arrays in `text` nest deeper than `max`: one pass, no parsing, brackets in strings skipped. */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

function shown(piece: string): string {
  return JSON.stringify(piece.length > 60 ? `${piece.slice(0, 60)}…` : piece);
}

const ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * What is wrong with the percent-encoding of a raw query string (without `?`), or null. URLSearchParams would
 * keep a broken escape as text or turn bad UTF-8 into U+FFFD, so a mistyped filter silently matched nothing.
 */
export function queryEncodingProblem(query: string): string | null {
  if (query === '') return null;
  for (const part of query.split('&')) {
    for (const piece of part.split('=')) {
      if (ESCAPE.test(piece)) {
        return `${shown(piece)} is not valid percent-encoding (a "%" must be followed by two hex digits)`;
      }
      try {
        decodeURIComponent(piece.replace(/\+/g, ' '));
      } catch {
        return `${shown(piece)} is not valid percent-encoding (the escaped bytes are not UTF-8)`;
      }
    }
  }
  return null;
}
