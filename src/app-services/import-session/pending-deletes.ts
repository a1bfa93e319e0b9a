// The app's side of confirmed deletes and withdraws: how many valid rows would delete their listing (so the upload step knows to
// ask), the list a dry run gives for the confirmation, and the refusal of an upload whose deletes are unconfirmed.
import type { PreparedRow } from '../../engine/model/prepared-row';
import type { UnconfirmedDeletes, UploadPlan } from '../../engine/upload';
import { plannedDeletes, plannedReferenceChanges } from '../../engine/upload';
import { referenceHash } from '../../engine/validation/identity-binding';
import type { ListingToConfirm } from '../../shared/contract';
import { rowStatus } from './row-counts';
import type { SessionState } from './session-state';

/**
 * Valid rows asking to delete (or withdraw) a listing that no run has done so yet; the summary carries it only when
 * not 0, so the upload step knows to list them for confirmation first.
 */
export function pendingDeleteCount(state: SessionState, action: 'delete' | 'withdraw' = 'delete'): number {
  let n = 0;
  for (const p of state.prepared.values()) {
    for (const r of p.rows) if (r.action === action && rowStatus(state, r) === 'valid') n++;
  }
  return n;
}

/**
 * The dry run's list of deletes (or withdraws), in the contract's shape, each listing as the portal holds it where the
 * plan read it (docs/round-trip.md, "Row identity"); undefined when the plan has none.
 */
export function deletesOfPlan(
  rows: readonly PreparedRow[],
  plan: UploadPlan,
  operation: 'delete' | 'withdraw' = 'delete',
): ListingToConfirm[] | undefined {
  const list = plannedDeletes(rows, plan, operation);
  if (list.length === 0) return undefined;
  return list.map((d) => ({
    sheet: d.sheet,
    row: d.row,
    serviceId: d.serviceId,
    reference: d.transferId,
    title: d.title,
    fromPortal: d.fromPortal,
    type: d.type,
    price: d.price,
    currency: d.currency,
  }));
}

/**
 * Valid rows whose reference is not the one they were exported with: they may change their listing's reference, so
 * the upload lists them from the portal first (a dry run) and asks (docs/round-trip.md, "Row identity").
 */
export function pendingReferenceChangeCount(state: SessionState): number {
  let n = 0;
  for (const p of state.prepared.values()) {
    for (const r of p.rows) {
      const bound = r.previous?.binding;
      // A record exported without a reference gains the row's: no change (row-identity.ts).
      const moved =
        bound !== undefined &&
        bound.referenceHash !== null &&
        r.transferId !== null &&
        referenceHash(r.transferId) !== bound.referenceHash;
      if (moved && rowStatus(state, r) === 'valid') n++;
    }
  }
  return n;
}

/** The dry run's list of reference changes held for their confirmation, as the portal holds each listing. */
export function referenceChangesOfPlan(rows: readonly PreparedRow[], plan: UploadPlan): ListingToConfirm[] | undefined {
  const list = plannedReferenceChanges(rows, plan);
  if (list.length === 0) return undefined;
  return list.map((d) => ({
    sheet: d.sheet,
    row: d.row,
    serviceId: d.serviceId,
    reference: d.transferId,
    title: d.title,
    fromPortal: d.fromPortal,
    type: d.type,
    price: d.price,
    currency: d.currency,
    newReference: d.newReference,
  }));
}

/** The refusal's text in both languages, with the first rows named. */
export function unconfirmedText(f: UnconfirmedDeletes): { readonly en: string; readonly hu: string } {
  const named = f.deletes
    .slice(0, 5)
    .map((d) => `${d.sheet} ${d.row}`)
    .join(', ');
  return { en: `${f.message} (${named})`, hu: `${f.messageHu} (${named})` };
}
