// The field snapshot each seller and listing result carries into the results workbook (row-snapshot.ts).
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import { fingerprintCell } from '../validation/fingerprint-cell';
import type { ColumnHeaders } from './partial-updates';
import { encodeSnapshot, readSnapshot } from './row-snapshot';
import type { PlannedRow } from '../model/planned-row';

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The snapshot to write with the row's result, or null for none. Created, updated and unchanged rows hold their
 * body on the service after the run, so their snapshot is the body's, whether or not the row was read with one: a
 * later edit in the results workbook then sends only itself. A withdraw sends only the status, so the row's other
 * edits are still unsent: it keeps the snapshot it was read with.
 */
function snapshotOf(
  row: PreparedRow,
  p: PlannedRow | undefined,
  r: RowResult,
  headers: ColumnHeaders | null,
  early: string | undefined,
): string | null {
  if (row.role !== 'sellers' && row.role !== 'properties') return null;
  const operation = p?.action === 'send' ? p.request.operation : null;
  if (operation === 'withdraw') return r.status === 'updated' ? keptSnapshot(row) : null;
  if (operation === 'delete') return null;
  const written =
    r.status === 'created' ||
    r.status === 'updated' ||
    (r.status === 'skipped' && r.serviceId !== undefined && row.previous?.status !== 'deleted');
  if (!written) return null;
  const planned = p?.action === 'send' || p?.action === 'skipped' ? p.snapshot : undefined;
  return planned ?? early ?? bodySnapshot(row, headers);
}

/**
 * The snapshot of the row's body, as a created or updated seller or listing row gets it: worked out while its batch
 * is in flight (sendChunk's `whileInFlight`), so the results do not wait for it after the last answer.
 */
export function bodySnapshot(row: PreparedRow, headers: ColumnHeaders | null): string | null {
  if (row.role !== 'sellers' && row.role !== 'properties') return null;
  return encodeSnapshot(row.role, row.body, headers?.get(row.sheet)?.keys() ?? NO_KEYS);
}

function keptSnapshot(row: PreparedRow): string | null {
  const text = row.previous?.snapshot;
  return text !== undefined && readSnapshot(text) !== null ? text : null;
}

/** One row's fingerprint cell with its snapshot; the result's own cell when it gets none. */
export function snapshotFingerprint(
  row: PreparedRow,
  p: PlannedRow | undefined,
  r: RowResult,
  headers: ColumnHeaders | null,
  early: string | undefined,
): string | undefined {
  const snapshot = snapshotOf(row, p, r, headers, early);
  return snapshot === null ? r.fingerprint : fingerprintCell(row.fingerprint, snapshot);
}
