// Each written row's fingerprint cell as the results workbook gets it: its field snapshot (result-snapshots.ts), then
// the record it now is (row-binding.ts), made in one pass over the results. A pass for each spread every result twice,
// 10,000 objects made only to be copied again, after the last answer (docs/performance.md, "Upload: after the last
// answer (seventh round, the end)").
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { UploadPlan } from '../model/upload-plan';
import type { ColumnHeaders } from './partial-updates';
import { snapshotFingerprint, withCells } from './result-snapshots';
import { boundFingerprint } from './row-binding';

/** `withRowSnapshots`, then each cell's binding (`boundFingerprint`): one new result a row at most. */
export function withFingerprintCells(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  results: readonly RowResult[],
  headers: ColumnHeaders | null,
  early: ReadonlyMap<number, string> = new Map(),
): RowResult[] {
  return withCells(rows, results, (row, r, i) => {
    const snapped = snapshotFingerprint(row, plan.rows[i], r, headers, early.get(i));
    return boundFingerprint(row, plan, i, r.serviceId, snapped);
  });
}
