// The field snapshot each seller and listing result carries into the results workbook (row-snapshot.ts).
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import { fingerprintCell } from '../validation/fingerprint-cell';
import type { ColumnHeaders } from './partial-updates';
import { encodeSnapshot, readSnapshot } from './row-snapshot';
import type { PlannedRow } from '../model/planned-row';
import type { UploadPlan } from '../model/upload-plan';

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

/**
 * The results with every written seller and listing row's fingerprint cell carrying its snapshot; `early`: the body
 * snapshots already worked out (`bodySnapshot`), by row index.
 */
export function withRowSnapshots(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  results: readonly RowResult[],
  headers: ColumnHeaders | null,
  early: ReadonlyMap<number, string> = new Map(),
): RowResult[] {
  return withCells(rows, results, (row, r, i) => snapshotFingerprint(row, plan.rows[i], r, headers, early.get(i)));
}

/** The results with each row's fingerprint cell as `cell` gives it: a new result only where the cell changes. */
export function withCells(
  rows: readonly PreparedRow[],
  results: readonly RowResult[],
  cell: (row: PreparedRow, r: RowResult, i: number) => string | undefined,
): RowResult[] {
  return results.map((r, i) => {
    const row = rows[i];
    if (row === undefined) return r;
    const fingerprint = cell(row, r, i);
    return fingerprint === r.fingerprint ? r : { ...r, fingerprint };
  });
}

/** One row's fingerprint cell with its snapshot (`withRowSnapshots`); the result's own cell when it gets none. */
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
