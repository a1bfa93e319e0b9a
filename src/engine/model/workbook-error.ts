// Why a workbook could not be read or written: the reason the user is shown, in English and Hungarian.

/** Why a workbook could not be read; `message` (and `messageHu`, for the Hungarian UI) tells the user what to do. */
export interface WorkbookError {
  readonly kind: 'unsupported_format' | 'encrypted' | 'corrupt' | 'empty' | 'not_found' | 'too_large';
  readonly message: string;
  readonly messageHu: string;
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
