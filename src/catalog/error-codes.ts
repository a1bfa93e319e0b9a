// The API's error codes: 12 and 24 are the spec's; the rest are this project's design (docs/api.md).

export const ERROR_CODES = {
  /** The request could not be read: bad JSON, wrong content type, body not an object. Type 1. */
  MALFORMED_REQUEST: 1,
  /** A field or parameter has an invalid value, is missing or unknown. Type 1. */
  INVALID_FIELD: 2,
  /** Missing or wrong Basic authentication. Type 2. */
  AUTHENTICATION_FAILED: 10,
  /** The office is not visible to the authenticated user. Type 2. */
  OFFICE_NOT_VISIBLE: 11,
  /** More than the allowed faulty requests within an hour from one IP address. */
  TOO_MANY_FAULTY_REQUESTS: 12,
  /** No record with that identifier. Type 1. */
  NOT_FOUND: 20,
  /** No such endpoint or method. Type 1. */
  UNKNOWN_ENDPOINT: 21,
  /** The external identifier is already taken. */
  TRANSFER_ID_TAKEN: 24,
  /** `property.external_id` is already used in the office. Type 1. */
  EXTERNAL_ID_TAKEN: 25,
  /** `location.area_id` does not belong to `location.region_id`, or either is unknown. Type 1. */
  INVALID_LOCATION: 26,
  /** `property.office_id` names an inactive office. Type 1. */
  OFFICE_INACTIVE: 27,
  /** A featured property cannot be un-featured within a week. Type 1. */
  FEATURED_LOCKED: 28,
  /** The office's featured quota is used up. Type 1. */
  FEATURED_QUOTA_EXCEEDED: 29,
  /** A property deleted shortly before is being created again. Type 1. */
  DUPLICATE_RECREATE: 30,
  /** More than 100 items in one batch. Type 1. */
  BATCH_TOO_LARGE: 31,
  /** The referenced seller does not exist in the office. Type 1. */
  SELLER_NOT_FOUND: 32,
  /** Something failed inside the service; safe to retry. */
  INTERNAL_ERROR: 50,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes whose requests count against the faulty-request limit (types 1 and 2). */
export const FAULTY_CODES: ReadonlySet<number> = new Set([
  ERROR_CODES.MALFORMED_REQUEST,
  ERROR_CODES.INVALID_FIELD,
  ERROR_CODES.AUTHENTICATION_FAILED,
  ERROR_CODES.OFFICE_NOT_VISIBLE,
  ERROR_CODES.NOT_FOUND,
  ERROR_CODES.UNKNOWN_ENDPOINT,
  ERROR_CODES.TRANSFER_ID_TAKEN,
  ERROR_CODES.EXTERNAL_ID_TAKEN,
  ERROR_CODES.INVALID_LOCATION,
  ERROR_CODES.OFFICE_INACTIVE,
  ERROR_CODES.FEATURED_LOCKED,
  ERROR_CODES.FEATURED_QUOTA_EXCEEDED,
  ERROR_CODES.DUPLICATE_RECREATE,
  ERROR_CODES.BATCH_TOO_LARGE,
  ERROR_CODES.SELLER_NOT_FOUND,
]);

export interface ApiError {
  readonly error_code: number;
  readonly error_description: string;
}
