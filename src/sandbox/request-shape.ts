// Checks of a request's raw form that run before parsing: JSON nesting depth and the query's percent-encoding.

export { MAX_JSON_DEPTH, nestsDeeperThan } from '../catalog/json-depth';

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
