// A seller or listing as the portal holds it, in the few facts a person recognises it by (upload/portal-record.ts
// reads it from the service's record).

/** The record's reference, office, address, type and price (a seller: its name), as the service lists them. */
export interface PortalRecord {
  readonly id: number;
  readonly reference: string | null;
  readonly officeId: number | null;
  /** A listing's address, a seller's name. */
  readonly title: string | null;
  readonly type: string | null;
  readonly price: number | null;
  readonly currency: string | null;
}
