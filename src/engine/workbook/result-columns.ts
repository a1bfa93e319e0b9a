// The per-row result columns written back into the user's workbook; their headers are part of the product's promise.

export const RESULT_HEADERS = {
  status: 'Import status',
  serviceId: 'Service ID',
  errorCode: 'Error code',
  errorMessage: 'Error message',
  importedAt: 'Imported at',
  /** Hidden column: what was last sent, so a resubmission can tell edited rows from unchanged ones. */
  fingerprint: 'Import fingerprint',
} as const;

/** `deleted`: the row's Import action deleted its listing from the service. */
export type RowStatus = 'created' | 'updated' | 'deleted' | 'invalid' | 'failed' | 'skipped';
export const ROW_STATUSES: readonly RowStatus[] = ['created', 'updated', 'deleted', 'invalid', 'failed', 'skipped'];

export interface RowResult {
  /** Worksheet row number (1-based). */
  readonly row: number;
  readonly status: RowStatus;
  readonly serviceId?: number;
  readonly errorCode?: number;
  readonly errorMessage?: string;
  readonly importedAt?: Date;
  readonly fingerprint?: string;
}

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
