// GET/POST/PUT/DELETE /property with the rules the field tables cannot express: uniqueness per office,
// region/area consistency, active offices, seller references, the featured lock and quota, and re-create refusal.
import type { ParsedQuery, WriteBody } from '../catalog';
import { ERROR_CODES, FEATURED_LOCK_MS } from '../catalog';
import type { ApiResponse, Outcome } from './api-response';
import { apiError, fail } from './api-response';
import { blockOf, transferIdOf, transferIdTaken } from './body-access';
import { propertyView } from './read-shapes';
import type { RequestContext } from './request-context';
import { RECREATE_WINDOW_MS, activeOffice, findProperty, invalid } from './request-context';
import type { Block, PropertyBlocks, PropertyRecord } from './sandbox-records';
import { externalIdOf } from './sandbox-store';
import { listRecords } from './list-records';

export function listProperties(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  return listRecords<PropertyRecord>(ctx, query, {
    byId: (id) => ctx.store.properties.get(id),
    byTransferId: (o, t) => ctx.store.propertyByTransferId(o, t),
    all: () => ctx.store.properties.values(),
    view: (p, parts) => propertyView(p, ctx.store, parts),
  });
}

function checkLocation(ctx: RequestContext, location: Block): ApiResponse | null {
  const regionId = location.region_id;
  const areaId = location.area_id;
  if (typeof regionId === 'number' && !ctx.store.region(regionId)) {
    return apiError(ERROR_CODES.INVALID_LOCATION, `location.region_id: ${regionId} is not a region of GET /region.`);
  }
  if (typeof areaId === 'number') {
    const parent = ctx.store.regionOfArea(areaId);
    if (parent === undefined)
      return apiError(ERROR_CODES.INVALID_LOCATION, `location.area_id: ${areaId} is not an area of GET /region.`);
    if (parent !== regionId) {
      return apiError(
        ERROR_CODES.INVALID_LOCATION,
        `location.area_id: ${areaId} belongs to region ${parent}, not to location.region_id ${String(regionId)}.`,
      );
    }
  }
  return null;
}

/** The seller a body names, which must exist in the listing's office. */
function resolveSeller(ctx: RequestContext, seller: Block, officeId: number): Outcome<number> {
  if (typeof seller.id === 'number') {
    const s = ctx.store.sellers.get(seller.id);
    if (s && s.officeId === officeId) return { ok: true, value: s.id };
    return fail(
      apiError(ERROR_CODES.SELLER_NOT_FOUND, `seller.id: ${seller.id} is not a seller of office ${officeId}.`),
    );
  }
  if (typeof seller.transfer_id === 'string') {
    const s = ctx.store.sellerByTransferId(officeId, seller.transfer_id);
    if (s) return { ok: true, value: s.id };
    return fail(
      apiError(
        ERROR_CODES.SELLER_NOT_FOUND,
        `seller.transfer_id: "${seller.transfer_id}" is not a seller of office ${officeId}.`,
      ),
    );
  }
  return fail(invalid('seller.id', undefined, { kind: 'required' }));
}

function recentlyDeleted(ctx: RequestContext, at: number | undefined): boolean {
  return at !== undefined && ctx.now - at < RECREATE_WINDOW_MS;
}

/** transfer_id and external_id must be free in the office, and not freed by a delete moments ago. */
function checkIdentifiers(
  ctx: RequestContext,
  officeId: number,
  transferId: string | null,
  externalId: string | null,
  selfId: number | null,
  creating: boolean,
): ApiResponse | null {
  if (transferId !== null) {
    const other = ctx.store.propertyByTransferId(officeId, transferId);
    if (other && other.id !== selfId) return transferIdTaken('property', transferId, officeId);
    if (creating && recentlyDeleted(ctx, ctx.store.deletedTransferAt(officeId, transferId))) {
      return apiError(
        ERROR_CODES.DUPLICATE_RECREATE,
        `id.transfer_id: a property "${transferId}" was deleted from office ${officeId} less than ${RECREATE_WINDOW_MS / 3_600_000} hours ago; re-creating it is refused as a duplicate. Modify listings instead of deleting and re-creating them.`,
      );
    }
  }
  if (externalId !== null) {
    const other = ctx.store.propertyByExternalId(officeId, externalId);
    if (other && other.id !== selfId) {
      return apiError(
        ERROR_CODES.EXTERNAL_ID_TAKEN,
        `property.external_id: "${externalId}" is already used by property ${other.id} in office ${officeId}.`,
      );
    }
    if (creating && recentlyDeleted(ctx, ctx.store.deletedExternalAt(officeId, externalId))) {
      return apiError(
        ERROR_CODES.DUPLICATE_RECREATE,
        `property.external_id: a property "${externalId}" was deleted from office ${officeId} less than ${RECREATE_WINDOW_MS / 3_600_000} hours ago; re-creating it is refused as a duplicate.`,
      );
    }
  }
  return null;
}

function checkFeaturedQuota(ctx: RequestContext, officeId: number, selfId: number | null): ApiResponse | null {
  const office = ctx.store.office(officeId);
  const quota = office?.featuredQuota ?? 0;
  if (ctx.store.featuredCount(officeId, selfId) >= quota) {
    return apiError(
      ERROR_CODES.FEATURED_QUOTA_EXCEEDED,
      `property.is_featured: true exceeds the featured quota of office ${officeId} (${quota} featured listings at most).`,
    );
  }
  return null;
}

function withoutOfficeId(block: Block | undefined): Block {
  if (!block) return {};
  const { office_id: _officeId, ...rest } = block;
  return rest;
}

function specialOf(body: WriteBody): Readonly<Record<string, Block>> | undefined {
  const special = blockOf(body, 'special');
  return special as Readonly<Record<string, Block>> | undefined;
}

export function createProperty(ctx: RequestContext, query: ParsedQuery, body: WriteBody): ApiResponse {
  const queryOffice = activeOffice(ctx, Number(query.office_id), 'office_id');
  if (!queryOffice.ok) return queryOffice.response;
  const propertyBlock = blockOf(body, 'property') ?? {};
  const officeId = typeof propertyBlock.office_id === 'number' ? propertyBlock.office_id : queryOffice.value.id;
  if (officeId !== queryOffice.value.id) {
    const office = activeOffice(ctx, officeId, 'property.office_id');
    if (!office.ok) return office.response;
  }
  const transferId = transferIdOf(body) ?? null;
  const externalId =
    typeof propertyBlock.external_id === 'string' && propertyBlock.external_id !== ''
      ? propertyBlock.external_id
      : null;
  const location = blockOf(body, 'location') ?? {};
  const problem =
    checkIdentifiers(ctx, officeId, transferId, externalId, null, true) ??
    checkLocation(ctx, location) ??
    (propertyBlock.is_featured === true ? checkFeaturedQuota(ctx, officeId, null) : null);
  if (problem) return problem;
  let sellerId: number | null = null;
  const sellerBlock = blockOf(body, 'seller');
  if (sellerBlock) {
    const seller = resolveSeller(ctx, sellerBlock, officeId);
    if (!seller.ok) return seller.response;
    sellerId = seller.value;
  }
  const blocks: PropertyBlocks = {
    property: withoutOfficeId(propertyBlock),
    location,
    price: blockOf(body, 'price') ?? {},
    descriptions: blockOf(body, 'descriptions') ?? {},
    map: blockOf(body, 'map') ?? {},
    special: specialOf(body) ?? {},
  };
  const id = ctx.store.newPropertyId();
  ctx.store.apply({
    kind: 'property',
    id,
    record: {
      id,
      officeId,
      transferId,
      sellerId,
      blocks,
      featuredSince: propertyBlock.is_featured === true ? ctx.now : null,
      images: [],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
  });
  return { status: 201, body: { property: { id } } };
}

/** The stored location with the body's changes; a new region without an area drops the old area. */
function mergedLocation(old: Block, change: Block | undefined): Block {
  if (!change) return old;
  const merged: Record<string, unknown> = { ...old, ...change };
  if (change.region_id !== undefined && change.region_id !== old.region_id && change.area_id === undefined)
    delete merged.area_id;
  return merged;
}

/** The stored special block with the body's changes; a different type starts a fresh block. */
function mergedSpecial(
  old: PropertyBlocks,
  type: unknown,
  change: Readonly<Record<string, Block>> | undefined,
): Outcome<Readonly<Record<string, Block>>> {
  const typeChanged = type !== old.property.type;
  if (!change) return { ok: true, value: typeChanged ? {} : old.special };
  const [key] = Object.keys(change);
  if (key === undefined) return { ok: true, value: old.special };
  if (key !== type) {
    return fail(
      invalid(`special.${key}`, change[key], { kind: 'special_type', type: typeof type === 'string' ? type : null }),
    );
  }
  const previous = typeChanged ? {} : (old.special[key] ?? {});
  return { ok: true, value: { [key]: { ...previous, ...change[key] } } };
}

/** The stored price with the body's changes; a listing turned to sale loses its rent period. */
function mergedPrice(old: Block, change: Block | undefined, action: unknown, actionChanged: boolean): Outcome<Block> {
  const merged: Record<string, unknown> = { ...old, ...change };
  if (action === 'sale' && merged.price_period !== undefined) {
    if (change?.price_period !== undefined && !actionChanged) {
      return fail(
        invalid('price.price_period', change.price_period, {
          kind: 'only_when',
          other: 'property.action',
          value: 'rent',
        }),
      );
    }
    delete merged.price_period;
  }
  return { ok: true, value: merged };
}

export function modifyProperty(ctx: RequestContext, query: ParsedQuery, body: WriteBody): ApiResponse {
  const found = findProperty(ctx, query);
  if (!found.ok) return found.response;
  const old = found.value;
  const change = blockOf(body, 'property');
  const officeId = typeof change?.office_id === 'number' ? change.office_id : old.officeId;
  const officeChanged = officeId !== old.officeId;
  if (officeChanged) {
    const office = activeOffice(ctx, officeId, 'property.office_id');
    if (!office.ok) return office.response;
  }
  const propertyBlock: Block = { ...old.blocks.property, ...withoutOfficeId(change) };
  const transferId = transferIdOf(body) ?? old.transferId;
  const externalId =
    typeof propertyBlock.external_id === 'string' && propertyBlock.external_id !== ''
      ? propertyBlock.external_id
      : null;
  const location = mergedLocation(old.blocks.location, blockOf(body, 'location'));
  const special = mergedSpecial(old.blocks, propertyBlock.type, specialOf(body));
  if (!special.ok) return special.response;
  const price = mergedPrice(
    old.blocks.price,
    blockOf(body, 'price'),
    propertyBlock.action,
    change?.action !== undefined && change.action !== old.blocks.property.action,
  );
  if (!price.ok) return price.response;
  const wasFeatured = old.blocks.property.is_featured === true;
  const isFeatured = propertyBlock.is_featured === true;
  if (wasFeatured && !isFeatured && old.featuredSince !== null && ctx.now - old.featuredSince < FEATURED_LOCK_MS) {
    const until = new Date(old.featuredSince + FEATURED_LOCK_MS).toISOString();
    return apiError(
      ERROR_CODES.FEATURED_LOCKED,
      `property.is_featured: false is refused; property ${old.id} was featured at ${new Date(old.featuredSince).toISOString()} and cannot be un-featured before ${until}.`,
    );
  }
  const problem =
    checkIdentifiers(ctx, officeId, transferId, externalId, old.id, false) ??
    checkLocation(ctx, location) ??
    (isFeatured && (!wasFeatured || officeChanged) ? checkFeaturedQuota(ctx, officeId, old.id) : null);
  if (problem) return problem;
  let sellerId = old.sellerId;
  const sellerBlock = blockOf(body, 'seller');
  if (sellerBlock) {
    const seller = resolveSeller(ctx, sellerBlock, officeId);
    if (!seller.ok) return seller.response;
    sellerId = seller.value;
  } else if (officeChanged && sellerId !== null && ctx.store.sellers.get(sellerId)?.officeId !== officeId) {
    sellerId = null;
  }
  const descriptions = blockOf(body, 'descriptions');
  const map = blockOf(body, 'map');
  ctx.store.apply({
    kind: 'property',
    id: old.id,
    record: {
      ...old,
      officeId,
      transferId,
      sellerId,
      featuredSince: isFeatured ? (wasFeatured ? old.featuredSince : ctx.now) : null,
      blocks: {
        property: propertyBlock,
        location,
        price: price.value,
        special: special.value,
        descriptions: { ...old.blocks.descriptions, ...descriptions },
        map: { ...old.blocks.map, ...map },
      },
      updatedAt: ctx.now,
    },
  });
  return { status: 200, body: { property: { id: old.id } } };
}

export function deleteProperty(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  const found = findProperty(ctx, query);
  if (!found.ok) return found.response;
  const p = found.value;
  ctx.store.apply({
    kind: 'property',
    id: p.id,
    record: null,
    tombstone: { officeId: p.officeId, transferId: p.transferId, externalId: externalIdOf(p), deletedAt: ctx.now },
  });
  return { status: 200, body: { property: { id: p.id } } };
}
