// Why a call to the listing API did not give a usable answer; never carries the password.
import type { ApiError } from '../../catalog';
import { ERROR_CODES } from '../../catalog';

export type ApiFailure =
  /** No answer: refused, reset, DNS, socket closed mid-answer. The request may or may not have been processed. */
  | { readonly kind: 'network'; readonly code: string | null; readonly message: string }
  /** No answer in time; like `network`, the request may have been processed. */
  | { readonly kind: 'timeout'; readonly phase: 'connect' | 'headers' | 'body'; readonly message: string }
  /** The service answered with an error status; `error` is its error object when it sent one. */
  | { readonly kind: 'http'; readonly status: number; readonly error: ApiError | null }
  /** The service answered but the body is not what the API promises (not JSON, wrong shape). */
  | { readonly kind: 'unreadable'; readonly status: number; readonly message: string }
  /** The caller cancelled the request. */
  | { readonly kind: 'aborted' }
  /**
   * Not sent: the faulty answers this address may still give within the hour would not cover it ({@link FaultLedger}).
   */
  | { readonly kind: 'held_back'; readonly message: string };

/**
 * True when the request may have been processed although no usable answer arrived (network, timeout, 5xx, a garbled
 * 2xx).
 */
export function answerMayBeLost(f: ApiFailure): boolean {
  switch (f.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return f.status >= 500;
    case 'unreadable':
      return (f.status >= 200 && f.status < 300) || f.status >= 500;
    case 'aborted':
    case 'held_back':
      return false;
  }
}

/**
 * True when the request certainly never reached the service: the connection was refused, the name did not resolve,
 * the connection could not be made in time, or it was held back before sending. Such a request is simply "not sent".
 */
export function neverSent(f: ApiFailure): boolean {
  switch (f.kind) {
    case 'network':
      return f.code !== null && NOT_CONNECTED_CODES.has(f.code);
    case 'timeout':
      return f.phase === 'connect';
    case 'held_back':
      return true;
    // Cancelled mid-way, it may have been sent.
    case 'aborted':
    case 'http':
    case 'unreadable':
      return false;
  }
}

/** Socket errors raised before a connection existed, so before any byte of a request was sent. */
const NOT_CONNECTED_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The service's error code of a failure, if it gave one. */
export function failureErrorCode(f: ApiFailure): number | null {
  return f.kind === 'http' ? (f.error?.error_code ?? null) : null;
}

export function isRateLimited(f: ApiFailure): boolean {
  return failureErrorCode(f) === ERROR_CODES.TOO_MANY_FAULTY_REQUESTS;
}

/** One sentence for a person. */
export function describeFailure(f: ApiFailure): string {
  switch (f.kind) {
    case 'network':
      return `The service could not be reached (${f.code ?? 'network error'}: ${f.message}).`;
    case 'timeout':
      return `The service did not answer in time (${f.phase} timeout).`;
    case 'http':
      return f.error
        ? `The service answered ${f.status}: error ${f.error.error_code}, ${f.error.error_description}`
        : `The service answered HTTP ${f.status} without an error object.`;
    case 'unreadable':
      return `The service's answer (HTTP ${f.status}) could not be read: ${f.message}`;
    case 'aborted':
      return 'The request was cancelled.';
    case 'held_back':
      return f.message;
  }
}
