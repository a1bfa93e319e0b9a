// A row's result after an import (its status, the service's ID or the error), as written back into its workbook.

/** `deleted`: the row's Import action deleted its listing from the service. */
export type RowStatus = 'created' | 'updated' | 'deleted' | 'invalid' | 'failed' | 'skipped';
export const ROW_STATUSES: readonly RowStatus[] = ['created', 'updated', 'deleted', 'invalid', 'failed', 'skipped'];

/**
 * Why a run has no final answer for a row (docs/upload.md, "Resolving rows in doubt"): `not_reached`, a stopped run
 * never sent it, and the next upload sends it; `in_doubt`, an earlier run sent it and never heard back, and it could
 * not be checked on the service, so the next upload checks it before sending anything; `waits_for_row`, held back
 * as the seller row it names (`waitsFor`) is invalid, and sent once that is fixed. Each has status `failed` in the
 * run's outcome, as it was not done.
 */
export type RowPending = 'not_reached' | 'in_doubt' | 'waits_for_row';

/** A row of the workbook, by sheet and number. */
export interface RowRef {
  readonly sheet: string;
  readonly row: number;
}

export interface RowResult {
  /** Worksheet row number (1-based). */
  readonly row: number;
  readonly status: RowStatus;
  readonly serviceId?: number;
  readonly errorCode?: number;
  /** Why the row was not done, or a note on what was done, in English. */
  readonly errorMessage?: string;
  /**
   * The same in Hungarian, from the engine's catalogs (docs/messages.md, "Results in both languages"); absent in the
   * results of older runs, whose message is read by its error code instead ({@link resultMessage}).
   */
  readonly errorMessageHu?: string;
  readonly importedAt?: Date;
  readonly fingerprint?: string;
  readonly pending?: RowPending;
  readonly waitsFor?: RowRef;
}
