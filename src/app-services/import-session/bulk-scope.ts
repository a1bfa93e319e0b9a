// Which rows a bulk fix may change, and which of the rows it changes are already on the portal.
// Decision: docs/round-trip.md, "Bulk fixes".
import type { PreparedRow } from '../../engine/model/prepared-row';
import { rowKey } from '../../engine/model/prepared-row';
import type { Counts } from '../../shared/contract';
import { rowStatus } from './row-counts';
import type { SessionState } from './session-state';

/** all: every row; invalid: rows with problems and rows the service refused; unsent: rows not on the portal. */
export type BulkScope = 'all' | 'invalid' | 'unsent';

/** Row numbers of changed rows already on the portal listed by name; the rest only counted. */
export const ON_PORTAL_LISTED = 20;

export interface BulkResult {
  readonly counts: Counts;
  readonly changed: number;
  /** Changed rows whose listing or seller is already on the portal: the next upload changes it there too. */
  readonly onPortal: number;
  readonly onPortalRows: number[];
}

/** A row with a record on the portal: an ID from the workbook (an export) or from this session's upload. */
export function isOnPortal(state: SessionState, r: PreparedRow): boolean {
  const res = state.rowResults.get(rowKey(r.sheet, r.row));
  if (res?.status === 'deleted') return false;
  return r.serviceId !== null || res?.serviceId !== undefined;
}

export function inBulkScope(state: SessionState, r: PreparedRow, scope: BulkScope): boolean {
  switch (scope) {
    case 'all':
      return true;
    case 'invalid': {
      const s = rowStatus(state, r);
      return s === 'invalid' || s === 'failed';
    }
    case 'unsent':
      return !isOnPortal(state, r);
  }
}

/** The portal rows among the rows a bulk fix changes, for its preview to name. */
export function portalRowsOf(
  state: SessionState,
  rows: ReadonlyMap<number, PreparedRow>,
  changed: readonly { readonly row: number }[],
): { onPortal: number; onPortalRows: number[] } {
  const on = changed.filter((c) => {
    const r = rows.get(c.row);
    return r !== undefined && isOnPortal(state, r);
  });
  return { onPortal: on.length, onPortalRows: on.slice(0, ON_PORTAL_LISTED).map((c) => c.row) };
}
