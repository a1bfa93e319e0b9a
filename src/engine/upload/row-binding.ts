// Each written seller and listing row's fingerprint cell names the record the row now is (docs/round-trip.md, "Row
// identity"), so the next upload can tell a row that still is that listing from one moved, copied or re-pointed.
import type { PreparedRow } from '../model/prepared-row';
import type { RowResult } from '../model/row-result';
import { encodeBinding } from '../validation/identity-binding';
import { withBinding } from '../validation/fingerprint-cell';
import type { UploadPlan } from '../model/upload-plan';

/**
 * The office the row was sent to (the plan's), else its own office column; null when neither says (a skipped seller
 * row: the office check then rests on the service's record).
 */
function officeOf(row: PreparedRow, plan: UploadPlan, i: number): number | null {
  const p = plan.rows[i];
  return p?.action === 'send' ? p.request.officeId : row.officeId;
}

/**
 * The results with a binding in every fingerprint cell they write for a seller or listing row with a Service ID. A
 * result that writes no fingerprint leaves the cell, and so the earlier binding, as it was: a refused row stays bound
 * to the listing it was exported as.
 */
export function withBindings(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  results: readonly RowResult[],
): RowResult[] {
  return results.map((r, i) => {
    const row = rows[i];
    if (row === undefined || r.fingerprint === undefined || r.serviceId === undefined) return r;
    if (row.role !== 'sellers' && row.role !== 'properties') return r;
    const binding = encodeBinding(r.serviceId, officeOf(row, plan, i), row.transferId);
    return { ...r, fingerprint: withBinding(r.fingerprint, binding) };
  });
}
