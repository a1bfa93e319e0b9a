// Each written seller and listing row's fingerprint cell names the record the row now is (docs/round-trip.md, "Row
// identity"), so the next upload can tell a row that still is that listing from one moved, copied or re-pointed.
import type { PreparedRow } from '../model/prepared-row';
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
 * A seller or listing row's fingerprint cell with its binding, when the result writes a cell and has a Service ID;
 * else the cell as it is: a result that writes no fingerprint leaves the cell, and so the earlier binding, as it was
 * (a refused row stays bound to the listing it was exported as).
 */
export function boundFingerprint(
  row: PreparedRow,
  plan: UploadPlan,
  i: number,
  serviceId: number | undefined,
  fingerprint: string | undefined,
): string | undefined {
  if (fingerprint === undefined || serviceId === undefined) return fingerprint;
  if (row.role !== 'sellers' && row.role !== 'properties') return fingerprint;
  return withBinding(fingerprint, encodeBinding(serviceId, officeOf(row, plan, i), row.transferId));
}
