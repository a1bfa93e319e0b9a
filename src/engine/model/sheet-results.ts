// What write-back is given per sheet: the rows' results, notes on invalid cells and values the user corrected.
import type { RowResult } from './row-result';

/** A note on one cell (an invalid value), shown as a comment with a fill. */
export interface CellNote {
  readonly row: number;
  /** 0-based column index. */
  readonly column: number;
  readonly message: string;
}

/** A value the user corrected (in the app's review grid): written into the cell so the workbook holds what was sent. */
export interface CellEdit {
  readonly row: number;
  /** 0-based column index. */
  readonly column: number;
  /** null empties the cell (its format stays). */
  readonly value: string | number | boolean | null;
}

export interface SheetResults {
  readonly sheet: string;
  /** Row number of the header row, where the result headers go. */
  readonly headerRow: number;
  readonly results: readonly RowResult[];
  readonly notes: readonly CellNote[];
  /**
   * Corrected cell values; a row with an edit loses this program's earlier notes and fills, like a row with a result.
   */
  readonly edits?: readonly CellEdit[];
}
