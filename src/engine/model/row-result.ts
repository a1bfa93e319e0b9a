// A row's result after an import (its status, the service's ID or the error), as written back into its workbook.

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
