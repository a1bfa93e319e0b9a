// A row's status as the grid shows it and the counts of rows by status.
import type { PreparedRow } from '../../engine/import-model';
import { rowKey } from '../../engine/import-model';
import type { Counts, RowStatusName } from '../../shared/contract';
import type { SessionState } from './session-state';

export function emptyCounts(): Counts {
  return { total: 0, valid: 0, invalid: 0, failed: 0, done: 0 };
}

function addCount(c: Counts, s: RowStatusName): Counts {
  return {
    total: c.total + 1,
    valid: c.valid + (s === 'valid' ? 1 : 0),
    invalid: c.invalid + (s === 'invalid' ? 1 : 0),
    failed: c.failed + (s === 'failed' ? 1 : 0),
    done: c.done + (s === 'created' || s === 'updated' || s === 'skipped' ? 1 : 0),
  };
}

/** Problems found now win over an earlier upload's result; a valid row without a result is still to be sent. */
export function rowStatus(state: SessionState, r: PreparedRow): RowStatusName {
  if (r.problems.length > 0) return 'invalid';
  const res = state.rowResults.get(rowKey(r.sheet, r.row));
  if (!res || res.status === 'invalid') return 'valid';
  return res.status;
}

export function countRows(state: SessionState, rows: readonly PreparedRow[]): Counts {
  return rows.reduce((c, r) => addCount(c, rowStatus(state, r)), emptyCounts());
}
