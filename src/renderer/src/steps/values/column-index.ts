// A column letter's place in the sheet.

/** `AB` → 27: the 0-based index of a column letter. */
export function columnIndex(letter: string): number {
  return [...letter].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}
