// The sandbox's state in memory with the indexes that make transfer_id and external_id lookups O(1).
import type { Settlement, SettlementArea } from './hungarian-settlements';
import type {
  ImageRecord,
  Mutation,
  OfficeRecord,
  PropertyRecord,
  PropertyTombstone,
  ReferenceRecords,
  SellerRecord,
  UserRecord,
} from './sandbox-records';

/** Where each applied mutation goes besides memory (the journal); none when the sandbox runs in memory. */
export type MutationSink = (mutation: Mutation) => void;

/** The first identifiers handed out; distinct ranges make a seller id passed as a property id fail loudly. */
export const FIRST_SELLER_ID = 500_001;
export const FIRST_PROPERTY_ID = 700_001;
export const FIRST_IMAGE_ID = 900_001;

export function officeKey(officeId: number, value: string): string {
  return `${officeId}\u0000${value}`;
}

export class SandboxStore {
  readonly reference: ReferenceRecords;
  readonly sellers = new Map<number, SellerRecord>();
  readonly properties = new Map<number, PropertyRecord>();
  private readonly officesById: ReadonlyMap<number, OfficeRecord>;
  private readonly usersByName: ReadonlyMap<string, UserRecord>;
  private readonly regionsById: ReadonlyMap<number, Settlement>;
  private readonly areasById: ReadonlyMap<number, { readonly area: SettlementArea; readonly regionId: number }>;
  private readonly sellerByTransfer = new Map<string, number>();
  private readonly propertyByTransfer = new Map<string, number>();
  private readonly propertyByExternal = new Map<string, number>();
  private readonly deletedByTransfer = new Map<string, number>();
  private readonly deletedByExternal = new Map<string, number>();
  private readonly tombstoneList: PropertyTombstone[] = [];
  private nextSeller = FIRST_SELLER_ID;
  private nextProperty = FIRST_PROPERTY_ID;
  private nextImage = FIRST_IMAGE_ID;
  sink: MutationSink | null = null;

  constructor(reference: ReferenceRecords) {
    this.reference = reference;
    this.officesById = new Map(reference.offices.map((o) => [o.id, o]));
    this.usersByName = new Map(reference.users.map((u) => [u.username, u]));
    this.regionsById = new Map(reference.regions.map((r) => [r.id, r]));
    this.areasById = new Map(
      reference.regions.flatMap((r) => r.areas.map((a) => [a.id, { area: a, regionId: r.id }] as const)),
    );
  }

  office(id: number): OfficeRecord | undefined {
    return this.officesById.get(id);
  }

  user(name: string): UserRecord | undefined {
    return this.usersByName.get(name);
  }

  region(id: number): Settlement | undefined {
    return this.regionsById.get(id);
  }

  /** The region an area belongs to, or undefined for an unknown area. */
  regionOfArea(areaId: number): number | undefined {
    return this.areasById.get(areaId)?.regionId;
  }

  sellerByTransferId(officeId: number, transferId: string): SellerRecord | undefined {
    const id = this.sellerByTransfer.get(officeKey(officeId, transferId));
    return id === undefined ? undefined : this.sellers.get(id);
  }

  propertyByTransferId(officeId: number, transferId: string): PropertyRecord | undefined {
    const id = this.propertyByTransfer.get(officeKey(officeId, transferId));
    return id === undefined ? undefined : this.properties.get(id);
  }

  propertyByExternalId(officeId: number, externalId: string): PropertyRecord | undefined {
    const id = this.propertyByExternal.get(officeKey(officeId, externalId));
    return id === undefined ? undefined : this.properties.get(id);
  }

  /** When a property with this transfer_id was last deleted in the office, if ever. */
  deletedTransferAt(officeId: number, transferId: string): number | undefined {
    return this.deletedByTransfer.get(officeKey(officeId, transferId));
  }

  deletedExternalAt(officeId: number, externalId: string): number | undefined {
    return this.deletedByExternal.get(officeKey(officeId, externalId));
  }

  tombstones(): readonly PropertyTombstone[] {
    return this.tombstoneList;
  }

  featuredCount(officeId: number, exceptId: number | null): number {
    let n = 0;
    for (const p of this.properties.values()) {
      if (p.officeId === officeId && p.id !== exceptId && p.blocks.property.is_featured === true) n += 1;
    }
    return n;
  }

  newSellerId(): number {
    return this.nextSeller++;
  }

  newPropertyId(): number {
    return this.nextProperty++;
  }

  newImageId(): number {
    return this.nextImage++;
  }

  /** Applies a mutation to memory and hands it to the sink; replay calls this with no sink set. */
  apply(mutation: Mutation): void {
    switch (mutation.kind) {
      case 'seller':
        this.applySeller(mutation.id, mutation.record);
        break;
      case 'property':
        this.applyProperty(mutation.id, mutation.record, mutation.tombstone);
        break;
    }
    this.sink?.(mutation);
  }

  private bumpImages(images: readonly ImageRecord[]): void {
    for (const img of images) if (img.id >= this.nextImage) this.nextImage = img.id + 1;
  }

  private applySeller(id: number, record: SellerRecord | null): void {
    const old = this.sellers.get(id);
    if (old?.transferId != null) this.sellerByTransfer.delete(officeKey(old.officeId, old.transferId));
    if (record === null) {
      this.sellers.delete(id);
      return;
    }
    this.sellers.set(id, record);
    if (record.transferId !== null) this.sellerByTransfer.set(officeKey(record.officeId, record.transferId), id);
    if (id >= this.nextSeller) this.nextSeller = id + 1;
    this.bumpImages(record.images);
  }

  private applyProperty(id: number, record: PropertyRecord | null, tombstone: PropertyTombstone | undefined): void {
    const old = this.properties.get(id);
    if (old) {
      if (old.transferId !== null) this.propertyByTransfer.delete(officeKey(old.officeId, old.transferId));
      const ext = externalIdOf(old);
      if (ext !== null) this.propertyByExternal.delete(officeKey(old.officeId, ext));
    }
    if (tombstone) this.addTombstone(tombstone);
    if (record === null) {
      this.properties.delete(id);
      return;
    }
    this.properties.set(id, record);
    if (record.transferId !== null) this.propertyByTransfer.set(officeKey(record.officeId, record.transferId), id);
    const ext = externalIdOf(record);
    if (ext !== null) this.propertyByExternal.set(officeKey(record.officeId, ext), id);
    if (id >= this.nextProperty) this.nextProperty = id + 1;
    this.bumpImages(record.images);
  }

  addTombstone(t: PropertyTombstone): void {
    this.tombstoneList.push(t);
    if (t.transferId !== null) this.deletedByTransfer.set(officeKey(t.officeId, t.transferId), t.deletedAt);
    if (t.externalId !== null) this.deletedByExternal.set(officeKey(t.officeId, t.externalId), t.deletedAt);
  }

  /** Drops tombstones older than `before`, so snapshots stay small. */
  pruneTombstones(before: number): void {
    const keep = this.tombstoneList.filter((t) => t.deletedAt >= before);
    this.tombstoneList.length = 0;
    this.deletedByTransfer.clear();
    this.deletedByExternal.clear();
    for (const t of keep) this.addTombstone(t);
  }
}

export function externalIdOf(p: PropertyRecord): string | null {
  const ext = p.blocks.property.external_id;
  return typeof ext === 'string' && ext !== '' ? ext : null;
}
