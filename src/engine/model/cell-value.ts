// One cell's value as the readers give it: plain values with Excel's error values kept apart from text.

/** An Excel error value such as `#REF!`, kept apart from text so it is never imported as data. */
export interface CellError {
  readonly error: string;
}

/**
 * One cell's value: text, number, boolean, date (Excel serial dates turned into Date by the number format),
 * an error value, or null for an empty cell. Formulas give their cached result.
 */
export type CellValue = string | number | boolean | Date | CellError | null;

export function isCellError(value: CellValue): value is CellError {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}
