// The spec's limits said plainly in a refused row (featured week, featured quota, delete then re-create), instead of
// the service's own one-line description; the app words the same codes in Hungarian (service-messages.ts).
import { ERROR_CODES, formatBoth } from '../../catalog';
import { STOP_MESSAGES as STOP } from './upload-stop-messages';
import { explainNoRoom, roomBackPhrase } from '../api';
import type { FaultLedger } from '../api';
import type { PlannedRequest } from '../model/planned-request';
import type { StoppedEarly } from './upload-types';

type Block = Readonly<Record<string, unknown>>;

/**
 * Whether the refused body carried anything besides `property.is_featured` (the rest of the row's change). The seller,
 * named again on every listing PUT so the listing keeps it, is no change of its own.
 */
function changesMoreThanFeatured(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  return Object.entries(body as Block).some(([name, value]) => {
    if (name === 'seller') return false;
    if (name !== 'property') return true;
    const keys = value !== null && typeof value === 'object' ? Object.keys(value) : [];
    return keys.some((k) => k !== 'is_featured');
  });
}

/** The ISO time the sandbox (and perhaps the service) names as the end of the featured week, if any. */
function lockedUntil(description: string): string | null {
  const m = /before (\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(description);
  return m?.[1] !== undefined ? `${m[1].replace('T', ' ')} UTC` : null;
}

function quotaOf(description: string): string | null {
  const m = /\((\d+) featured listings? at most\)/.exec(description);
  return m?.[1] ?? null;
}

/**
 * A refused row's message: the spec's limits in words a person acts on; other refusals keep the service's
 * description, which names the field and the value.
 */
export function refusalMessage(request: PlannedRequest, code: number | null, description: string): string {
  switch (code) {
    case ERROR_CODES.FEATURED_LOCKED: {
      const until = lockedUntil(description);
      const rest = changesMoreThanFeatured(request.body)
        ? "The rest of this row's change was not applied either: the service refuses the whole change."
        : 'Nothing else of the listing was to change.';
      return (
        'This listing cannot be un-featured until a week after it was featured' +
        `${until !== null ? ` (not before ${until})` : ''} (error 28). ${rest} ` +
        'Keep Featured as yes until then to send the rest, and un-feature it after that.'
      );
    }
    case ERROR_CODES.FEATURED_QUOTA_EXCEEDED: {
      const quota = quotaOf(description);
      return (
        `The office's quota of featured listings${quota !== null ? ` (${quota})` : ''} is used up, so this listing ` +
        "cannot be featured (error 29); nothing of this row's change was applied. Un-feature another listing " +
        '(possible a week after it was featured) or set Featured to no for this one.'
      );
    }
    case ERROR_CODES.DUPLICATE_RECREATE: {
      const what = /external_id/.test(description) ? 'website code (external_id)' : 'reference (transfer_id)';
      return (
        `A listing with this ${what} ` +
        'was deleted from the office shortly before (within 24 hours), and the service refuses creating it again as ' +
        'a duplicate (error 30). A listing must be modified, not deleted and re-created: this row was not applied.'
      );
    }
    case ERROR_CODES.NOT_FOUND:
      return request.operation === 'delete' || request.operation === 'withdraw'
        ? `The listing is not on the service (error 20): it was deleted already, or the Service ID or reference is ` +
            `wrong. ${description}`
        : description;
    default:
      return description;
  }
}

/**
 * A delete sent again (its first answer was lost, or it went again after a failure) that finds the listing gone:
 * the listing is deleted, which is what the row asked, so the row is `deleted` rather than failed.
 */
export function deletedBefore(
  p: { readonly request: PlannedRequest; readonly attempts: number },
  code: number | null,
  sentAt: Date,
): {
  readonly status: 'deleted';
  readonly serviceId?: number;
  readonly importedAt: Date;
  readonly errorMessage: string;
} | null {
  if (p.request.operation !== 'delete' || code !== ERROR_CODES.NOT_FOUND || p.attempts === 0) return null;
  const note =
    'Deleted: the delete was sent again after its first answer was lost, and the service no longer has the listing.';
  const id = p.request.knownId;
  return id !== null
    ? { status: 'deleted', serviceId: id, importedAt: sentAt, errorMessage: note }
    : { status: 'deleted', importedAt: sentAt, errorMessage: note };
}

/**
 * The upload stopped because the fault budget has no room for the next batch: why (faults counted, a damaged count
 * taken as spent, room held by another live process), never "0 faulty answers" as the reason.
 */
export function faultBudgetStop(budget: FaultLedger | null): StoppedEarly {
  const why = budget === null ? STOP.noRoomLeft : explainNoRoom(budget);
  const again = budget === null ? STOP.later : roomBackPhrase(budget);
  const text = formatBoth(STOP.faultBudget, { why, again });
  return { reason: 'fault_budget', message: text.en, messageHu: text.hu };
}
