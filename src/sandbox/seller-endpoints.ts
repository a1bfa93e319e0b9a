// GET/POST/PUT/DELETE /seller.
import type { ParsedQuery, WriteBody } from '../catalog';
import type { ApiResponse } from './api-response';
import { sellerView } from './read-shapes';
import type { RequestContext } from './request-context';
import { activeOffice, findSeller } from './request-context';
import type { SellerRecord } from './sandbox-records';
import { blockOf, transferIdOf, transferIdTaken } from './body-access';
import { listRecords } from './list-records';

export function listSellers(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  return listRecords<SellerRecord>(ctx, query, {
    byId: (id) => ctx.store.sellers.get(id),
    byTransferId: (o, t) => ctx.store.sellerByTransferId(o, t),
    all: () => ctx.store.sellers.values(),
    view: (s, parts) => sellerView(s, parts),
  });
}

export function createSeller(ctx: RequestContext, query: ParsedQuery, body: WriteBody): ApiResponse {
  const officeId = Number(query.office_id);
  const office = activeOffice(ctx, officeId, 'office_id');
  if (!office.ok) return office.response;
  const transferId = transferIdOf(body);
  if (transferId !== undefined && ctx.store.sellerByTransferId(officeId, transferId))
    return transferIdTaken('seller', transferId, officeId);
  const id = ctx.store.newSellerId();
  ctx.store.apply({
    kind: 'seller',
    id,
    record: {
      id,
      officeId,
      transferId: transferId ?? null,
      seller: blockOf(body, 'seller') ?? {},
      images: [],
      createdAt: ctx.now,
      updatedAt: ctx.now,
    },
  });
  return { status: 201, body: { seller: { id } } };
}

export function modifySeller(ctx: RequestContext, query: ParsedQuery, body: WriteBody): ApiResponse {
  const found = findSeller(ctx, query);
  if (!found.ok) return found.response;
  const old = found.value;
  const transferId = transferIdOf(body) ?? old.transferId;
  if (transferId !== null && transferId !== old.transferId && ctx.store.sellerByTransferId(old.officeId, transferId)) {
    return transferIdTaken('seller', transferId, old.officeId);
  }
  ctx.store.apply({
    kind: 'seller',
    id: old.id,
    record: { ...old, transferId, seller: { ...old.seller, ...blockOf(body, 'seller') }, updatedAt: ctx.now },
  });
  return { status: 200, body: { seller: { id: old.id } } };
}

/** Deletes the seller; its listings fall back to the office administrator, as a listing without a seller does. */
export function deleteSeller(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  const found = findSeller(ctx, query);
  if (!found.ok) return found.response;
  const id = found.value.id;
  for (const p of [...ctx.store.properties.values()]) {
    if (p.sellerId === id)
      ctx.store.apply({ kind: 'property', id: p.id, record: { ...p, sellerId: null, updatedAt: ctx.now } });
  }
  ctx.store.apply({ kind: 'seller', id, record: null });
  return { status: 200, body: { seller: { id } } };
}
