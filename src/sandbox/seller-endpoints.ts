// GET/POST/PUT/DELETE /seller.
import type { ParsedQuery, WriteBody } from '../catalog';
import type { ApiResponse } from './api-response';
import { sellerView } from './read-shapes';
import type { RequestContext } from './request-context';
import { activeOffice, changedFilter, findSeller, numberList, partsOf, stringList, unique, visibleOffice, visibleOffices } from './request-context';
import type { SellerRecord } from './sandbox-records';
import { blockOf, transferIdOf, transferIdTaken } from './body-access';

export function listSellers(ctx: RequestContext, query: ParsedQuery): ApiResponse {
  let officeIds = new Set(visibleOffices(ctx).map((o) => o.id));
  if (typeof query.office_id === 'number') {
    const office = visibleOffice(ctx, query.office_id, 'office_id');
    if (!office.ok) return office.response;
    officeIds = new Set([office.value.id]);
  }
  const ids = unique(numberList(query.id));
  const transferIds = unique(stringList(query.transfer_id));
  let candidates: SellerRecord[];
  if (ids) candidates = ids.map((id) => ctx.store.sellers.get(id)).filter((s): s is SellerRecord => s !== undefined);
  else if (transferIds) candidates = [...officeIds].flatMap((o) => transferIds.map((t) => ctx.store.sellerByTransferId(o, t))).filter((s): s is SellerRecord => s !== undefined);
  else candidates = [...ctx.store.sellers.values()];
  const changed = changedFilter(query);
  const parts = partsOf(query);
  const items = candidates
    .filter((s) => officeIds.has(s.officeId) && changed(s))
    .sort((a, b) => a.id - b.id)
    .map((s) => sellerView(s, parts));
  return { status: 200, body: items };
}

export function createSeller(ctx: RequestContext, query: ParsedQuery, body: WriteBody): ApiResponse {
  const officeId = Number(query.office_id);
  const office = activeOffice(ctx, officeId, 'office_id');
  if (!office.ok) return office.response;
  const transferId = transferIdOf(body);
  if (transferId !== undefined && ctx.store.sellerByTransferId(officeId, transferId)) return transferIdTaken('seller', transferId, officeId);
  const id = ctx.store.newSellerId();
  ctx.store.apply({
    kind: 'seller', id,
    record: {
      id, officeId, transferId: transferId ?? null, seller: blockOf(body, 'seller') ?? {}, images: [],
      createdAt: ctx.now, updatedAt: ctx.now,
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
    kind: 'seller', id: old.id,
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
    if (p.sellerId === id) ctx.store.apply({ kind: 'property', id: p.id, record: { ...p, sellerId: null, updatedAt: ctx.now } });
  }
  ctx.store.apply({ kind: 'seller', id, record: null });
  return { status: 200, body: { seller: { id } } };
}
