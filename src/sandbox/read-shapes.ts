// The read shapes of GET /seller, /property, /office and /region, with blocks chosen by `part`.
import type { Settlement } from './hungarian-settlements';
import type { FirmRecord, ImageRecord, OfficeRecord, PropertyRecord, SellerRecord } from './sandbox-records';
import type { SandboxStore } from './sandbox-store';

type Item = Record<string, unknown>;

function imagesView(images: readonly ImageRecord[], parts: ReadonlySet<string>): readonly Item[] {
  const sorted = [...images].sort(
    (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
  );
  return sorted.map((img) => {
    const item: Item = {};
    if (parts.has('images.id')) item.id = { id: img.id, transfer_id: img.transferId };
    if (parts.has('images.image')) {
      item.image = {
        id: img.id,
        url: img.url,
        long_title: img.longTitle,
        short_title: img.shortTitle,
        order: img.order,
      };
    }
    return item;
  });
}

function withImages(item: Item, images: readonly ImageRecord[], parts: ReadonlySet<string>): Item {
  if (parts.has('images.id') || parts.has('images.image')) item.images = imagesView(images, parts);
  return item;
}

export function sellerView(s: SellerRecord, parts: ReadonlySet<string>): Item {
  const item: Item = {};
  if (parts.has('id')) item.id = { id: s.id, transfer_id: s.transferId, office_id: s.officeId };
  if (parts.has('seller')) {
    const b = s.seller;
    item.seller = {
      id: s.id,
      name: b.name,
      phone: b.phone,
      email: b.email,
      username: b.username ?? b.email,
      public_email: b.public_email ?? null,
      max_estate_number: b.max_estate_number ?? null,
      can_manage_properties: b.can_manage_properties ?? false,
    };
  }
  return withImages(item, s.images, parts);
}

const PROPERTY_BLOCKS = ['location', 'price', 'descriptions', 'map'] as const;

export function propertyView(p: PropertyRecord, store: SandboxStore, parts: ReadonlySet<string>): Item {
  const item: Item = {};
  if (parts.has('id')) item.id = { id: p.id, transfer_id: p.transferId, office_id: p.officeId };
  if (parts.has('property')) item.property = { ...p.blocks.property, office_id: p.officeId };
  if (parts.has('seller')) {
    const seller = p.sellerId === null ? undefined : store.sellers.get(p.sellerId);
    item.seller = seller ? { id: seller.id, transfer_id: seller.transferId } : null;
  }
  for (const block of PROPERTY_BLOCKS) if (parts.has(block)) item[block] = p.blocks[block];
  if (parts.has('special')) item.special = p.blocks.special;
  return withImages(item, p.images, parts);
}

export function officeView(
  o: OfficeRecord,
  firm: FirmRecord | undefined,
  region: Settlement | undefined,
  parts: ReadonlySet<string>,
): Item {
  const item: Item = {};
  if (parts.has('id')) item.id = { id: o.id };
  if (parts.has('office')) {
    item.office = {
      id: o.id,
      firm_id: o.firmId,
      name: o.name,
      number_of_employees: o.numberOfEmployees,
      description: o.description,
      subdomain: o.subdomain,
      status: o.status,
    };
  }
  if (parts.has('firm')) item.firm = { id: o.firmId, name: firm?.name ?? '' };
  if (parts.has('region')) item.region = { id: o.regionId, name: region?.name ?? '' };
  if (parts.has('contact')) item.contact = { region_id: o.regionId, ...o.contact };
  if (parts.has('contact_person')) item.contact_person = o.contactPerson;
  return item;
}

export function regionView(r: Settlement, parts: ReadonlySet<string>): Item {
  const item: Item = {};
  if (parts.has('id')) item.id = { id: r.id };
  if (parts.has('region'))
    item.region = { id: r.id, name: r.name, latitude: r.latitude, longitude: r.longitude, zip_codes: r.zipCodes };
  if (parts.has('areas.id') || parts.has('areas.area')) {
    item.areas = r.areas.map((a) => {
      const area: Item = {};
      if (parts.has('areas.id')) area.id = { id: a.id };
      if (parts.has('areas.area')) area.area = { id: a.id, name: a.name };
      return area;
    });
  }
  return item;
}
