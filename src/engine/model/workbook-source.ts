// What the workbook readers give the rest of the engine: sheets of rows of plain values, each with its origin.
import type { CellValue } from './cell-value';

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
  /**
   * The same rows a chunk at a time, as the reader has them (each array the caller's to keep): a caller that takes
   * every row (`readTable`) goes round its loop once a chunk, not once a row (docs/performance.md, "(seventh round,
   * the path to the first batch)").
   */
  rowChunks(sheet: string): AsyncIterable<readonly SheetRow[]>;
  layout(sheet: string): Promise<SheetLayout>;
  close(): Promise<void>;
}
