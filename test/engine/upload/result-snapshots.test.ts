// Which results carry a field snapshot into the results workbook (result-snapshots.ts): pure, no service.
import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import { bodySnapshot } from '../../../src/engine/upload/result-snapshots';
import { encodeSnapshot, readSnapshot } from '../../../src/engine/upload/row-snapshot';
import type { PlannedRequest } from '../../../src/engine/model/planned-request';
import type { PlannedRow } from '../../../src/engine/model/planned-row';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import { splitFingerprintCell } from '../../../src/engine/validation/fingerprint-cell';
import type { RowResult, RowStatus } from '../../../src/engine/model/row-result';
import { imageRow, propertyRow } from './upload-test-kit';
import { withRowSnapshots } from './written-results-kit';

const MAPPED = ['price.price', 'property.orientation'];
const COLUMNS = new Map([['Properties', new Map(MAPPED.map((k) => [k, k]))]]);
const COUNTS: UploadPlan['counts'] = { create: 0, modify: 0, withdraw: 0, delete: 0, skipped: 0, invalid: 0, fail: 0 };

function request(operation: PlannedRequest['operation']): PlannedRow {
  const method = operation === 'create' ? 'POST' : operation === 'delete' ? 'DELETE' : 'PUT';
  const base = {
    resource: 'property' as const,
    uri: '/property',
    body: {},
    officeId: 3,
    transferId: null,
    owner: null,
  };
  return { action: 'send', request: { ...base, operation, method, knownId: 7, dependsOn: null, phase: 1 } };
}

function written(row: PreparedRow, p: PlannedRow, status: RowStatus): RowResult | undefined {
  const plan: UploadPlan = { rows: [p], counts: COUNTS };
  const result: RowResult = { row: row.row, status, serviceId: 7, fingerprint: row.fingerprint };
  return withRowSnapshots([row], plan, [result], COLUMNS)[0];
}

function cellOf(r: RowResult | undefined) {
  return splitFingerprintCell(r?.fingerprint ?? '');
}

describe('snapshots written with the results', () => {
  it('a created listing gets the snapshot of its body, its empty mapped columns included', () => {
    const row = propertyRow(1, 'S-1');
    const cell = cellOf(written(row, request('create'), 'created'));
    expect(cell.fingerprint).toBe(row.fingerprint);
    expect(cell.snapshot).toBe(encodeSnapshot('properties', row.body, MAPPED));
    const since = readSnapshot(cell.snapshot);
    expect(since?.matches('property.orientation', null, undefined)).toBe(true);
    expect(since?.matches('price.price', 30_000_001, undefined)).toBe(true);
    expect(since?.matches('price.price', 31_000_000, undefined)).toBe(false);
  });

  it('a body snapshot worked out while the batch was in flight is the one its result carries, the same text', () => {
    const row = propertyRow(4, 'S-1');
    const early = bodySnapshot(row, COLUMNS);
    expect(early).toBe(encodeSnapshot('properties', row.body, MAPPED));
    const plan: UploadPlan = { rows: [request('create')], counts: COUNTS };
    const result: RowResult = { row: row.row, status: 'created', serviceId: 7, fingerprint: row.fingerprint };
    const known = new Map([[0, `${early ?? ''}`]]);
    expect(withRowSnapshots([row], plan, [result], COLUMNS, known)).toEqual(
      withRowSnapshots([row], plan, [result], COLUMNS),
    );
    const marked = withRowSnapshots([row], plan, [result], COLUMNS, new Map([[0, 'S1:given']]))[0];
    expect(cellOf(marked).snapshot).toBe('S1:given');
    expect(bodySnapshot(imageRow(5, 'S-1', null), COLUMNS)).toBeNull();
  });

  it('an updated row read without a snapshot and a row skipped as unchanged get one', () => {
    const row = propertyRow(2, 'S-1');
    const snapshot = encodeSnapshot('properties', row.body, MAPPED);
    expect(cellOf(written(row, request('modify'), 'updated')).snapshot).toBe(snapshot);
    const unchanged: PlannedRow = { action: 'skipped', serviceId: 7 };
    expect(cellOf(written(row, unchanged, 'skipped')).snapshot).toBe(snapshot);
  });

  it('a withdraw keeps the snapshot it was read with; without one it writes the plain fingerprint', () => {
    const exported = propertyRow(3, 'S-1', { price: 1 });
    const snapshot = encodeSnapshot('properties', exported.body, MAPPED);
    const previous = { status: 'updated' as const, serviceId: 7, fingerprint: 'f'.repeat(40), snapshot };
    const edited = propertyRow(3, 'S-1', { previous, price: 2 });
    expect(cellOf(written(edited, request('withdraw'), 'updated')).snapshot).toBe(snapshot);
    const plain = propertyRow(3, 'S-1', { price: 2 });
    expect(written(plain, request('withdraw'), 'updated')?.fingerprint).toBe(plain.fingerprint);
  });

  it('deleted, failed and image rows get no snapshot', () => {
    const row = propertyRow(4, 'S-1');
    expect(written(row, request('delete'), 'deleted')?.fingerprint).toBe(row.fingerprint);
    const failed = withRowSnapshots(
      [row],
      { rows: [request('modify')], counts: COUNTS },
      [{ row: row.row, status: 'failed', errorMessage: 'no' }],
      COLUMNS,
    )[0];
    expect(failed?.fingerprint).toBeUndefined();
    const image = imageRow(1, 'P-4', 'I-1');
    expect(written(image, request('create'), 'created')?.fingerprint).toBe(image.fingerprint);
  });
});
