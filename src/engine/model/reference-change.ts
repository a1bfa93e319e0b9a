// A listing's reference a row changes on purpose, as the upload plan holds it for the user to confirm.
import type { PortalRecord } from './portal-record';

/** A listing's reference a row changes on purpose: the listing as the portal holds it, and the row's reference. */
export interface ReferenceChange {
  readonly serviceId: number;
  readonly to: string;
  /** Null: the service did not list the record (the row's binding still names it). */
  readonly portal: PortalRecord | null;
}
