// Cell texts of an upload's results escaped while its batches are in flight (the fingerprint cells, about 600
// characters a listing with their snapshots), so that the .xlsx write-back after the last answer finds them escaped
// (docs/performance.md, "Upload: the fingerprint cells as batches answer (eighth round, the listings' end)").
import { escapeCellText } from './xlsx-write-back-xml';

/** Texts kept at most: a bound on the memory of a run whose write-back never comes (the texts are the results'). */
const MAX_TEXTS = 200_000;

const escaped = new Map<string, string>();
let armed = false;

/**
 * An .xlsx trial write-back arms the escaping ahead for the write that follows it; only then are texts kept (a CSV
 * upload's results are never escaped for a cell).
 */
export function armCellTextsAhead(): void {
  armed = true;
}

/** Escapes `text` now for the write-back to come, when one is armed. */
export function escapeCellTextAhead(text: string): void {
  if (armed && escaped.size < MAX_TEXTS && !escaped.has(text)) escaped.set(text, escapeCellText(text));
}

/**
 * `escapeCellText(text)`: what was escaped ahead for the same text, else escaped now. The escape depends on the text
 * alone, so a text kept from any earlier moment gives the same bytes.
 */
export function escapedCellText(text: string): string {
  // Nothing kept (the rows' cells rendered ahead instead, or no trial): no look-up, which hashes the whole text.
  return (escaped.size === 0 ? undefined : escaped.get(text)) ?? escapeCellText(text);
}

/** The texts escaped ahead are let go, and nothing more is kept until the next trial arms it again. */
export function disarmCellTextsAhead(): void {
  armed = false;
  escaped.clear();
}

/** How many texts are kept (for tests). */
export function cellTextsAheadKept(): number {
  return escaped.size;
}
