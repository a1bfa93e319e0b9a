// A row's status as the grid shows it and the counts of rows by status.
import type { PreparedRow } from '../../engine/model/prepared-row';
import { rowKey } from '../../engine/model/prepared-row';
import { unchangedSinceResult } from '../../engine/model/unchanged-since-result';
import type { Counts, RowStatusName } from '../../shared/contract';
import type { SessionState } from './session-state';

export function emptyCounts(): Counts {
  return { total: 0, valid: 0, invalid: 0, failed: 0, done: 0, blocked: 0 };
}

function addCount(c: Counts, s: RowStatusName): Counts {
  return {
    total: c.total + 1,
    valid: c.valid + (s === 'valid' ? 1 : 0),
    invalid: c.invalid + (s === 'invalid' ? 1 : 0),
    failed: c.failed + (s === 'failed' ? 1 : 0),
    done: c.done + (s === 'created' || s === 'updated' || s === 'deleted' || s === 'skipped' ? 1 : 0),
    blocked: c.blocked + (s === 'blocked' ? 1 : 0),
  };
}

/**
 * Problems found now win over an earlier upload's result; a row done earlier and changed since is to be sent again;
 * a valid row waiting for an invalid one is blocked; a row unchanged since the result its workbook carries is done
 * (skipped, by the upload's own rule); any other valid row is still to be sent.
 */
export function rowStatus(state: SessionState, r: PreparedRow): RowStatusName {
  if (r.problems.length > 0) return 'invalid';
  const key = rowKey(r.sheet, r.row);
  const res = state.rowResults.get(key);
  if (state.blockedBy.has(key) && (!res || res.status === 'failed' || res.status === 'invalid')) return 'blocked';
  if (res && res.status !== 'invalid' && !(res.status !== 'failed' && changedSince(state, r))) return res.status;
  // Unchanged since the result the workbook carries (an export, a results workbook): the upload skips it.
  if (res === undefined && unchangedSinceResult(r)) return 'skipped';
  return 'valid';
}

/** Whether the row differs from what it was when it got its last result (edited, or its mapping or values changed). */
export function changedSince(state: SessionState, r: PreparedRow): boolean {
  const sent = state.sentFingerprints.get(rowKey(r.sheet, r.row));
  return sent === undefined || sent !== r.fingerprint;
}

export function countRows(state: SessionState, rows: readonly PreparedRow[]): Counts {
  return rows.reduce((c, r) => addCount(c, rowStatus(state, r)), emptyCounts());
}
