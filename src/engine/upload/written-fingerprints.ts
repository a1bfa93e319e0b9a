// Each written row's result as the results workbook gets it: the plan's comparison notes (partial-updates.ts), then its
// fingerprint cell with its field snapshot (result-snapshots.ts) and the record it now is (row-binding.ts), one row at
// a time, so a row can be worked out as soon as its answer is recorded (written-results-ahead.ts). A pass over all
// rows for each step spread every result several times after the last answer (docs/performance.md, "Upload: after
// the last answer (seventh round, the end)").
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import type { UploadPlan } from '../model/upload-plan';
import type { ColumnHeaders } from './partial-updates';
import { comparisonResult } from './partial-updates';
import { snapshotFingerprint } from './result-snapshots';
import { boundFingerprint } from './row-binding';

/**
 * Row `i`'s result as written, from the result the run recorded for it; `early`: its body snapshot worked out while
 * its batch was in flight (`bodySnapshot`). At most two new objects, none when nothing changes.
 */
export function writtenResult(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  i: number,
  recorded: RowResult,
  headers: ColumnHeaders | null,
  early: string | undefined,
): RowResult {
  const row = rows[i];
  const r = comparisonResult(row, plan, i, recorded);
  if (row === undefined) return r;
  const snapped = snapshotFingerprint(row, plan.rows[i], r, headers, early);
  const fingerprint = boundFingerprint(row, plan, i, r.serviceId, snapped);
  return fingerprint === r.fingerprint ? r : { ...r, fingerprint };
}
