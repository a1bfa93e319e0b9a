// The written rows' fingerprint cells in one pass (written-fingerprints.ts) are the cells the two passes made: the
// snapshot (result-snapshots.ts), then the binding (row-binding.ts), character for character.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { RowResult, RowStatus } from '../../../src/engine/model/row-result';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import { bodySnapshot, withRowSnapshots } from '../../../src/engine/upload/result-snapshots';
import { boundFingerprint } from '../../../src/engine/upload/row-binding';
import { withFingerprintCells } from '../../../src/engine/upload/written-fingerprints';
import { encodeBinding } from '../../../src/engine/validation/identity-binding';
import { splitFingerprintCell } from '../../../src/engine/validation/fingerprint-cell';
import { imageRow, propertyRow, sellerRow } from './upload-test-kit';

const COLUMNS = new Map([
  ['Properties', new Map([['price.price', 'price.price']])],
  ['Sellers', new Map([['seller.name', 'seller.name']])],
]);
const COUNTS: UploadPlan['counts'] = { create: 0, modify: 0, withdraw: 0, delete: 0, skipped: 0, invalid: 0, fail: 0 };
const STATUSES: readonly RowStatus[] = ['created', 'updated', 'skipped', 'failed', 'invalid', 'deleted'];
const OPERATIONS: readonly PlannedRequest['operation'][] = ['create', 'modify', 'withdraw', 'delete'];

function sent(row: PreparedRow, operation: PlannedRequest['operation'], officeId: number): PlannedRow {
  const resource = row.role === 'sellers' ? ('seller' as const) : ('property' as const);
  const method = operation === 'create' ? 'POST' : operation === 'delete' ? 'DELETE' : 'PUT';
  const request = { resource, uri: `/${resource}`, body: {}, officeId, transferId: row.transferId, owner: null };
  return { action: 'send', request: { ...request, operation, method, knownId: 7, dependsOn: null, phase: 1 } };
}

/** Rows of every role, plans of every kind, results of every status, with and without a Service ID and a cell. */
function cases(): { rows: PreparedRow[]; plan: UploadPlan; results: RowResult[]; early: Map<number, string> } {
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
      n % 11 === 0 ? { action: 'skipped', serviceId: 1000 + n, snapshot: `S1:planned-${n}` } : sent(row, operation, 3);
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

describe('the written fingerprint cells, in one pass', () => {
  it('are the cells the snapshot pass and then the binding pass made, for rows, plans and results of every kind', () => {
    const { rows, plan, results, early } = cases();
    const snapped = withRowSnapshots(rows, plan, results, COLUMNS, early);
    const twoPasses = snapped.map((r, i) => {
      const row = rows[i];
      return row === undefined ? r : { ...r, fingerprint: boundFingerprint(row, plan, i, r.serviceId, r.fingerprint) };
    });
    const onePass = withFingerprintCells(rows, plan, results, COLUMNS, early);
    expect(onePass).toEqual(twoPasses);
    // The cases reach each way: snapshots, bindings, both, and cells left alone.
    const cells = onePass.map((r) => splitFingerprintCell(r.fingerprint ?? ''));
    expect(cells.some((c) => c.snapshot !== null && c.binding !== null)).toBe(true);
    expect(cells.some((c, i) => c.snapshot === null && onePass[i]?.fingerprint !== undefined)).toBe(true);
    expect(onePass.some((r, i) => r === results[i])).toBe(true);
  });

  it('binds a created seller to its Service ID, the office it was sent to and its transfer id', () => {
    const row = sellerRow(1, { office: 9 });
    const plan: UploadPlan = { rows: [sent(row, 'create', 4)], counts: COUNTS };
    const result: RowResult = { row: row.row, status: 'created', serviceId: 77, fingerprint: row.fingerprint };
    const [written] = withFingerprintCells([row], plan, [result], COLUMNS);
    const cell = splitFingerprintCell(written?.fingerprint ?? '');
    expect(cell.fingerprint).toBe(row.fingerprint);
    expect(cell.snapshot).toBe(bodySnapshot(row, COLUMNS));
    expect(cell.binding).toBe(encodeBinding(77, 4, 'S-1'));
  });
});
