// What an answer (or the lack of one) says happened to a request: applied, refused, not sent, or in doubt. Pure.
import type { ApiError, Words } from '../../catalog';
import { ERROR_CODES, formatBoth, serviceErrorInBoth } from '../../catalog';
import type { ApiFailure, BatchItemAnswer } from '../api';
import { answerMayBeLost, apiErrorSchema, failureErrorCode, failureInBoth, neverSent } from '../api';
import { ANSWER_MESSAGES as M } from './answer-classifier-messages';
import { REFUSAL_MESSAGES as R } from './refusal-messages';

/** Why sending must stop for now, although the rows themselves are fine. */
export type HoldReason =
  /** The service blocks the address (error 12) until its hour passes. */
  | 'rate_limited'
  /** The service refused the user name or password. */
  | 'credentials'
  /** Our own count of faulty answers has no room for the request. */
  | 'fault_budget';

export type Verdict =
  /** The service did it; its answer names the record. */
  | { readonly kind: 'applied'; readonly serviceId: number | null }
  /**
   * The service refused the row itself (4xx): sending it again would fail the same way. `message` is the service's
   * description, read for the spec's limits; `said` words a batch refused without one, in both languages.
   */
  | { readonly kind: 'refused'; readonly errorCode: number | null; readonly message: string; readonly said?: Words }
  /** Certainly not applied: the request never reached the service, or the service said it did nothing. */
  | { readonly kind: 'not_sent'; readonly message: Words; readonly hold: HoldReason | null }
  /** Sent, but whether it was applied is unknown: look it up before sending it again. */
  | { readonly kind: 'in_doubt'; readonly message: Words };

function errorOf(body: unknown): ApiError | null {
  const p = apiErrorSchema.safeParse(body);
  return p.success ? (p.data as ApiError) : null;
}

function idIn(block: unknown): number | null {
  if (block === null || typeof block !== 'object') return null;
  const id = (block as Record<string, unknown>)['id'];
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The service ID in a write answer: `{seller: {id}}`, `{property: {id}}` or `{images: [{id}]}`. Runs per row. */
export function answerId(body: unknown): number | null {
  if (body === null || typeof body !== 'object') return null;
  const v = body as Record<string, unknown>;
  for (const k of ['seller', 'property', 'image'] as const) {
    const id = idIn(v[k]);
    if (id !== null) return id;
  }
  const images = v['images'];
  if (Array.isArray(images)) {
    const first: unknown = images[0];
    if (typeof first === 'number' && Number.isSafeInteger(first) && first > 0) return first;
    if (first === null || typeof first !== 'object') return null;
    return idIn(first) ?? idIn((first as Record<string, unknown>)['id']);
  }
  return null;
}

/** One item of a 207 batch answer. */
export function classifyItem(answer: BatchItemAnswer): Verdict {
  if (answer.status >= 200 && answer.status < 300) return { kind: 'applied', serviceId: answerId(answer.body) };
  const e = errorOf(answer.body);
  if (e?.error_code === ERROR_CODES.TOO_MANY_FAULTY_REQUESTS) {
    const message = formatBoth(M.rateLimited, { detail: serviceErrorInBoth(e.error_code, e.error_description) });
    return { kind: 'not_sent', message, hold: 'rate_limited' };
  }
  // Error 50 promises the item was not applied (docs/api.md): it may be sent again. Its words in the Hungarian are
  // the code's meaning, not the service's English (docs/messages.md, "The service's refusals").
  if (e?.error_code === ERROR_CODES.INTERNAL_ERROR) {
    return { kind: 'not_sent', message: serviceErrorInBoth(e.error_code, e.error_description), hold: null };
  }
  if (answer.status >= 500) {
    return { kind: 'in_doubt', message: formatBoth(M.failedAfterReceiving, { status: answer.status }) };
  }
  const message = e?.error_description ?? `HTTP ${answer.status}`;
  return { kind: 'refused', errorCode: e?.error_code ?? answer.status, message };
}

/** A batch call that gave no usable 207 answer: the verdict holds for every item of it. */
export function classifyBatchFailure(f: ApiFailure): Verdict {
  const message = failureInBoth(f);
  if (f.kind === 'held_back') return { kind: 'not_sent', message, hold: 'fault_budget' };
  const code = failureErrorCode(f);
  if (code === ERROR_CODES.TOO_MANY_FAULTY_REQUESTS) return { kind: 'not_sent', message, hold: 'rate_limited' };
  if (f.kind === 'http' && (f.status === 401 || f.status === 403)) {
    return { kind: 'not_sent', message, hold: 'credentials' };
  }
  if (neverSent(f)) return { kind: 'not_sent', message, hold: null };
  if (code === ERROR_CODES.INTERNAL_ERROR) return { kind: 'not_sent', message, hold: null };
  if (answerMayBeLost(f)) return { kind: 'in_doubt', message };
  // Refused as a whole (a 4xx for the batch): no item ran. The service's own description is worded per row.
  if (f.kind === 'http' && f.error !== null) {
    return { kind: 'refused', errorCode: code, message: f.error.error_description };
  }
  return {
    kind: 'refused',
    errorCode: code,
    message: message.en,
    said: formatBoth(R.withoutCode, { detail: message }),
  };
}
