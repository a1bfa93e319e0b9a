// A sheet read as a table: the detected header row, its columns, and the data rows below it with their Excel row
// numbers.
import type { CellValue } from './cell-value';

export interface TableColumn {
  /** 0-based column index; `letter` is how Excel shows it. */
  readonly index: number;
  readonly letter: string;
  /**
   * Header text, trimmed, line breaks and runs of spaces made single spaces; a merged header repeats over its columns.
   */
  readonly header: string;
  readonly hidden: boolean;
}

export interface TableRow {
  /** Row number as Excel shows it. */
  readonly number: number;
  readonly hidden: boolean;
  /** Cells by 0-based column index (the same index as `TableColumn.index`); trailing empty cells may be absent. */
  readonly cells: readonly CellValue[];
}

/** Something about the table the user should know before mapping it, in English and Hungarian. */
export type TableWarning = DuplicateHeaderWarning | TextEncodingNotice;

/** The file's text was read in another encoding than UTF-8 (docs/reader.md, "CSV text encodings"). */
export interface TextEncodingNotice {
  readonly kind: 'text_encoding';
  readonly sheet: string;
  readonly en: string;
  readonly hu: string;
}

export interface DuplicateHeaderWarning {
  readonly kind: 'duplicate_header';
  readonly sheet: string;
  /** Letters of the columns concerned, leftmost first. */
  readonly columns: readonly string[];
  readonly header: string;
  readonly en: string;
  readonly hu: string;
}

export interface SheetTable {
  readonly sheet: string;
  /** Row number of the header row as Excel shows it; with a header merged downwards, the merge's top row. */
  readonly headerRow: number;
  readonly columns: readonly TableColumn[];
  /** Data rows, fully empty rows left out. */
  readonly rows: readonly TableRow[];
  /** Columns sharing one header (only one of them can give a field its value), and the like. */
  readonly warnings: readonly TableWarning[];
}

/** The same table with its data rows streamed: for large sheets, so rows need not be held twice. Iterate it once. */
export interface SheetTableStream extends Omit<SheetTable, 'rows'> {
  /** May throw `WorkbookReadError` for a fault found mid-sheet (a truncated or oversized part). */
  readonly rows: AsyncIterable<TableRow>;
}
