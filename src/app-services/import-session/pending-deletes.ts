// The app's side of confirmed deletes and withdraws: how many valid rows would delete their listing (so the upload step knows to
// ask), the list a dry run gives for the confirmation, and the refusal of an upload whose deletes are unconfirmed.
import type { PlanConfirmations } from '../../engine/pipeline';
import type { DeleteToConfirm, ReferenceChangeToConfirm, UnconfirmedDeletes } from '../../engine/upload';
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

/** One listing of a confirmation in the contract's shape, as the portal holds it where the plan read it. */
function listing(d: DeleteToConfirm | ReferenceChangeToConfirm): ListingToConfirm {
  return {
    sheet: d.sheet,
    row: d.row,
    serviceId: d.serviceId,
    reference: d.transferId,
    title: d.title,
    fromPortal: d.fromPortal,
    type: d.type,
    price: d.price,
    currency: d.currency,
    ...('newReference' in d ? { newReference: d.newReference } : {}),
  };
}

/**
 * The dry run's lists for the confirmations (the engine's, as the command line prints them; docs/round-trip.md,
 * "Row identity"), each absent when empty.
 */
export function listingsToConfirm(c: PlanConfirmations): {
  readonly deletes?: ListingToConfirm[];
  readonly withdraws?: ListingToConfirm[];
  readonly referenceChanges?: ListingToConfirm[];
} {
  const some = (list: readonly (DeleteToConfirm | ReferenceChangeToConfirm)[]) =>
    list.length > 0 ? list.map(listing) : undefined;
  const deletes = some(c.deletes);
  const withdraws = some(c.withdraws);
  const referenceChanges = some(c.referenceChanges);
  return {
    ...(deletes ? { deletes } : {}),
    ...(withdraws ? { withdraws } : {}),
    ...(referenceChanges ? { referenceChanges } : {}),
  };
}

/** The refusal's text in both languages, with the first rows named. */
export function unconfirmedText(f: UnconfirmedDeletes): { readonly en: string; readonly hu: string } {
  const named = f.deletes
    .slice(0, 5)
    .map((d) => `${d.sheet} ${d.row}`)
    .join(', ');
  // The engine's refusal in each language, the rows (the same in both) after it.
  const withRows = (text: string): string => `${text} (${named})`;
  return { en: withRows(f.message), hu: withRows(f.messageHu) };
}
