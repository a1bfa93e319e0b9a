// What an endpoint answers: an HTTP status and a JSON body, errors as `{error_code, error_description}`.
import type { ApiError, ErrorCode, FieldIssue } from '../catalog';
import { ERROR_CODES, assertNever, describeIssue } from '../catalog';

export interface ApiResponse {
  readonly status: number;
  readonly body: unknown;
}

/** The HTTP status of each error code (this project's design, docs/api.md). */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ERROR_CODES.MALFORMED_REQUEST:
    case ERROR_CODES.INVALID_FIELD:
    case ERROR_CODES.INVALID_LOCATION:
    case ERROR_CODES.OFFICE_INACTIVE:
    case ERROR_CODES.BATCH_TOO_LARGE:
    case ERROR_CODES.SELLER_NOT_FOUND:
      return 400;
    case ERROR_CODES.AUTHENTICATION_FAILED:
      return 401;
    case ERROR_CODES.OFFICE_NOT_VISIBLE:
      return 403;
    case ERROR_CODES.NOT_FOUND:
    case ERROR_CODES.UNKNOWN_ENDPOINT:
      return 404;
    case ERROR_CODES.TRANSFER_ID_TAKEN:
    case ERROR_CODES.EXTERNAL_ID_TAKEN:
    case ERROR_CODES.FEATURED_LOCKED:
    case ERROR_CODES.FEATURED_QUOTA_EXCEEDED:
    case ERROR_CODES.DUPLICATE_RECREATE:
      return 409;
    case ERROR_CODES.TOO_MANY_FAULTY_REQUESTS:
      return 429;
    case ERROR_CODES.INTERNAL_ERROR:
      return 500;
    default:
      return assertNever(code, 'error code');
  }
}

export function apiError(code: ErrorCode, description: string, status: number = httpStatusOf(code)): ApiResponse {
  const body: ApiError = { error_code: code, error_description: description };
  return { status, body };
}

/** One error for all issues of a request; each sentence names its field and value. */
export function issuesError(issues: readonly FieldIssue[], code: ErrorCode = ERROR_CODES.INVALID_FIELD): ApiResponse {
  return apiError(code, issues.map((i) => describeIssue(i, 'en')).join(' '));
}

export function isErrorBody(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && typeof (body as { error_code?: unknown }).error_code === 'number';
}

/** A thrown-free way for handlers to bail out: they return either a value or the response to send. */
export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly response: ApiResponse };

export function fail(response: ApiResponse): { readonly ok: false; readonly response: ApiResponse } {
  return { ok: false, response };
}
