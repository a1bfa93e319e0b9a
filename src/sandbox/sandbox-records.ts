// The records the sandbox keeps: reference data (firms, offices, users, regions) and the callers' sellers and
// properties.
import type { Settlement } from './hungarian-settlements';

export interface FirmRecord {
  readonly id: number;
  readonly name: string;
}

export interface OfficeRecord {
  readonly id: number;
  readonly firmId: number;
  readonly name: string;
  readonly status: 'active' | 'inactive';
  readonly numberOfEmployees: number;
  readonly description: string;
  readonly subdomain: string;
  readonly regionId: number;
  readonly contact: {
    readonly zip_code: string;
    readonly address: string;
    readonly phone: string;
    readonly email: string;
    readonly secondary_emails: readonly string[];
    readonly fax: string;
    readonly website: string;
  };
  readonly contactPerson: { readonly name: string; readonly phone: string; readonly email: string };
  /** How many properties may be featured at once (the office's subscription). */
  readonly featuredQuota: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface UserRecord {
  /** Administration-interface user name. */
  readonly username: string;
  /** The separate JSON password. */
  readonly jsonPassword: string;
  readonly displayName: string;
  /** The firm whose offices the user sees. */
  readonly firmId: number;
}

export interface ReferenceRecords {
  readonly firms: readonly FirmRecord[];
  readonly offices: readonly OfficeRecord[];
  readonly users: readonly UserRecord[];
  readonly regions: readonly Settlement[];
  /** When the regions were "created" and last changed (for created_after / updated_after). */
  readonly regionsCreatedAt: number;
}

export interface ImageRecord {
  readonly id: number;
  readonly transferId: string | null;
  readonly url: string;
  readonly longTitle: string | null;
  readonly shortTitle: string | null;
  readonly order: number | null;
}

export type Block = Readonly<Record<string, unknown>>;

export interface SellerRecord {
  readonly id: number;
  readonly officeId: number;
  readonly transferId: string | null;
  /** The seller block as written (without `id`). */
  readonly seller: Block;
  readonly images: readonly ImageRecord[];
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** The property blocks kept as written; `property.office_id` lives in `officeId`, the seller in `sellerId`. */
export interface PropertyBlocks {
  readonly property: Block;
  readonly location: Block;
  readonly price: Block;
  readonly descriptions: Block;
  readonly map: Block;
  /** `{ <type>: {...} }` or empty. */
  readonly special: Readonly<Record<string, Block>>;
}

export interface PropertyRecord {
  readonly id: number;
  readonly officeId: number;
  readonly transferId: string | null;
  readonly sellerId: number | null;
  readonly blocks: PropertyBlocks;
  /** When `is_featured` last became true; null when not featured. */
  readonly featuredSince: number | null;
  readonly images: readonly ImageRecord[];
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** What remains of a deleted property, to refuse re-creating it shortly after. */
export interface PropertyTombstone {
  readonly officeId: number;
  readonly transferId: string | null;
  readonly externalId: string | null;
  readonly deletedAt: number;
}

/** One mutation, as appended to the journal and replayed on start. */
export type Mutation =
  | { readonly kind: 'seller'; readonly id: number; readonly record: SellerRecord | null }
  | {
      readonly kind: 'property';
      readonly id: number;
      readonly record: PropertyRecord | null;
      readonly tombstone?: PropertyTombstone;
    };
