// The field snapshot each seller and listing result carries into the results workbook (row-snapshot.ts).
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import { fingerprintCell } from '../validation/fingerprint-cell';
import type { ColumnHeaders } from './partial-updates';
import { encodeSnapshot, readSnapshot } from './row-snapshot';
import type { PlannedRow } from '../model/planned-row';

const NO_KEYS: readonly string[] = [];

/**
 * The mapped catalog keys of a sheet's column headers as an array, made once per sheet's map: spread from the map's
 * iterator for every row, they cost a 40-column listing more than its snapshot's layout look-up (a list the rows of a
 * sheet share). The maps are made once per run and never changed (column-headers.ts); the size is checked all the same.
 */
const MAPPED_KEYS = new WeakMap<ReadonlyMap<string, string>, readonly string[]>();

function mappedKeys(columns: ReadonlyMap<string, string> | undefined): readonly string[] {
  if (columns === undefined) return NO_KEYS;
  let keys = MAPPED_KEYS.get(columns);
  if (keys === undefined || keys.length !== columns.size) {
    keys = Object.freeze([...columns.keys()]);
    MAPPED_KEYS.set(columns, keys);
  }
  return keys;
}

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
  return encodeSnapshot(row.role, row.body, mappedKeys(headers?.get(row.sheet)));
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
