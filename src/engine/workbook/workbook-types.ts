// What the workbook readers give the rest of the engine: sheets of rows of plain values, each with its origin.

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

export interface SheetInfo {
  readonly name: string;
  /** 0-based position in the workbook. */
  readonly index: number;
  readonly hidden: boolean;
}

/** A sheet the workbook lists but that is not read (a chart sheet, a macro sheet, a second listing of one part). */
export interface SkippedSheet {
  readonly name: string;
  readonly hidden: boolean;
  /** Why it is not read, to follow "sheet "X" is not read: " in a message. */
  readonly reason: string;
  /** The same in Hungarian, to follow "a(z) „X” munkalapot nem olvassuk be: ". */
  readonly reasonHu: string;
}

export interface SheetRow {
  /** Row number as Excel shows it (1-based). */
  readonly number: number;
  /** Cells by 0-based column index; trailing empty cells may be absent. */
  readonly cells: readonly CellValue[];
  readonly hidden: boolean;
}

export interface SheetLayout {
  /** 0-based indexes of hidden columns. */
  readonly hiddenColumns: ReadonlySet<number>;
  /** Merged ranges, e.g. `A1:C1`. */
  readonly merges: readonly string[];
}

/** An opened workbook: sheets are listed at once, rows stream one at a time. */
export interface WorkbookSource {
  readonly path: string;
  readonly format: 'xlsx' | 'csv';
  readonly sheets: readonly SheetInfo[];
  /** Sheets listed by the workbook that are not offered, each with the reason. */
  readonly skippedSheets: readonly SkippedSheet[];
  /** What the user should know about how the file was read (a CSV's encoding when not UTF-8); shown with each table. */
  readonly notice?: { readonly en: string; readonly hu: string } | null;
  rows(sheet: string): AsyncIterable<SheetRow>;
  layout(sheet: string): Promise<SheetLayout>;
  close(): Promise<void>;
}

/** Why a workbook could not be read; `message` (and `messageHu`, for the Hungarian UI) tells the user what to do. */
export interface WorkbookError {
  readonly kind: 'unsupported_format' | 'encrypted' | 'corrupt' | 'empty' | 'not_found' | 'too_large';
  readonly message: string;
  readonly messageHu: string;
}

/** `0 → A`, `25 → Z`, `26 → AA`. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** `A → 0`, `AA → 26`. */
export function columnIndex(letter: string): number {
  let n = 0;
  for (const ch of letter.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * Thrown only from inside a `rows()` iteration, for a fault found mid-stream (a zip bomb, a truncated entry):
 * an async iterator has no other way to stop. `readTable` and `openWorkbook` turn it back into a `WorkbookError`.
 */
export class WorkbookReadError extends Error {
  readonly detail: WorkbookError;

  constructor(detail: WorkbookError) {
    super(detail.message);
    this.name = 'WorkbookReadError';
    this.detail = detail;
  }
}
