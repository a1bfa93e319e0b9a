// The upload's plan, progress and outcome, shared by planning, the batch runner, the journal and callers.
import type { RowResult } from '../model/row-result';
import type { PortalRecord } from './portal-record';
import type { FieldChange } from './record-diff';

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

export type PlannedRow =
  /**
   * `changes`: a modify compared with the service's record, field by field (partial-updates.ts). `snapshot`: the
   * row's field snapshot to write back with its result (row-snapshot.ts), for a row read with one.
   */
  | {
      readonly action: 'send';
      readonly request: PlannedRequest;
      readonly changes?: readonly FieldChange[];
      readonly snapshot?: string;
      /** The record as the portal holds it, for a withdraw or delete (portal-record.ts): what confirmations name. */
      readonly portal?: PortalRecord;
    }
  /**
   * `messageHu`: the same in Hungarian, where the plan words it (row-identity.ts). `referenceChange`: the row was
   * held back only because it changes its listing's reference and that was not confirmed; what it changes.
   */
  | {
      readonly action: 'invalid';
      readonly message: string;
      readonly messageHu?: string;
      readonly referenceChange?: ReferenceChange;
    }
  /** `changes` present: compared with the service's record and found unchanged (only `kept` entries, if any). */
  | {
      readonly action: 'skipped';
      readonly serviceId: number | null;
      readonly changes?: readonly FieldChange[];
      readonly snapshot?: string;
    }
  /** Known to fail without asking the service (e.g. its owner exists nowhere); not sent, so it costs no fault. */
  | { readonly action: 'fail'; readonly errorMessage: string };

/** A listing's reference a row changes on purpose: the listing as the portal holds it, and the row's reference. */
export interface ReferenceChange {
  readonly serviceId: number;
  readonly to: string;
  /** Null: the service did not list the record (the row's binding still names it). */
  readonly portal: PortalRecord | null;
}

export interface UploadPlan {
  /** One per prepared row, same order. */
  readonly rows: readonly PlannedRow[];
  readonly counts: {
    readonly create: number;
    readonly modify: number;
    /** Listings set inactive and listings deleted by their rows' Import action (counted apart from modify). */
    readonly withdraw: number;
    readonly delete: number;
    readonly invalid: number;
    readonly skipped: number;
    readonly fail: number;
  };
}

export interface UploadProgress {
  readonly phase: 'planning' | 'reconciling' | 'uploading' | 'done';
  /** Rows to send in this run (skipped and invalid excluded). */
  readonly total: number;
  /** Rows sent and answered (including failed). */
  readonly done: number;
  readonly failed: number;
  readonly rowsPerSecond: number;
  /** Seconds left at the current rate, null before the first batch completes. */
  readonly etaSeconds: number | null;
}

export interface UploadSummary {
  readonly created: number;
  readonly updated: number;
  /** Listings deleted by their rows' Import action (a withdrawn listing is `updated`). */
  readonly deleted: number;
  readonly invalid: number;
  readonly failed: number;
  readonly skipped: number;
}

export interface StoppedEarly {
  /** `unreachable`: the service stopped answering (or refused the credentials) mid-run; a later run continues. */
  readonly reason: 'fault_budget' | 'cancelled' | 'rate_limited' | 'unreachable';
  readonly message: string;
  /** The same in Hungarian, for the app's Hungarian UI. */
  readonly messageHu: string;
}

export interface UploadOutcome {
  /**
   * One per prepared row, in row order; rows not reached because the run stopped early are `failed` with a message
   * saying so.
   */
  readonly results: readonly RowResult[];
  readonly summary: UploadSummary;
  readonly stoppedEarly: StoppedEarly | null;
  readonly runId: string;
  /** Set when the run continued an interrupted one from its journal. */
  readonly resumedFrom: string | null;
}
