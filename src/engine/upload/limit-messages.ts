// The spec's limits said plainly in a refused row (featured week, featured quota, delete then re-create), instead of
// the service's own one-line description, and every other refusal by its error code, in both languages.
import type { Words } from '../../catalog';
import { ERROR_CODES, formatBoth, serviceDetailInBoth, serviceErrorInBoth } from '../../catalog';
import { REFUSAL_MESSAGES as R } from './refusal-messages';
import { STOP_MESSAGES as STOP } from './upload-stop-messages';
import { explainNoRoom, roomBackPhrase } from '../api';
import type { FaultLedger } from '../api';
import type { PlannedRequest } from '../model/planned-request';
import type { StoppedEarly } from './upload-types';
import type { HeaderOf } from './service-field-names';
import { serviceFieldNamer } from './service-field-names';

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
 * A refused row's message in both languages: the spec's limits in words a person acts on; other refusals the error
 * code's meaning with the field and the value the service's description names (`serviceErrorInBoth`).
 */
export function refusalMessage(
  request: PlannedRequest,
  code: number | null,
  description: string,
  headerOf: HeaderOf = () => undefined,
): Words {
  // The limits below read the description as the service wrote it; the words shown name fields as staff know them.
  const nameOf = serviceFieldNamer(request.resource, headerOf);
  switch (code) {
    case ERROR_CODES.FEATURED_LOCKED: {
      const time = lockedUntil(description);
      const until = time !== null ? formatBoth(R.notBefore, { time }) : '';
      const rest = changesMoreThanFeatured(request.body) ? R.restRefused : R.nothingElse;
      return formatBoth(R.featuredLocked, { until, rest: formatBoth(rest) });
    }
    case ERROR_CODES.FEATURED_QUOTA_EXCEEDED: {
      const n = quotaOf(description);
      return formatBoth(R.featuredQuota, { quota: n !== null ? formatBoth(R.quotaOf, { quota: n }) : '' });
    }
    case ERROR_CODES.DUPLICATE_RECREATE: {
      const what = /external_id/.test(description) ? R.byWebsiteCode : R.byReference;
      return formatBoth(R.duplicateRecreate, { what: formatBoth(what) });
    }
    case ERROR_CODES.NOT_FOUND:
      return request.operation === 'delete' || request.operation === 'withdraw'
        ? formatBoth(R.notOnService, { detail: serviceDetailInBoth(code, description, nameOf) })
        : serviceErrorInBoth(code, description, nameOf);
    case null:
      return formatBoth(R.withoutCode, { detail: serviceDetailInBoth(null, description, nameOf) });
    default:
      return serviceErrorInBoth(code, description, nameOf);
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
  readonly errorMessageHu: string;
} | null {
  if (p.request.operation !== 'delete' || code !== ERROR_CODES.NOT_FOUND || p.attempts === 0) return null;
  const note = formatBoth(R.deletedBefore);
  const done = { status: 'deleted', importedAt: sentAt, errorMessage: note.en, errorMessageHu: note.hu } as const;
  const id = p.request.knownId;
  return id !== null ? { ...done, serviceId: id } : done;
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
