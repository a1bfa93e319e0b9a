// The written rows' results one row at a time (written-fingerprints.ts) are the results the passes over all rows made:
// the plan's comparison, the snapshot (result-snapshots.ts), then the binding (row-binding.ts), character for character.
import { describe, expect, it } from 'vitest';
import type { RowResult } from '../../../src/engine/model/row-result';
import type { UploadPlan } from '../../../src/engine/model/upload-plan';
import { bodySnapshot } from '../../../src/engine/upload/result-snapshots';
import { writtenResult } from '../../../src/engine/upload/written-fingerprints';
import { encodeBinding } from '../../../src/engine/validation/identity-binding';
import { splitFingerprintCell } from '../../../src/engine/validation/fingerprint-cell';
import { sellerRow } from './upload-test-kit';
import { cases, COLUMNS, COUNTS, sent, writtenInPasses } from './written-results-kit';

describe('the written results, a row at a time', () => {
  it('are the results the comparison, snapshot and binding passes made, for rows, plans and results of every kind', () => {
    const { rows, plan, results, early } = cases();
    const passes = writtenInPasses(rows, plan, results, COLUMNS, early);
    const onePass = results.map((r, i) => writtenResult(rows, plan, i, r, COLUMNS, early.get(i)));
    expect(onePass).toEqual(passes);
    expect(onePass.map((r) => JSON.stringify(r))).toEqual(passes.map((r) => JSON.stringify(r)));
    // The cases reach each way: snapshots, bindings, both, and cells left alone.
    const cells = onePass.map((r) => splitFingerprintCell(r.fingerprint ?? ''));
    expect(cells.some((c) => c.snapshot !== null && c.binding !== null)).toBe(true);
    expect(cells.some((c, i) => c.snapshot === null && onePass[i]?.fingerprint !== undefined)).toBe(true);
    expect(onePass.some((r, i) => r === results[i])).toBe(true);
    expect(onePass.some((r, i) => r.errorMessage !== undefined && results[i]?.errorMessage === undefined)).toBe(true);
  });

  it('binds a created seller to its Service ID, the office it was sent to and its transfer id', () => {
    const row = sellerRow(1, { office: 9 });
    const plan: UploadPlan = { rows: [sent(row, 'create', 4)], counts: COUNTS };
    const result: RowResult = { row: row.row, status: 'created', serviceId: 77, fingerprint: row.fingerprint };
    const written = writtenResult([row], plan, 0, result, COLUMNS, undefined);
    const cell = splitFingerprintCell(written?.fingerprint ?? '');
    expect(cell.fingerprint).toBe(row.fingerprint);
    expect(cell.snapshot).toBe(bodySnapshot(row, COLUMNS));
    expect(cell.binding).toBe(encodeBinding(77, 4, 'S-1'));
  });
});
