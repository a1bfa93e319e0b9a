// The written results worked out as the upload first did, a pass over every row for each step (the plan's comparison,
// the field snapshots, the bindings): the reference the one-row `writtenResult` (written-fingerprints.ts) and the
// results worked out ahead (written-results-ahead.ts) are compared with, character for character.
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import type { FieldChange } from '../../../src/engine/model/field-change';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { RowStatus } from '../../../src/engine/model/row-result';
import { bodySnapshot } from '../../../src/engine/upload/result-snapshots';
import { imageRow, propertyRow, sellerRow } from './upload-test-kit';
import type { ColumnHeaders } from '../../../src/engine/upload/partial-updates';
import { withComparisonResults } from '../../../src/engine/upload/partial-updates';
import { snapshotFingerprint } from '../../../src/engine/upload/result-snapshots';
import { boundFingerprint } from '../../../src/engine/upload/row-binding';

/** The results with each row's fingerprint cell as `cell` gives it: a new result only where the cell changes. */
function withCells(
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

/** The results with each written cell's binding (row-binding.ts), a pass of its own. */
export function withBindings(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  results: readonly RowResult[],
): RowResult[] {
  return withCells(rows, results, (row, r, i) => boundFingerprint(row, plan, i, r.serviceId, r.fingerprint));
}

/** The results as the upload's end wrote them in three passes: compared, snapshots, then bindings. */
export function writtenInPasses(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  results: readonly RowResult[],
  headers: ColumnHeaders | null,
  early: ReadonlyMap<number, string> = new Map(),
): RowResult[] {
  const compared = withComparisonResults(rows, plan, results);
  return withBindings(rows, plan, withRowSnapshots(rows, plan, compared, headers, early));
}

export const COLUMNS = new Map([
  ['Properties', new Map([['price.price', 'price.price']])],
  ['Sellers', new Map([['seller.name', 'seller.name']])],
]);
export const COUNTS: UploadPlan['counts'] = {
  create: 0,
  modify: 0,
  withdraw: 0,
  delete: 0,
  skipped: 0,
  invalid: 0,
  fail: 0,
};
const STATUSES: readonly RowStatus[] = ['created', 'updated', 'skipped', 'failed', 'invalid', 'deleted'];
const OPERATIONS: readonly PlannedRequest['operation'][] = ['create', 'modify', 'withdraw', 'delete'];

export function sent(row: PreparedRow, operation: PlannedRequest['operation'], officeId: number): PlannedRow {
  const resource = row.role === 'sellers' ? ('seller' as const) : ('property' as const);
  const method = operation === 'create' ? 'POST' : operation === 'delete' ? 'DELETE' : 'PUT';
  const request = { resource, uri: `/${resource}`, body: {}, officeId, transferId: row.transferId, owner: null };
  return { action: 'send', request: { ...request, operation, method, knownId: 7, dependsOn: null, phase: 1 } };
}

/** Fields kept or changed on both sides, for some rows: the comparison's notes and fresh snapshots. */
function changesOf(n: number): { readonly changes?: readonly FieldChange[] } {
  if (n % 5 === 0) return { changes: [{ key: 'price.price', kind: 'kept', old: 5, new: null, column: 'Ár' }] };
  if (n % 7 === 0) return { changes: [{ key: 'price.price', kind: 'set', old: 5, new: 6, conflict: true }] };
  return {};
}

/** Rows of every role, plans of every kind, results of every status, with and without a Service ID and a cell. */
export function cases(): { rows: PreparedRow[]; plan: UploadPlan; results: RowResult[]; early: Map<number, string> } {
  const rows: PreparedRow[] = [];
  const planned: PlannedRow[] = [];
  const results: RowResult[] = [];
  const early = new Map<number, string>();
  for (let n = 1; n <= 600; n++) {
    const kind = n % 3;
    const row =
      kind === 0
        ? sellerRow(n, { transferId: n % 7 === 0 ? null : `S-${n}`, office: n % 5 === 0 ? null : 3 })
        : kind === 1
          ? propertyRow(n, n % 2 === 0 ? `S-${n}` : null)
          : imageRow(n, `P-${n}`, `I-${n}`);
    const operation = OPERATIONS[n % OPERATIONS.length] ?? 'create';
    const plan: PlannedRow =
      n % 11 === 0
        ? { action: 'skipped', serviceId: 1000 + n, snapshot: `S1:planned-${n}`, ...changesOf(n) }
        : { ...sent(row, operation, 3), ...changesOf(n) };
    const status = STATUSES[n % STATUSES.length] ?? 'created';
    const withCell = n % 13 !== 0;
    results.push({
      row: row.row,
      status,
      ...(n % 4 !== 0 ? { serviceId: 1000 + n } : {}),
      ...(withCell ? { fingerprint: `${row.fingerprint}${n % 9 === 0 ? ' S1:older I1:5.3.-' : ''}` } : {}),
    });
    if (n % 2 === 0) early.set(rows.length, bodySnapshot(row, COLUMNS) ?? '');
    rows.push(row);
    planned.push(plan);
  }
  return { rows, plan: { rows: planned, counts: COUNTS }, results, early };
}
