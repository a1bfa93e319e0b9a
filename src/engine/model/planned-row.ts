// What the upload plan does with one prepared row: send a request, refuse it, skip it or fail it unsent.
import type { FieldChange } from './field-change';
import type { PlannedRequest } from './planned-request';
import type { PortalRecord } from './portal-record';
import type { ReferenceChange } from './reference-change';
import type { RowRef } from './row-result';

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
  /**
   * Known to fail without asking the service (e.g. its owner exists nowhere); not sent, so it costs no fault.
   * `waitsFor`: not failed but held back, as the seller row it names is invalid; sent once that row is fixed.
   */
  | {
      readonly action: 'fail';
      readonly errorMessage: string;
      readonly errorMessageHu: string;
      readonly waitsFor?: RowRef;
    };
