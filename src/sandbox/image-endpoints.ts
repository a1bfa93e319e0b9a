// POST/PUT/DELETE /seller/image and /property/image: images of the owner named by `id` or `transfer_id` + `office_id`.
import type { ParsedQuery, WriteBody } from '../catalog';
import { ERROR_CODES } from '../catalog';
import type { ApiResponse, Outcome } from './api-response';
import { apiError } from './api-response';
import type { RequestContext } from './request-context';
import { findProperty, findSeller, invalid, numberList, stringList } from './request-context';
import type { Block, ImageRecord, PropertyRecord, SellerRecord } from './sandbox-records';

export type ImageOwnerKind = 'seller' | 'property';

type Owner = SellerRecord | PropertyRecord;

function findOwner(ctx: RequestContext, kind: ImageOwnerKind, query: ParsedQuery): Outcome<Owner> {
  return kind === 'seller' ? findSeller(ctx, query) : findProperty(ctx, query);
}

function saveImages(ctx: RequestContext, kind: ImageOwnerKind, owner: Owner, images: readonly ImageRecord[]): void {
  if (kind === 'seller') {
    const seller = owner as SellerRecord;
    ctx.store.apply({ kind: 'seller', id: seller.id, record: { ...seller, images, updatedAt: ctx.now } });
  } else {
    const property = owner as PropertyRecord;
    ctx.store.apply({ kind: 'property', id: property.id, record: { ...property, images, updatedAt: ctx.now } });
  }
}

interface ImageItem {
  readonly id?: Block;
  readonly image?: Block;
}

function itemsOf(body: WriteBody): readonly ImageItem[] {
  const images = body.images;
  return Array.isArray(images) ? (images as readonly ImageItem[]) : [];
}

function itemTransferId(item: ImageItem): string | null {
  const t = item.id?.transfer_id;
  return typeof t === 'string' ? t : null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function num(v: unknown): number | null {
  return typeof v === 'number' ? v : null;
}

function taken(kind: ImageOwnerKind, owner: Owner, transferId: string): ApiResponse {
  return apiError(
    ERROR_CODES.TRANSFER_ID_TAKEN,
    `images.id.transfer_id: "${transferId}" is already taken by another image of ${kind} ${owner.id}.`,
  );
}

export function createImages(
  ctx: RequestContext,
  kind: ImageOwnerKind,
  query: ParsedQuery,
  body: WriteBody,
): ApiResponse {
  const found = findOwner(ctx, kind, query);
  if (!found.ok) return found.response;
  const owner = found.value;
  const used = new Set(owner.images.map((i) => i.transferId).filter((t): t is string => t !== null));
  const created: ImageRecord[] = [];
  for (const item of itemsOf(body)) {
    const transferId = itemTransferId(item);
    if (transferId !== null) {
      if (used.has(transferId)) return taken(kind, owner, transferId);
      used.add(transferId);
    }
    const image = item.image ?? {};
    created.push({
      id: 0,
      transferId,
      url: str(image.url) ?? '',
      longTitle: str(image.long_title),
      shortTitle: str(image.short_title),
      order: num(image.order),
    });
  }
  const withIds = created.map((img) => ({ ...img, id: ctx.store.newImageId() }));
  saveImages(ctx, kind, owner, [...owner.images, ...withIds]);
  return { status: 201, body: { images: withIds.map((i) => ({ id: i.id })) } };
}

/** Modifies images named by their `id.transfer_id`; the only handle an image body carries. */
export function modifyImages(
  ctx: RequestContext,
  kind: ImageOwnerKind,
  query: ParsedQuery,
  body: WriteBody,
): ApiResponse {
  const found = findOwner(ctx, kind, query);
  if (!found.ok) return found.response;
  const owner = found.value;
  const images = [...owner.images];
  const changed: number[] = [];
  const items = itemsOf(body);
  for (const [index, item] of items.entries()) {
    const transferId = itemTransferId(item);
    if (transferId === null) return invalid(`images.${index}.id.transfer_id`, undefined, { kind: 'required' });
    const at = images.findIndex((i) => i.transferId === transferId);
    const old = images[at];
    if (old === undefined) {
      return apiError(
        ERROR_CODES.NOT_FOUND,
        `images.${index}.id.transfer_id: "${transferId}" is not an image of ${kind} ${owner.id}.`,
      );
    }
    const image = item.image ?? {};
    images[at] = {
      ...old,
      url: str(image.url) ?? old.url,
      longTitle: image.long_title === undefined ? old.longTitle : str(image.long_title),
      shortTitle: image.short_title === undefined ? old.shortTitle : str(image.short_title),
      order: image.order === undefined ? old.order : num(image.order),
    };
    changed.push(old.id);
  }
  saveImages(ctx, kind, owner, images);
  return { status: 200, body: { images: changed.map((id) => ({ id })) } };
}

export function deleteImages(ctx: RequestContext, kind: ImageOwnerKind, query: ParsedQuery): ApiResponse {
  const found = findOwner(ctx, kind, query);
  if (!found.ok) return found.response;
  const owner = found.value;
  const ids = numberList(query.image_id);
  const transferIds = stringList(query.image_transfer_id);
  if (!ids && !transferIds) return invalid('image_id', undefined, { kind: 'required' });
  const doomed = new Set<number>();
  for (const id of ids ?? []) {
    if (!owner.images.some((i) => i.id === id))
      return apiError(ERROR_CODES.NOT_FOUND, `image_id: ${id} is not an image of ${kind} ${owner.id}.`);
    doomed.add(id);
  }
  for (const t of transferIds ?? []) {
    const img = owner.images.find((i) => i.transferId === t);
    if (!img)
      return apiError(ERROR_CODES.NOT_FOUND, `image_transfer_id: "${t}" is not an image of ${kind} ${owner.id}.`);
    doomed.add(img.id);
  }
  saveImages(
    ctx,
    kind,
    owner,
    owner.images.filter((i) => !doomed.has(i.id)),
  );
  return { status: 200, body: { images: [...doomed].map((id) => ({ id })) } };
}
