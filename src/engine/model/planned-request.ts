// One request the upload plan will send for one row, and the kinds of record it sends.

export type UploadResource = 'seller' | 'property' | 'seller_image' | 'property_image';

/** One request the plan will send for one row. */
export interface PlannedRequest {
  readonly resource: UploadResource;
  /** `withdraw` (a PUT of `property.status: inactive`) and `delete` come from the row's Import action. */
  readonly operation: 'create' | 'modify' | 'withdraw' | 'delete';
  readonly method: 'POST' | 'PUT' | 'DELETE';
  /** Relative to the base URL, with the query (`/property?office_id=3`). */
  readonly uri: string;
  readonly body: unknown;
  readonly officeId: number;
  /** The record's own transfer_id (image: the image's), used to reconcile a create whose answer was lost. */
  readonly transferId: string | null;
  /** For images: how the owner is addressed (also used to reconcile). */
  readonly owner: { readonly transferId: string | null; readonly id: number | null } | null;
  /** For an image modify: the owner's service ID where known, so its current images can be fetched by ID. */
  readonly ownerId?: number;
  /** Service ID known before sending (modify by id, or found by transfer_id). */
  readonly knownId: number | null;
  /** Index (into the prepared rows) of a row that must succeed before this one is sent. */
  readonly dependsOn: number | null;
  /** 0 sellers, 1 properties, 2 images: a phase starts when the previous one is finished. */
  readonly phase: 0 | 1 | 2;
}
