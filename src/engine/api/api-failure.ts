// Why a call to the listing API did not give a usable answer; never carries the password.
import type { ApiError, Words } from '../../catalog';
import { ERROR_CODES, formatBoth, serviceErrorInBoth } from '../../catalog';
import { API_FAILURE_MESSAGES as M } from './api-failure-messages';

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
  | { readonly kind: 'held_back'; readonly message: string; readonly messageHu: string };

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

/** One sentence for a person, in English (a log, a detail kept in English); {@link failureInBoth} for the user. */
export function describeFailure(f: ApiFailure): string {
  return failureInBoth(f).en;
}

const TIMEOUT_PHASE = { connect: M.connectTimeout, headers: M.headersTimeout, body: M.bodyTimeout } as const;

/**
 * One sentence for a person in both languages. The network layer's own text (`connect ECONNREFUSED …`) and an
 * unreadable answer's detail are English only, so the Hungarian names the failure's code or what it means instead.
 */
export function failureInBoth(f: ApiFailure): Words {
  switch (f.kind) {
    case 'network': {
      const code = f.code ?? M.networkError.hu;
      return formatBoth(M.network, { detail: { en: `${f.code ?? M.networkError.en}: ${f.message}`, hu: code } });
    }
    case 'timeout':
      return formatBoth(M.timeout, { phase: TIMEOUT_PHASE[f.phase] });
    case 'http': {
      if (f.error === null) return formatBoth(M.noErrorObject, { status: f.status });
      const { error_code: code, error_description: detail } = f.error;
      return formatBoth(M.answered, { status: f.status, code, meaning: serviceErrorInBoth(code, detail) });
    }
    case 'unreadable':
      return formatBoth(M.unreadable, { status: f.status, detail: { en: f.message, hu: M.notAsPromised.hu } });
    case 'aborted':
      return formatBoth(M.aborted);
    case 'held_back':
      return { en: f.message, hu: f.messageHu };
  }
}
